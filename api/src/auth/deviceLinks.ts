import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import { countHit } from '../http/rateLimit';
import { tooManyRequests } from '../http/httpError';
import type { Outbox } from '../mail/mailOutbox';
import { deviceHash } from './loginEvents';

/**
 * The link sent to the account's email (a parent's, for a pupil) when a new device asks to sign in
 * (docs/adr/0018). Opening it trusts the device that asked, wherever the link is opened (a parent
 * opens it on their own phone), so a forwarded or intercepted link helps no other device. The token
 * is one-use, lives 20 minutes, and only its sha256 is kept.
 */
export const DEVICE_LINK_MINUTES = 20;
export const DEVICE_LINKS_PER_HOUR = 3;
export const DEVICE_LINKS_MESSAGE = 'A link was sent to this account’s email a short while ago. Please look for it, or try again in an hour.';

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export interface LinkRequest {
  userId: string;
  firstName: string;
  email: string;
  deviceKey: string;
  device: string;
}

/** Writes the mail (to the outbox) with a link to the app's account page; the token is in its fragment. */
export async function sendDeviceLink(db: Queryable, outbox: Outbox, publicUrl: string, r: LinkRequest): Promise<void> {
  const { count, retryAfterSeconds } = await countHit(db, `device-link:${r.userId}`, 3600);
  if (count > DEVICE_LINKS_PER_HOUR) throw tooManyRequests(DEVICE_LINKS_MESSAGE, retryAfterSeconds);
  const token = randomBytes(32).toString('base64url');
  await db.query(`INSERT INTO device_links (user_id, token_hash, device_hash, device, expires_at) VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5))`, [
    r.userId,
    tokenHash(token),
    deviceHash(r.userId, r.deviceKey),
    r.device,
    DEVICE_LINK_MINUTES,
  ]);
  const link = `${publicUrl}/account#device-link=${token}`;
  const device = r.device || 'a phone or computer';
  await outbox.queue({
    to: r.email,
    subject: `Sign-in request for ${r.firstName} · ${r.firstName}-க்கான உள்நுழைவு கோரிக்கை`,
    text: [
      `${r.firstName} asked to sign in on a new device (${device}).`,
      `If this is your child (or you), open this link within ${DEVICE_LINK_MINUTES} minutes and press "Allow":`,
      link,
      'If you did not ask for this, ignore this mail: nothing changes.',
      '',
      `${r.firstName} புதிய சாதனத்தில் (${device}) உள்நுழையக் கேட்டுள்ளார்.`,
      `இது உங்கள் பிள்ளை (அல்லது நீங்கள்) என்றால், ${DEVICE_LINK_MINUTES} நிமிடங்களுக்குள் மேலே உள்ள இணைப்பைத் திறந்து "அனுமதி" என்பதை அழுத்தவும்.`,
      'நீங்கள் கேட்கவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கவும்.',
      '',
      `${r.firstName} meminta untuk log masuk pada peranti baharu (${device}).`,
      `Jika ini anak anda (atau anda), buka pautan di atas dalam masa ${DEVICE_LINK_MINUTES} minit dan tekan "Benarkan".`,
      'Jika anda tidak memintanya, abaikan e-mel ini.',
    ].join('\n'),
  });
}

export interface PendingLink {
  userId: string;
  firstName: string;
  device: string;
  requestedAt: string;
}

/** What the link asks, for the page that shows it before it is allowed. */
export async function pendingDeviceLink(db: Queryable, token: string): Promise<PendingLink | undefined> {
  const { rows } = await db.query<{ user_id: string; first_name: string; device: string; created_at: Date | string }>(
    `SELECT l.user_id::text AS user_id, u.first_name, l.device, l.created_at FROM device_links l JOIN users u ON u.id = l.user_id
     WHERE l.token_hash = $1 AND l.used_at IS NULL AND l.expires_at > now()`,
    [tokenHash(token)],
  );
  const row = rows[0];
  return row && { userId: row.user_id, firstName: row.first_name, device: row.device, requestedAt: new Date(row.created_at).toISOString() };
}

/** Uses the link once: the device that asked becomes trusted. Returns the account and that device's hash. */
export async function useDeviceLink(db: Queryable, token: string): Promise<{ userId: string; deviceHash: string; device: string } | undefined> {
  const { rows } = await db.query<{ user_id: string; device_hash: string; device: string }>(
    `UPDATE device_links SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
     RETURNING user_id::text AS user_id, device_hash, device`,
    [tokenHash(token)],
  );
  const row = rows[0];
  if (!row) return undefined;
  await db.query(
    `INSERT INTO trusted_devices (user_id, device_hash, device, method) VALUES ($1, $2, $3, 'parent_email')
     ON CONFLICT (user_id, device_hash) DO UPDATE SET last_used_at = now(), method = 'parent_email'`,
    [row.user_id, row.device_hash, row.device],
  );
  return { userId: row.user_id, deviceHash: row.device_hash, device: row.device };
}
