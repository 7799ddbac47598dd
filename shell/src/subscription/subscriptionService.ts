import { BehaviorSubject, type Observable, type Subscription } from 'rxjs';
import {
  NO_SUBSCRIPTION,
  deriveSubscription,
  isApiError,
  type AuthState,
  type StoreOrder,
  type SubscriptionState,
  type SubscriptionStatusResponse,
  type TeacherLicenseStatus,
  type UserDetails,
  type HttpClient,
} from '@app/shared';
import { SUBSCRIPTION_CACHE_KEY, clearSubscriptionCache, readSubscriptionCache, writeSubscriptionCache } from './subscriptionCache';

/** docs/requirements.md §9 timings. */
export const SUBSCRIPTION_TIMINGS = {
  /** "Subscription check cooldown 1 s" */
  checkCooldownMs: 1000,
  /** "background refresh after 2 s" */
  backgroundRefreshDelayMs: 2000,
  /** "initialization wait up to 50 × 100 ms" */
  initWaitStepMs: 100,
  initWaitSteps: 50,
  /** "initial state load after 200 ms" */
  initialLoadDelayMs: 200,
  /** docs/requirements.md §8: "retry up to 2 times with 1 s then 2 s delay" */
  retryDelaysMs: [1000, 2000],
} as const;

/**
 * Whether the state shown was confirmed by the server (docs/adr/0026): `checking` before the first
 * answer, `unconfirmed` when the server could not be asked (the state is then the last known one,
 * marked `unconfirmed`, or undefined when nothing is known).
 */
export type SubscriptionCheck = 'checking' | 'confirmed' | 'unconfirmed';

export interface SubscriptionService {
  /** undefined while not known yet (and after network failures with nothing to fall back on) */
  subscription$: BehaviorSubject<SubscriptionState | undefined>;
  check$: BehaviorSubject<SubscriptionCheck>;
  /** Forces a check now (after a payment, say), within the cooldown. Resolves when it is done. */
  refresh(): Promise<void>;
  dispose(): void;
}

