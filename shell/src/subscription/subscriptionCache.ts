import { z } from 'zod/mini';
import type { SubscriptionState } from '@app/shared';

/** docs/requirements.md §9: "Subscription cache: 24 hours, version 1.0; refresh due when less than 1 hour remains." */
export const SUBSCRIPTION_CACHE_VERSION = '1.0';
export const SUBSCRIPTION_CACHE_TTL_MS = 24 * 60 * 60 * 1000;
export const SUBSCRIPTION_REFRESH_DUE_MS = 60 * 60 * 1000;
export const SUBSCRIPTION_CACHE_KEY = 'shell.subscriptionCache';

const stateSchema = z.object({
  id: z.optional(z.string()),
  planId: z.string(),
  planName: z.string(),
  category: z.enum(['teacher', 'student']),
  status: z.enum(['none', 'processing', 'active', 'expired', 'cancelled']),
  expiryDate: z.optional(z.string()),
  renewalDate: z.optional(z.string()),
  paymentMethod: z.optional(z.string()),
  orderId: z.optional(z.string()),
  source: z.enum(['order', 'school-license', 'direct', 'none']),
  pendingOrder: z.optional(
    z.object({
      orderId: z.string(),
      productId: z.number(),
      planId: z.string(),
      planName: z.string(),
      total: z.optional(z.number()),
      dateCreated: z.string(),
    }),
  ),
  scheduledChange: z.optional(z.object({ orderId: z.string(), planId: z.string(), planName: z.string(), startsAt: z.string() })),
});
const cacheSchema = z.object({ version: z.string(), userId: z.string(), savedAt: z.number(), state: stateSchema });

export interface CachedSubscription {
  state: SubscriptionState;
  savedAt: number;
  /** within 24 h of being saved */
  fresh: boolean;
  /** fresh, but less than 1 h of it left */
  refreshDue: boolean;
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The cached subscription of `userId`, whatever its age (the network-error fallback uses even an
 * expired one, docs/requirements.md §8). Another version, another user or a cache that does not parse: none.
 */
export function readSubscriptionCache(storage: Store, userId: string, now: number): CachedSubscription | undefined {
  let parsed: unknown;
  try {
    const raw = storage.getItem(SUBSCRIPTION_CACHE_KEY);
    if (!raw) return undefined;
    parsed = JSON.parse(raw);
  } catch {
    return undefined;
  }
  const result = cacheSchema.safeParse(parsed);
  if (!result.success || result.data.version !== SUBSCRIPTION_CACHE_VERSION || result.data.userId !== userId) return undefined;
  const { savedAt, state } = result.data;
  const remaining = savedAt + SUBSCRIPTION_CACHE_TTL_MS - now;
  // A timestamp from the future (clock changed) cannot be trusted to be fresh.
  const fresh = savedAt <= now && remaining > 0;
  return { state: state as SubscriptionState, savedAt, fresh, refreshDue: fresh && remaining < SUBSCRIPTION_REFRESH_DUE_MS };
}

export function writeSubscriptionCache(storage: Store, userId: string, state: SubscriptionState, now: number): void {
  // only a state the server confirmed is cached: a fallback is not news for another tab
  if (state.unconfirmed) return;
  try {
    storage.setItem(SUBSCRIPTION_CACHE_KEY, JSON.stringify({ version: SUBSCRIPTION_CACHE_VERSION, userId, savedAt: now, state }));
  } catch {
    // Storage full or blocked (private mode): the in-memory state still works for this visit.
  }
}

export function clearSubscriptionCache(storage: Store): void {
  try {
    storage.removeItem(SUBSCRIPTION_CACHE_KEY);
  } catch {
    // nothing to clear when storage is blocked
  }
}
