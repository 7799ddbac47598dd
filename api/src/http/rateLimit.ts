import type { Queryable } from '../db/database';
import { tooManyRequests } from './httpError';

/**
 * Counts one hit on `key` in the current fixed window and throws 429 past `limit`. Counters live
 * in the database (not in memory), so limits hold across api instances.
 */
export async function hitRateLimit(db: Queryable, key: string, limit: number, windowSeconds: number, message: string, now = Date.now()): Promise<void> {
  const windowStart = Math.floor(now / 1000 / windowSeconds) * windowSeconds;
  const { rows } = await db.query<{ count: number }>(
    `INSERT INTO rate_limits (key, window_start, count) VALUES ($1, $2, 1)
     ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1
     RETURNING count`,
    [key, windowStart],
  );
  const count = Number(rows[0]?.count ?? 0);
  if (count > limit) throw tooManyRequests(message, windowStart + windowSeconds - Math.floor(now / 1000));
}

/** Drops windows that ended long ago; cheap enough to run on a timer. */
export async function pruneRateLimits(db: Queryable, olderThanSeconds = 3600, now = Date.now()): Promise<void> {
  await db.query('DELETE FROM rate_limits WHERE window_start < $1', [Math.floor(now / 1000) - olderThanSeconds]);
}