export interface SubscriptionServiceOptions {
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  now?: () => number;
  /** where other tabs' cache writes are heard (the window's `storage` event) */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/**
 * The plan cannot be checked: no answer (docs/requirements.md §8 "network errors"), or the server
 * failing (5xx: a proxy's 502, a database away), which says nothing about the plan either
 * (docs/adr/0026). Other errors (4xx) are answers: "Other errors give status none".
 */
const cannotCheck = (e: unknown) => isApiError(e) && (e.network || (e.status !== undefined && e.status >= 500));
const isNetworkError = (e: unknown) => isApiError(e) && e.network;

/** Reads the three docs/requirements.md §7 answers for `user` and derives the status (docs/requirements.md §4). */
async function fetchSubscription(http: HttpClient, user: UserDetails, now: number): Promise<SubscriptionState> {
  const [orders, license, direct] = await Promise.allSettled([
    http.get<StoreOrder[]>('/wp-json/wc/v3/orders', { params: { customer: user.id } }).then((r) => r.data),
    http
      // the spec's optional mykad_number is never sent: the api knows the account from the token (docs/adr/0018)
      .get<TeacherLicenseStatus>('/wp-json/custom/v1/school-license/status', { params: { user_email: user.email } })
      .then((r) => r.data),
    http.get<SubscriptionStatusResponse>('/wp-json/custom/v1/subscription/status', { params: { email: user.email } }).then((r) => r.data),
  ]);
  for (const r of [orders, license, direct]) if (r.status === 'rejected' && isNetworkError(r.reason)) throw r.reason;
  // the orders decide the plan: a server failure there leaves it unknown, not none
  if (orders.status === 'rejected' && cannotCheck(orders.reason)) throw orders.reason;
  // docs/requirements.md §8: "Teacher status failure: no school license"; any other failed answer counts as
  // nothing found, so a server error ends in status none ("Other errors give status none").
  return deriveSubscription(
    {
      orders: orders.status === 'fulfilled' && Array.isArray(orders.value) ? orders.value : null,
      license: license.status === 'fulfilled' ? license.value : null,
      direct: direct.status === 'fulfilled' ? direct.value : null,
    },
    new Date(now),
  );
}

/**
 * The shell's `subscription$` (docs/requirements.md §4, §8, §9). For the signed-in user: a fresh cache (24 h,
 * v1.0) is used as is, with a background refresh 2 s later when under 1 h of it remains; with no
 * fresh cache the server is asked. Network errors are retried twice (1 s, then 2 s), then the
 * in-memory state stays, else the cache even if expired, else undefined. Signed out → none.
 */
export function createSubscriptionService(http: HttpClient, auth$: Observable<AuthState>, options: SubscriptionServiceOptions = {}): SubscriptionService {
  const storage = options.storage ?? globalThis.localStorage;
  const now = options.now ?? Date.now;
  const subscription$ = new BehaviorSubject<SubscriptionState | undefined>(undefined);
  const check$ = new BehaviorSubject<SubscriptionCheck>('checking');
  const events = options.events ?? (typeof window === 'undefined' ? undefined : window);
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let latestAuth: AuthState | undefined;
  let user: UserDetails | undefined;
  // Initialised = the 200 ms initial load has happened and the auth state is known.
  let loaded = false;
  let disposed = false;
  // Bumped whenever the user changes: answers for a previous user are dropped on arrival.
  let generation = 0;
  let lastCheckAt = Number.NEGATIVE_INFINITY;
  let inFlight: Promise<void> | undefined;
  let rerun = false;
  let deferred: Promise<void> | undefined;

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const t = setTimeout(() => {
        timers.delete(t);
        resolve();
      }, ms);
      timers.add(t);
    });

  function emit(state: SubscriptionState | undefined) {
    const current = subscription$.value;
    if (current !== undefined && state !== undefined && JSON.stringify(current) === JSON.stringify(state)) return;
    subscription$.next(state);
  }

  async function runCheck(): Promise<void> {
    const forUser = user;
    const gen = generation;
    if (!forUser) return;
    lastCheckAt = now();
    for (let attempt = 0; ; attempt++) {
      try {
        const state = await fetchSubscription(http, forUser, now());
        if (gen !== generation || disposed) return;
        emit(state);
        check$.next('confirmed');
        writeSubscriptionCache(storage, forUser.id, state, now());
        return;
      } catch (error) {
        if (gen !== generation || disposed) return;
        if (!cannotCheck(error)) {
          emit({ ...NO_SUBSCRIPTION });
          check$.next('confirmed');
          return;
        }
        const delay = SUBSCRIPTION_TIMINGS.retryDelaysMs[attempt];
        if (delay === undefined) break;
        await wait(delay);
        if (gen !== generation || disposed) return;
      }
    }
    // docs/requirements.md §8: "then fall back to in-memory data, then cached data (even expired); with no
    // cache the state stays undefined." Either is the last known state, marked as not confirmed
    // (docs/adr/0026): its tools stay, no plan change is offered, every page says so.
    const known = subscription$.value ?? readSubscriptionCache(storage, forUser.id, now())?.state;
    if (known) emit({ ...known, unconfirmed: true });
    check$.next('unconfirmed');
  }

  /** One check at a time; a request during a check runs once more after it (its data may predate a payment). */
  function check(): Promise<void> {
    if (inFlight) {
      rerun = true;
      return inFlight;
    }
    inFlight = runCheck().finally(() => {
      inFlight = undefined;
      if (rerun && !disposed) {
        rerun = false;
        void requestCheck();
      }
    });
    return inFlight;
  }

  /** docs/requirements.md §9 "check cooldown 1 s": a check asked for sooner is deferred to the cooldown's end, once. */
  function requestCheck(): Promise<void> {
    if (!user || disposed) return Promise.resolve();
    const sinceLast = now() - lastCheckAt;
    if (sinceLast >= SUBSCRIPTION_TIMINGS.checkCooldownMs) return check();
    deferred ??= wait(SUBSCRIPTION_TIMINGS.checkCooldownMs - sinceLast).then(() => {
      deferred = undefined;
      return check();
    });
    return deferred;
  }

  function onAuth(state: AuthState) {
    if (state.status === 'unauthenticated') {
      const hadUser = user !== undefined;
      generation++;
      user = undefined;
      if (hadUser) clearSubscriptionCache(storage);
      emit({ ...NO_SUBSCRIPTION });
      check$.next('confirmed');
      return;
    }
    if (user?.id === state.user.id) {
      user = state.user; // same person, maybe a new email: later checks use it
      return;
    }
    generation++;
    user = state.user;
    subscription$.next(undefined);
    check$.next('checking');
    const cached = readSubscriptionCache(storage, user.id, now());
    if (cached?.fresh) {
      emit(cached.state);
      check$.next('confirmed');
      if (cached.refreshDue) {
        const gen = generation;
        void wait(SUBSCRIPTION_TIMINGS.backgroundRefreshDelayMs).then(() => (gen === generation ? requestCheck() : undefined));
      }
      return;
    }
    void check();
  }

  /**
   * Another tab checked the plan (a payment, an abandoned checkout, a scheduled change) and wrote
   * the cache: this tab shows the same state at once, so status, menus and the plans page agree
   * in every tab (docs/adr/0026). Only a fresh entry for this tab's user counts.
   */
  const onStorage = (event: Event) => {
    const { key, newValue } = event as StorageEvent;
    if (key !== SUBSCRIPTION_CACHE_KEY || !newValue || !user || !loaded || disposed) return;
    const cached = readSubscriptionCache(storage, user.id, now());
    if (!cached?.fresh) return;
    emit(cached.state);
    check$.next('confirmed');
  };
  events?.addEventListener('storage', onStorage);

  const authSubscription: Subscription = auth$.subscribe((state) => {
    latestAuth = state;
    if (loaded) onAuth(state);
  });

  // docs/requirements.md §9 "initial state load after 200 ms": start-up work (first paint, remotes) goes first.
  void wait(SUBSCRIPTION_TIMINGS.initialLoadDelayMs).then(() => {
    if (disposed) return;
    loaded = true;
    if (latestAuth) onAuth(latestAuth);
  });

  return {
    subscription$,
    check$,
    async refresh() {
      // docs/requirements.md §9 "initialization wait up to 50 × 100 ms": a refresh asked for during start-up
      // waits for the initial load and a known auth state, but never longer than 5 s.
      const initialised = () => loaded && latestAuth !== undefined;
      for (let step = 0; !initialised() && step < SUBSCRIPTION_TIMINGS.initWaitSteps && !disposed; step++) await wait(SUBSCRIPTION_TIMINGS.initWaitStepMs);
      if (!initialised() || !user) return;
      await requestCheck();
    },
    dispose() {
      disposed = true;
      generation++;
      authSubscription.unsubscribe();
      events?.removeEventListener('storage', onStorage);
      for (const t of timers) clearTimeout(t);
      timers.clear();
    },
  };
}
