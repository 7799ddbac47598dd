import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { createServer, type Socket } from 'node:net';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildTestApp, type TestContext } from '../helpers/buildTestApp';
import { freshDeviceKey, freshMykad, registerAccount, type Registered } from '../helpers/accounts';
import type { Mail, MailTransport } from '../../src/mail/mailTransport';
import { smtpTransport } from '../../src/mail/smtpTransport';
import { createOutbox } from '../../src/mail/mailOutbox';

const API = '/wp-json/custom/v1';
const THIS_YEAR = new Date().getUTCFullYear();
let networks = 0;
const freshNetwork = () => `10.90.${Math.floor(++networks / 250)}.${networks % 250}`;

/** Keeps what the api sends, as a mail server would receive it. */
function recordingTransport(): MailTransport & { sent: Mail[] } {
  const sent: Mail[] = [];
  return {
    kind: 'recording',
    sent,
    async send(mail) {
      sent.push(mail);
    },
  };
}

describe('new-device steps (docs/adr/0018)', () => {
  let ctx: TestContext;
  const mail = recordingTransport();
  let teacher: Registered;
  let classId: number;
  before(async () => {
    ctx = await buildTestApp({ mailTransport: mail });
    teacher = await registerAccount(ctx, { mykad: freshMykad(1986), ip: freshNetwork() });
    await ctx.app.inject({ method: 'POST', url: `${API}/admin/teachers`, headers: ctx.adminHeader(), payload: { user_id: Number(teacher.userId) } });
    classId = (await ctx.app.inject({ method: 'POST', url: `${API}/boards/classes`, headers: bearer(teacher.token), payload: { name: '2 Cempaka' } })).json()
      .id;
  });
  after(() => ctx.close());

  function bearer(token: string) {
    return { authorization: `Bearer ${token}` };
  }
  const login = (payload: Record<string, unknown>, deviceKey?: string) =>
    ctx.app.inject({ method: 'POST', url: `${API}/login`, payload, remoteAddress: freshNetwork(), headers: deviceKey ? { 'x-device-id': deviceKey } : {} });
  async function pupilInClass(birthYear = THIS_YEAR - 10): Promise<Registered> {
    const pupil = await registerAccount(ctx, { mykad: freshMykad(birthYear), ip: freshNetwork(), firstName: 'Kavin' });
    await ctx.db.query('INSERT INTO class_members (class_id, user_id) VALUES ($1, $2)', [classId, pupil.userId]);
    return pupil;
  }
  const issueCards = (userIds: string[], token = teacher.token) =>
    ctx.app.inject({
      method: 'POST',
      url: `${API}/boards/classes/${classId}/sign-in/cards`,
      headers: bearer(token),
      payload: { user_ids: userIds.map(Number) },
    });
  const scan = (card: string, deviceKey: string) =>
    ctx.app.inject({ method: 'POST', url: `${API}/login/card`, payload: { card }, remoteAddress: freshNetwork(), headers: { 'x-device-id': deviceKey } });

  describe('POST /boards/classes/:id/sign-in/cards and POST /login/card', () => {
    it("should sign a new phone in with the card's link, and from then on by MyKad alone", async () => {
      const pupil = await pupilInClass();
      const [card] = (await issueCards([pupil.userId])).json().cards;
      expect(card).toMatchObject({ user_id: Number(pupil.userId), first_name: 'Kavin', code: expect.stringMatching(/^[A-HJKMNP-Z2-9]{6}$/) });
      expect(card.card.length).toBeGreaterThanOrEqual(43);
      const phone = freshDeviceKey();
      expect((await login({ mykad: pupil.mykad }, phone)).statusCode).toBe(401);
      const scanned = await scan(card.card, phone);
      expect(scanned.statusCode).toBe(200);
      expect(scanned.json()).toMatchObject({ data: { user_id: Number(pupil.userId) }, first_name: 'Kavin', token: expect.any(String) });
      expect((await login({ mykad: pupil.mykad }, phone)).statusCode).toBe(200);
      // only hashes are kept
      const stored = (
        await ctx.db.query<{ link_hash: string; code_hash: string }>('SELECT link_hash, code_hash FROM sign_in_cards WHERE user_id = $1', [pupil.userId])
      ).rows[0]!;
      expect(JSON.stringify(stored)).not.toContain(card.card);
      expect(JSON.stringify(stored)).not.toContain(card.code);
    });

    it('should stop a revoked card, and a re-issued card should replace the old one', async () => {
      const pupil = await pupilInClass();
      const [first] = (await issueCards([pupil.userId])).json().cards;
      const [second] = (await issueCards([pupil.userId])).json().cards;
      expect((await scan(first.card, freshDeviceKey())).json().code).toBe('card_unknown');
      expect((await login({ mykad: pupil.mykad, card_code: first.code }, freshDeviceKey())).json().code).toBe('card_code_wrong');
      expect((await login({ mykad: pupil.mykad, card_code: second.code }, freshDeviceKey())).statusCode).toBe(200);
      const revoked = await ctx.app.inject({
        method: 'DELETE',
        url: `${API}/boards/classes/${classId}/sign-in/cards/${pupil.userId}`,
        headers: bearer(teacher.token),
      });
      expect(revoked.json()).toMatchObject({ card_issued_at: null });
      expect((await scan(second.card, freshDeviceKey())).statusCode).toBe(404);
      expect((await login({ mykad: pupil.mykad }, freshDeviceKey())).json().steps).toEqual(['email_link']);
    });

    it("should refuse cards for another teacher's class and for a pupil who is not in the class", async () => {
      const other = await registerAccount(ctx, { mykad: freshMykad(1987), ip: freshNetwork() });
      await ctx.app.inject({ method: 'POST', url: `${API}/admin/teachers`, headers: ctx.adminHeader(), payload: { user_id: Number(other.userId) } });
      const pupil = await pupilInClass();
      expect((await issueCards([pupil.userId], other.token)).json().code).toBe('class_not_found');
      const stranger = await registerAccount(ctx, { mykad: freshMykad(THIS_YEAR - 10), ip: freshNetwork() });
      expect((await issueCards([stranger.userId])).json().code).toBe('not_in_class');
      expect((await issueCards([pupil.userId], pupil.token)).statusCode).toBe(403);
    });
  });

  describe('PUT /boards/classes/:id/sign-in/pictures/:userId', () => {
    it('should set two pictures for a Year 1–3 pupil, who then signs in on a new device with them', async () => {
      const young = await pupilInClass(THIS_YEAR - 7);
      const put = await ctx.app.inject({
        method: 'PUT',
        url: `${API}/boards/classes/${classId}/sign-in/pictures/${young.userId}`,
        headers: bearer(teacher.token),
        payload: { pictures: [1, 6] },
      });
      expect(put.json().pictures).toEqual({ allowed: true, set: true, locked: false });
      const tablet = freshDeviceKey();
      expect((await login({ mykad: young.mykad }, tablet)).json().steps).toEqual(['pictures', 'email_link']);
      expect((await login({ mykad: young.mykad, pictures: [6, 1] }, tablet)).statusCode).toBe(200);
      expect((await login({ mykad: young.mykad }, tablet)).statusCode).toBe(200);
    });

    it('should refuse pictures for a pupil past Year 3, and two of the same picture', async () => {
      const older = await pupilInClass(THIS_YEAR - 11);
      const young = await pupilInClass(THIS_YEAR - 8);
      const put = (userId: string, pictures: number[]) =>
        ctx.app.inject({
          method: 'PUT',
          url: `${API}/boards/classes/${classId}/sign-in/pictures/${userId}`,
          headers: bearer(teacher.token),
          payload: { pictures },
        });
      expect((await put(older.userId, [1, 2])).json().code).toBe('pictures_not_for_age');
      expect((await put(young.userId, [3, 3])).json().code).toBe('invalid_pictures');
    });
  });

  describe('POST /login/email-link', () => {
    it("should mail a one-use link to the account's email that lets the device that asked in, wherever it is opened", async () => {
      const pupil = await pupilInClass();
      const tablet = freshDeviceKey();
      const asked = await ctx.app.inject({
        method: 'POST',
        url: `${API}/login/email-link`,
        payload: { mykad: pupil.mykad },
        remoteAddress: freshNetwork(),
        headers: { 'x-device-id': tablet },
      });
      expect(asked.statusCode).toBe(202);
      await ctx.app.outbox.deliver();
      const sent = mail.sent.at(-1)!;
      expect(sent.to).toBe(pupil.email);
      expect(sent.text).not.toContain(pupil.mykad);
      const token = /#device-link=([A-Za-z0-9_-]+)/.exec(sent.text)![1]!;
      // the parent opens it on their own phone
      const pending = await ctx.app.inject({ method: 'POST', url: `${API}/login/email-link/pending`, payload: { token } });
      expect(pending.json()).toMatchObject({ first_name: 'Kavin', requested_at: expect.any(String) });
      expect((await ctx.app.inject({ method: 'POST', url: `${API}/login/email-link/allow`, payload: { token } })).json()).toEqual({ allowed: true });
      expect((await ctx.app.inject({ method: 'POST', url: `${API}/login/email-link/allow`, payload: { token } })).json().code).toBe('link_expired');
      expect((await login({ mykad: pupil.mykad }, tablet)).statusCode).toBe(200);
      expect((await login({ mykad: pupil.mykad }, freshDeviceKey())).statusCode).toBe(401);
      // a sent mail's body (it held the link) is not kept
      expect((await ctx.db.query<{ body: string }>('SELECT body FROM mail_outbox WHERE sent_at IS NOT NULL')).rows.every((r) => r.body === '')).toBe(true);
    });

    it('should not accept a link after 20 minutes, and send at most three an hour', async () => {
      const pupil = await pupilInClass();
      const ask = () =>
        ctx.app.inject({
          method: 'POST',
          url: `${API}/login/email-link`,
          payload: { mykad: pupil.mykad },
          remoteAddress: freshNetwork(),
          headers: { 'x-device-id': freshDeviceKey() },
        });
      expect((await ask()).statusCode).toBe(202);
      await ctx.app.outbox.deliver();
      const token = /#device-link=([A-Za-z0-9_-]+)/.exec(mail.sent.at(-1)!.text)![1]!;
      await ctx.db.query("UPDATE device_links SET expires_at = now() - interval '1 second' WHERE user_id = $1", [pupil.userId]);
      expect((await ctx.app.inject({ method: 'POST', url: `${API}/login/email-link/allow`, payload: { token } })).json().code).toBe('link_expired');
      expect((await ask()).statusCode).toBe(202);
      expect((await ask()).statusCode).toBe(202);
      expect((await ask()).statusCode).toBe(429);
    });

    it('should refuse the email link to a teacher with a PIN (the PIN is their step)', async () => {
      await ctx.app.inject({ method: 'PUT', url: `${API}/account/pin`, headers: bearer(teacher.token), payload: { pin: '246813' } });
      const asked = await ctx.app.inject({
        method: 'POST',
        url: `${API}/login/email-link`,
        payload: { mykad: teacher.mykad },
        remoteAddress: freshNetwork(),
        headers: { 'x-device-id': freshDeviceKey() },
      });
      expect(asked.json().code).toBe('pin_required');
    });
  });

  describe('POST /logout with everywhere: true', () => {
    it('should forget every trusted device, so a lost phone needs a step again', async () => {
      const pupil = await pupilInClass();
      expect((await login({ mykad: pupil.mykad }, pupil.deviceKey)).statusCode).toBe(200);
      await ctx.app.inject({ method: 'POST', url: `${API}/logout`, headers: bearer(pupil.token), payload: { everywhere: true } });
      expect((await login({ mykad: pupil.mykad }, pupil.deviceKey)).json().code).toBe('device_step_required');
    });
  });
});

