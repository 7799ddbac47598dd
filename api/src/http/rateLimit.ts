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

/**
 * Drops windows that ended long ago; cheap enough to run on a timer. Counters in day-long windows
 * end their key with `/day` (DAY_KEY_SUFFIX) and are kept for two days.
 */
export async function pruneRateLimits(db: Queryable, olderThanSeconds = 3600, now = Date.now()): Promise<void> {
  const nowSeconds = Math.floor(now / 1000);
  await db.query(`DELETE FROM rate_limits WHERE window_start < $1 AND (key NOT LIKE '%/day' OR window_start < $2)`, [
    nowSeconds - olderThanSeconds,
    nowSeconds - 2 * 86400,
  ]);
}

/** The end of the key of a counter whose window is a day or longer (pruneRateLimits keeps those). */
export const DAY_KEY_SUFFIX = '/day';

/** One counter: `key` in fixed windows of `seconds`, allowing `limit` hits in each. */
export interface Budget {
  key: string;
  seconds: number;
  limit: number;
}

const windowOf = (b: Budget, now: number) => Math.floor(now / 1000 / b.seconds) * b.seconds;
const retryAfter = (b: Budget, now: number) => Math.max(1, windowOf(b, now) + b.seconds - Math.floor(now / 1000));

/**
 * Whether any of `budgets` is spent in its current window (without counting a hit), and when the
 * longest-spent one frees up. One query, so a request refused for a spent budget costs little.
 */
export async function spentBudget(db: Queryable, budgets: Budget[], now = Date.now()): Promise<{ spent: boolean; retryAfterSeconds: number }> {
  const { rows } = await db.query<{ key: string; window_start: string | number; count: number }>(
    'SELECT key, window_start, count FROM rate_limits WHERE (key, window_start) IN (SELECT * FROM unnest($1::text[], $2::bigint[]))',
    [budgets.map((b) => b.key), budgets.map((b) => windowOf(b, now))],
  );
  let retryAfterSeconds = 0;
  for (const b of budgets) {
    const row = rows.find((r) => r.key === b.key && Number(r.window_start) === windowOf(b, now));
    if (row && Number(row.count) >= b.limit) retryAfterSeconds = Math.max(retryAfterSeconds, retryAfter(b, now));
  }
  return { spent: retryAfterSeconds > 0, retryAfterSeconds };
}

/** Counts one hit on each of `budgets` in one query. */
export async function spendBudgets(db: Queryable, budgets: Budget[], now = Date.now()): Promise<void> {
  await db.query(
    `INSERT INTO rate_limits (key, window_start, count) SELECT k, w, 1 FROM unnest($1::text[], $2::bigint[]) AS t (k, w)
     ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1`,
    [budgets.map((b) => b.key), budgets.map((b) => windowOf(b, now))],
  );
}
