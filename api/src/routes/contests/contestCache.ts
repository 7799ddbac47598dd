import type { Queryable } from '../../db/database';
import { findContest, listLevels, type ContestRow, type LevelRow } from './contestRepository';

/**
 * Contest definitions are read by every request of a contest-start rush and change rarely, so
 * each api instance keeps them for CACHE_MS (per database handle). A route that writes one forgets
 * it at once (`forgetContest`); another instance sees a change within CACHE_MS. Scores, starts
 * and orders are never cached.
 */
const CACHE_MS = 2000;
export interface CachedContest {
  at: number;
  contest: ContestRow | null;
  levels: Map<number, LevelRow>;
}
const caches = new WeakMap<object, Map<string, CachedContest>>();

function cacheFor(db: Queryable): Map<string, CachedContest> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  return cache;
}

export function forgetContest(db: Queryable, key: string): void {
  cacheFor(db).delete(key);
}

export async function cachedContest(db: Queryable, key: string): Promise<CachedContest> {
  const cache = cacheFor(db);
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit;
  const contest = await findContest(db, key);
  const levels = contest ? await listLevels(db, key) : [];
  const entry = { at: Date.now(), contest, levels: new Map(levels.map((l) => [Number(l.level_number), l])) };
  cache.set(key, entry);
  return entry;
}