describe('mail: the outbox and SMTP', () => {
  it('should write mail to the outbox table and the data folder log when there is no SMTP server', async () => {
    const ctx = await buildTestApp({ mailTransport: null });
    try {
      await ctx.app.outbox.queue({ to: 'ibu@example.my', subject: 'Ujian', text: 'https://example.my/account#device-link=abc' });
      expect(await ctx.app.outbox.deliver()).toBe(0);
      expect((await ctx.db.query('SELECT to_address FROM mail_outbox WHERE sent_at IS NULL')).rows).toEqual([{ to_address: 'ibu@example.my' }]);
      const log = join(ctx.config.dataDir, 'mail', 'outbox.log');
      expect(existsSync(log)).toBe(true);
      expect(readFileSync(log, 'utf8')).toContain('#device-link=abc');
    } finally {
      await ctx.close();
    }
  });

  it('should deliver through an SMTP server (EHLO, AUTH PLAIN, MAIL, RCPT, DATA), once, and keep a failed mail for the next try', async () => {
    const received: string[] = [];
    let refuse = true;
    const server = createServer((socket: Socket) => {
      let inData = false;
      let data = '';
      socket.write('220 test ESMTP\r\n');
      socket.on('data', (chunk) => {
        for (const line of chunk
          .toString('utf8')
          .split('\r\n')
          .filter((l, i, all) => l !== '' || i < all.length - 1)) {
          if (inData) {
            if (line === '.') {
              inData = false;
              received.push(data);
              socket.write('250 queued\r\n');
            } else data += `${line}\n`;
            continue;
          }
          received.push(line);
          if (line.startsWith('EHLO')) socket.write('250-test\r\n250 AUTH PLAIN\r\n');
          else if (line.startsWith('AUTH PLAIN')) socket.write('235 ok\r\n');
          else if (line.startsWith('MAIL FROM')) socket.write(refuse ? '451 try later\r\n' : '250 ok\r\n');
          else if (line.startsWith('RCPT TO')) socket.write('250 ok\r\n');
          else if (line === 'DATA') {
            inData = true;
            socket.write('354 go\r\n');
          } else if (line === 'QUIT') socket.end('221 bye\r\n');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    const ctx = await buildTestApp({ mailTransport: null });
    try {
      const outbox = createOutbox(ctx.db, {
        transport: smtpTransport(`smtp://mailer:rahsia@127.0.0.1:${port}`),
        from: 'Word games <no-reply@example.my>',
        dataDir: ctx.config.dataDir,
      });
      await outbox.queue({
        to: 'ibu@example.my',
        subject: 'Pautan log masuk · உள்நுழைவு',
        text: 'Buka pautan ini.\nhttps://example.my/account#device-link=xyz',
      });
      expect(await outbox.deliver()).toBe(0);
      expect((await ctx.db.query<{ last_error: string }>('SELECT last_error FROM mail_outbox')).rows[0]!.last_error).toContain('451');
      refuse = false;
      expect(await outbox.deliver()).toBe(1);
      expect(await outbox.deliver()).toBe(0);
      expect(received).toContain(`AUTH PLAIN ${Buffer.from('\0mailer\0rahsia').toString('base64')}`);
      expect(received).toContain('RCPT TO:<ibu@example.my>');
      const message = received.find((r) => r.includes('Subject:'))!;
      expect(message).toContain('Content-Type: text/plain; charset=UTF-8');
      const body = Buffer.from(message.split('\n\n')[1]!.replace(/\s/g, ''), 'base64').toString('utf8');
      expect(body).toContain('#device-link=xyz');
    } finally {
      await ctx.close();
      server.close();
    }
  });
});
