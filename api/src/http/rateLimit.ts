import type { Queryable } from '../db/database';
import { tooManyRequests } from './httpError';

export interface WindowCount {
  /** hits in the current window, this one included */
  count: number;
  /** seconds until the window ends */
  retryAfterSeconds: number;
}

/**
 * Counts one hit on `key` in the current fixed window. Counters live in the database (not in
 * memory), so limits hold across api instances.
 */
export async function countHit(db: Queryable, key: string, windowSeconds: number, now = Date.now()): Promise<WindowCount> {
  const windowStart = Math.floor(now / 1000 / windowSeconds) * windowSeconds;
  const { rows } = await db.query<{ count: number }>(
    `INSERT INTO rate_limits (key, window_start, count) VALUES ($1, $2, 1)
     ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1
     RETURNING count`,
    [key, windowStart],
  );
  return { count: Number(rows[0]?.count ?? 0), retryAfterSeconds: Math.max(1, windowStart + windowSeconds - Math.floor(now / 1000)) };
}

/** The hits on `key` in the current window so far, without counting one. */
export async function peekHits(db: Queryable, key: string, windowSeconds: number, now = Date.now()): Promise<WindowCount> {
  const windowStart = Math.floor(now / 1000 / windowSeconds) * windowSeconds;
  const { rows } = await db.query<{ count: number }>('SELECT count FROM rate_limits WHERE key = $1 AND window_start = $2', [key, windowStart]);
  return { count: Number(rows[0]?.count ?? 0), retryAfterSeconds: Math.max(1, windowStart + windowSeconds - Math.floor(now / 1000)) };
}

/** Counts one hit on `key` in the current fixed window and throws 429 past `limit`. */
export async function hitRateLimit(db: Queryable, key: string, limit: number, windowSeconds: number, message: string, now = Date.now()): Promise<void> {
  const { count, retryAfterSeconds } = await countHit(db, key, windowSeconds, now);
  if (count > limit) throw tooManyRequests(message, retryAfterSeconds);
}

/** Drops windows that ended long ago; cheap enough to run on a timer. */
export async function pruneRateLimits(db: Queryable, olderThanSeconds = 3600, now = Date.now()): Promise<void> {
  await db.query('DELETE FROM rate_limits WHERE window_start < $1', [Math.floor(now / 1000) - olderThanSeconds]);
}
