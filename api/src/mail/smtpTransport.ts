import { connect as netConnect, type Socket } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import type { Mail, MailTransport } from './mailTransport';

/**
 * A small SMTP client (RFC 5321) for SMTP_URL: `smtp://[user:pass@]host[:port]` (plain, as a
 * local relay or a mail container offers) or `smtps://…` (TLS from the start, port 465). It
 * authenticates with AUTH PLAIN when the URL has a user, and sends one plain-text UTF-8 mail per
 * connection: the api sends a few sign-in links an hour, not newsletters.
 */
export function smtpTransport(url: string, timeoutMs = 15_000): MailTransport {
  const u = new URL(url);
  if (u.protocol !== 'smtp:' && u.protocol !== 'smtps:') throw new Error(`SMTP_URL must start with smtp:// or smtps://; it is "${u.protocol}".`);
  const secure = u.protocol === 'smtps:';
  const port = Number(u.port || (secure ? 465 : 25));
  const user = decodeURIComponent(u.username);
  const pass = decodeURIComponent(u.password);
  return {
    kind: 'smtp',
    async send(mail, from) {
      const socket = secure ? tlsConnect({ host: u.hostname, port, servername: u.hostname }) : netConnect({ host: u.hostname, port });
      socket.setTimeout(timeoutMs, () => socket.destroy(new Error('SMTP server timed out')));
      const session = smtpSession(socket);
      try {
        await session.expect(220);
        await session.command(`EHLO ${hostnameForHelo()}`, 250);
        if (user) await session.command(`AUTH PLAIN ${Buffer.from(`\0${user}\0${pass}`).toString('base64')}`, 235);
        await session.command(`MAIL FROM:<${addressOf(from)}>`, 250);
        await session.command(`RCPT TO:<${addressOf(mail.to)}>`, [250, 251]);
        await session.command('DATA', 354);
        await session.command(`${message(mail, from)}\r\n.`, 250);
        await session.command('QUIT', 221).catch(() => undefined);
      } finally {
        socket.destroy();
      }
    },
  };
}

function hostnameForHelo(): string {
  return 'word-games.local';
}

/** `Name <a@b>` or `a@b` → `a@b`; refuses addresses that could break the command line. */
function addressOf(value: string): string {
  const address = (/<([^>]+)>/.exec(value)?.[1] ?? value).trim();
  if (!/^[^\s<>@]+@[^\s<>@]+$/.test(address)) throw new Error('not a mail address');
  return address;
}

const header = (text: string) => (/^[\x20-\x7e]*$/.test(text) ? text : `=?UTF-8?B?${Buffer.from(text).toString('base64')}?=`);

function message(mail: Mail, from: string): string {
  const body = Buffer.from(mail.text.replace(/\r?\n/g, '\r\n')).toString('base64').replace(/.{76}/g, '$&\r\n');
  return [
    `From: ${from}`,
    `To: ${mail.to}`,
    `Subject: ${header(mail.subject)}`,
    `Date: ${new Date().toUTCString()}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=UTF-8',
    'Content-Transfer-Encoding: base64',
    '',
    body,
  ].join('\r\n');
}

/** Reads SMTP replies (multi-line ones end at "NNN "). */
function smtpSession(socket: Socket) {
  let buffer = '';
  let waiting: ((line: string) => void) | null = null;
  let failure: Error | null = null;
  const replies: string[] = [];
  const deliver = () => {
    while (waiting && replies.length > 0) {
      const resolve = waiting;
      waiting = null;
      resolve(replies.shift()!);
    }
  };
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf('\r\n')) >= 0) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (/^\d{3} /.test(line) || /^\d{3}$/.test(line)) replies.push(line);
    }
    deliver();
  });
  socket.on('error', (error) => {
    failure = error;
    waiting?.('');
  });
  socket.on('close', () => {
    failure ??= new Error('SMTP connection closed');
    waiting?.('');
  });
  const next = () =>
    new Promise<string>((resolve) => {
      waiting = resolve;
      deliver();
    });
  const expect = async (codes: number | number[]) => {
    const line = await next();
    if (!line && failure) throw failure;
    const code = Number(line.slice(0, 3));
    if (!([] as number[]).concat(codes).includes(code)) throw new Error(`SMTP server answered "${line}"`);
  };
  return {
    expect,
    async command(text: string, codes: number | number[]) {
      socket.write(`${text}\r\n`);
      await expect(codes);
    },
  };
}
