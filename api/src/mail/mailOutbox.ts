import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Queryable } from '../db/database';
import type { Mail, MailTransport } from './mailTransport';

/**
 * Every mail goes into `mail_outbox` first, so nothing is lost when the mail server is away, and
 * leaves by the transport (SMTP) when there is one. Without one (a development machine) it is also
 * written to <DATA_DIR>/mail/outbox.log, where a developer reads the sign-in links.
 */
export interface Outbox {
  queue(mail: Mail): Promise<void>;
  /** sends what is waiting (a few at a time); returns how many went */
  deliver(): Promise<number>;
}

const MAX_ATTEMPTS = 8;

export function createOutbox(db: Queryable, o: { transport: MailTransport | null; from: string; dataDir: string }): Outbox {
  const logFile = join(o.dataDir, 'mail', 'outbox.log');
  return {
    async queue(mail) {
      await db.query('INSERT INTO mail_outbox (to_address, subject, body) VALUES ($1, $2, $3)', [mail.to, mail.subject, mail.text]);
      if (!o.transport) {
        mkdirSync(join(o.dataDir, 'mail'), { recursive: true, mode: 0o700 });
        appendFileSync(logFile, `--- ${new Date().toISOString()}\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n\n`, { mode: 0o600 });
      }
    },
    async deliver() {
      if (!o.transport) return 0;
      const { rows } = await db.query<{ id: string; to_address: string; subject: string; body: string }>(
        'SELECT id::text AS id, to_address, subject, body FROM mail_outbox WHERE sent_at IS NULL AND attempts < $1 ORDER BY id LIMIT 20',
        [MAX_ATTEMPTS],
      );
      let sent = 0;
      for (const row of rows) {
        // claimed first, so two api instances never send the same mail twice
        const claimed = await db.query(
          `UPDATE mail_outbox SET attempts = attempts + 1, claimed_at = now()
           WHERE id = $1 AND sent_at IS NULL AND attempts < $2 AND (claimed_at IS NULL OR claimed_at < now() - interval '2 minutes') RETURNING id`,
          [row.id, MAX_ATTEMPTS],
        );
        if (claimed.rows.length === 0) continue;
        try {
          await o.transport.send({ to: row.to_address, subject: row.subject, text: row.body }, o.from);
          // the body may hold a sign-in link: once delivered it is not kept
          await db.query("UPDATE mail_outbox SET sent_at = now(), body = '', last_error = NULL WHERE id = $1", [row.id]);
          sent += 1;
        } catch (error) {
          await db.query('UPDATE mail_outbox SET last_error = $2, claimed_at = NULL WHERE id = $1', [row.id, (error as Error).message.slice(0, 500)]);
        }
      }
      return sent;
    },
  };
}
