import type { Queryable } from '../db/database';
import { pruneRevokedTokens } from './tokenRevocation';
import { pruneTrustedDevices } from './trustedDevices';

/** How long the login record keeps an entry: long enough to spot a stranger, no longer. */
export const LOGIN_EVENTS_KEPT_DAYS = 90;

/** Drops what is no longer needed: expired deny-list entries, old login records, old game starts, unused devices, old links and mail. */
export async function pruneTrustRecords(db: Queryable): Promise<void> {
  await pruneRevokedTokens(db);
  await db.query(`DELETE FROM login_events WHERE at < now() - make_interval(days => $1)`, [LOGIN_EVENTS_KEPT_DAYS]);
  await db.query(`DELETE FROM game_starts WHERE started_at < now() - interval '30 days'`);
  await pruneTrustedDevices(db);
  // used or expired email links, and sent mail (its body is already blank) after a month
  await db.query(`DELETE FROM device_links WHERE expires_at < now() - interval '1 day'`);
  await db.query(`DELETE FROM mail_outbox WHERE sent_at < now() - interval '30 days'`);
}
