import type { Queryable } from '../db/database';
import { pruneRevokedTokens } from './tokenRevocation';

/** How long the login record keeps an entry: long enough to spot a stranger, no longer. */
export const LOGIN_EVENTS_KEPT_DAYS = 90;

/** Drops what is no longer needed: expired deny-list entries, old login records, old game starts. */
export async function pruneTrustRecords(db: Queryable): Promise<void> {
  await pruneRevokedTokens(db);
  await db.query(`DELETE FROM login_events WHERE at < now() - make_interval(days => $1)`, [LOGIN_EVENTS_KEPT_DAYS]);
  await db.query(`DELETE FROM game_starts WHERE started_at < now() - interval '30 days'`);
}
