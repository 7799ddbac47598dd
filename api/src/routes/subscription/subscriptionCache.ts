import type { SubscriptionState } from '@app/shared/node';
import type { Queryable } from '../../db/database';
import { serverSubscription } from './serverSubscription';

/**
 * Plans change rarely, and the plan rule is three statements (licence, plan products, orders):
 * on PGlite's one connection that was a fifth of a class's database time when every leaderboard
 * read and every first save ran it. Each api instance remembers an account's state for a minute.
 * Callers say which remembered states they trust: the daily limit trusts any (a plan bought a
 * moment ago may take that minute to lift it, docs/adr/0010), the leaderboard gate only one that
 * lets the player in, so a plan just bought opens the boards at once and only a plan that just
 * ended can keep them open for up to that minute.
 */
export const SUBSCRIPTION_CACHE_MS = 60_000;
const MAX_ACCOUNTS = 20_000;

const caches = new WeakMap<Queryable, Map<number, { at: number; state: SubscriptionState }>>();

function cacheOf(db: Queryable): Map<number, { at: number; state: SubscriptionState }> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  return cache;
}

/** Stores a state just computed by the full rule (the status call does this too, so a buyer's next read is fresh). */
export function rememberSubscription(db: Queryable, userId: number, state: SubscriptionState, now = Date.now()): void {
  const cache = cacheOf(db);
  if (cache.size >= MAX_ACCOUNTS) cache.clear();
  cache.set(userId, { at: now, state });
}

/**
 * The account's subscription state: a remembered one younger than a minute when `trust` accepts
 * it, else the server's plan rule now (and remembered).
 */
export async function recentSubscription(
  db: Queryable,
  userId: number,
  trust: (state: SubscriptionState) => boolean = () => true,
  now = Date.now(),
): Promise<SubscriptionState> {
  const hit = cacheOf(db).get(userId);
  if (hit && now - hit.at < SUBSCRIPTION_CACHE_MS && trust(hit.state)) return hit.state;
  const { state } = await serverSubscription(db, userId);
  rememberSubscription(db, userId, state, now);
  return state;
}
