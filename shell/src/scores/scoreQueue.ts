import { BehaviorSubject, Subject, type Observable } from 'rxjs';
import { isApiError, type AuthState, type ScoreOutcome, type ScoreSubmission, type HttpClient } from '@app/shared';
import { createScoreStore, type QueuedScore, type ScoreStore } from './scoreStore';

/**
 * The offline score queue (docs/architecture.md "Speed on a cheap phone"). `submit` stores the score in IndexedDB first, with a
 * client-generated id, then tries to send it; the queue is sent again at start-up, after each
 * sign-in, when the browser comes back online and when a record's wait is over. The server treats
 * the id (`client_id`) as an idempotency key, so a score sent twice is counted once.
 *
 * Nothing is dropped: a record the server refuses is kept as `rejected` with the server's reason
 * for the player to see, try again or remove; one the server asks to send later (`daily_limit`,
 * a rate limit) waits until then.
 */
export interface ScoreQueueOptions {
  http: HttpClient;
  store?: ScoreStore;
  /** where `online` events come from (window in the app; omitted in tests) */
  events?: Pick<Window, 'addEventListener'>;
  newId?: () => string;
  now?: () => number;
  /** timers, replaceable in tests */
  schedule?: (fn: () => void, ms: number) => unknown;
  cancel?: (handle: unknown) => void;
}

export class ScoreRejectedError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'ScoreRejectedError';
  }
}

/** What the player sees of their queue. */
export interface ScoreQueueSummary {
  /** waiting to be sent (offline, busy, or after midnight for a daily limit) */
  waiting: QueuedScore[];
  /** refused by the server, with its reason */
  rejected: QueuedScore[];
}

const pathOf = (kind: QueuedScore['kind']) => (kind === 'contest' ? '/wp-json/custom/v1/scores' : '/wp-json/custom/v1/save-quiz-score');

/** A retry never waits less than this, nor (for a busy or failing server) more than an hour. */
const MIN_RETRY_MS = 15_000;
const MAX_RETRY_MS = 3600_000;

/** `later` without a time: after the owner's next sign-in. */
type Outcome =
  | { kind: 'sent' }
  | { kind: 'offline' }
  | { kind: 'later'; at: number | undefined; error: QueuedScore['error'] }
  | { kind: 'rejected'; error: NonNullable<QueuedScore['error']> };

/** Sorts the server's answer into: gone through, no answer, ask again later, or refused for good. */
function outcomeOf(e: unknown, record: QueuedScore, now: number): Outcome {
  if (!isApiError(e) || e.network || e.status === undefined) return { kind: 'offline' };
  const error = { code: e.code, message: e.message };
  const backoff = Math.min(MAX_RETRY_MS, MIN_RETRY_MS * 2 ** Math.min(record.tries, 8));
  if (e.code === 'daily_limit') {
    const resetsAt = typeof e.details.resetsAt === 'string' ? Date.parse(e.details.resetsAt) : NaN;
    return { kind: 'later', at: Number.isFinite(resetsAt) ? resetsAt + 1000 : now + MAX_RETRY_MS, error };
  }
  if (e.status === 429) {
    const after = Number(e.details.retryAfterSeconds);
    return { kind: 'later', at: now + (Number.isFinite(after) && after > 0 ? after * 1000 : backoff), error };
  }
  // the session needs a new sign-in: the record goes when its owner signs in again
  if (e.status === 401) return { kind: 'later', at: undefined, error };
  if (e.status >= 500 || e.status === 408) return { kind: 'later', at: now + backoff, error };
  return { kind: 'rejected', error };
}

export function createScoreQueue({
  http,
  store = createScoreStore(),
  events = typeof window === 'undefined' ? undefined : window,
  newId = () => crypto.randomUUID(),
  now = Date.now,
  schedule = (fn, ms) => setTimeout(fn, ms),
  cancel = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}: ScoreQueueOptions) {
  let userOf: () => string | undefined = () => undefined;
  let flushing: Promise<number> | null = null;
  let signInPending = false;
  let timer: unknown;
  const summary$ = new BehaviorSubject<ScoreQueueSummary>({ waiting: [], rejected: [] });
  const outcome$ = new Subject<ScoreOutcome>();

  async function publish(userId: string | undefined) {
    const records = userId ? await store.listFor(userId) : [];
    summary$.next({ waiting: records.filter((r) => r.state !== 'rejected'), rejected: records.filter((r) => r.state === 'rejected') });
    // wake up for the earliest record whose wait ends
    if (timer !== undefined) cancel(timer);
    timer = undefined;
    const next = Math.min(...records.filter((r) => r.state === 'waiting' && r.retryAt !== undefined).map((r) => r.retryAt!));
    if (Number.isFinite(next)) timer = schedule(() => void queue.flush().catch(() => undefined), Math.max(1000, Math.min(next - now(), 2 ** 31 - 1)));
  }

  async function send(record: QueuedScore): Promise<Outcome> {
    try {
      // how long it waited here, by this phone's running clock: homework made before its due date
      // and sent after it still counts as on time (the server never believes the phone's date)
      const queued = record.kind === 'quiz' ? { queued_ms: Math.max(0, Math.round(now() - record.createdAt)) } : {};
      await http.post(pathOf(record.kind), { ...record.payload, ...queued, client_id: record.id, user_identifier: record.userId });
      await store.remove(record.id);
      outcome$.next({ id: record.id, outcome: 'sent' });
      return { kind: 'sent' };
    } catch (e) {
      const outcome = outcomeOf(e, record, now());
      const tries = record.tries + 1;
      if (outcome.kind === 'offline') await store.put({ ...record, tries });
      else if (outcome.kind === 'later') await store.put({ ...record, tries, state: 'waiting', retryAt: outcome.at, error: outcome.error });
      else if (outcome.kind === 'rejected') {
        await store.put({ ...record, tries, state: 'rejected', retryAt: undefined, error: outcome.error });
        outcome$.next({ id: record.id, outcome: 'rejected' });
      }
      return outcome;
    }
  }

  const due = (record: QueuedScore, afterSignIn: boolean) => {
    if (record.state === 'rejected') return false;
    if (record.state === 'pending') return true;
    return record.retryAt === undefined ? afterSignIn : record.retryAt <= now();
  };

  async function flushNow(afterSignIn: boolean): Promise<number> {
    const userId = userOf();
    if (!userId) {
      await publish(undefined);
      return 0;
    }
    let sent = 0;
    for (const record of await store.listFor(userId)) {
      if (!due(record, afterSignIn)) continue;
      const outcome = await send(record);
      if (outcome.kind === 'sent') sent++;
      // no answer, or the server asks everyone to slow down: the rest would fare the same
      if (outcome.kind === 'offline' || (outcome.kind === 'later' && outcome.error?.code === 'rate_limited')) break;
    }
    await publish(userId);
    return sent;
  }

  const queue = {
    /** What the player sees: records waiting and records refused. */
    summary$: summary$ as Observable<ScoreQueueSummary>,
    /** Each record the server took (`sent`) or refused for good (`rejected`), as it happens. */
    outcome$: outcome$ as Observable<ScoreOutcome>,
    /** The user whose scores are queued and sent; the queue is sent at once. */
    setUser(fn: () => string | undefined) {
      userOf = fn;
      void queue.flush({ afterSignIn: true }).catch(() => undefined);
    },
    /** Follows the session: sends the queue at start-up and after every sign-in. */
    followSession(auth$: Observable<AuthState>) {
      let last: string | undefined;
      queue.setUser(() => last);
      auth$.subscribe((state) => {
        const userId = state.status === 'authenticated' ? state.user.id : undefined;
        if (userId === last) return;
        last = userId;
        void queue.flush({ afterSignIn: true }).catch(() => undefined);
      });
    },
    async submit(s: Omit<ScoreSubmission, 'id'> & { id?: string }): Promise<{ queued: boolean; id: string }> {
      const userId = userOf();
      if (!userId) throw new ScoreRejectedError('Sign in to save scores.', 'unauthenticated');
      const record: QueuedScore = { id: s.id ?? newId(), userId, kind: s.kind, payload: s.payload, createdAt: now(), tries: 0, state: 'pending' };
      await store.put(record);
      const outcome = await send(record);
      await publish(userId);
      if (outcome.kind === 'rejected') throw new ScoreRejectedError(outcome.error.message, outcome.error.code);
      return { queued: outcome.kind !== 'sent', id: record.id };
    },
    /**
     * Sends the current user's queue; resolves to how many were sent. One flush at a time; one
     * asked for during another runs after it. After a sign-in it also sends what waited for one.
     */
    flush({ afterSignIn = false }: { afterSignIn?: boolean } = {}): Promise<number> {
      if (afterSignIn) signInPending = true;
      if (flushing) return flushing.then(() => (signInPending ? queue.flush() : 0));
      const signedIn = signInPending;
      signInPending = false;
      flushing = flushNow(signedIn).finally(() => {
        flushing = null;
      });
      return flushing;
    },
    /** The player asks to send a refused record again (the server may accept it now). */
    async retry(id: string): Promise<void> {
      const userId = userOf();
      const record = userId ? (await store.listFor(userId)).find((r) => r.id === id) : undefined;
      if (!record) return;
      await store.put({ ...record, state: 'pending', retryAt: undefined });
      await queue.flush();
    },
    /** The player, having read why, removes a refused record: the only way a score leaves unsent. */
    async discard(id: string): Promise<void> {
      const userId = userOf();
      const record = userId ? (await store.listFor(userId)).find((r) => r.id === id) : undefined;
      if (!record || record.state !== 'rejected') return;
      await store.remove(id);
      await publish(userId);
    },
  };
  events?.addEventListener('online', () => void queue.flush().catch(() => undefined));
  return queue;
}
export type ScoreQueue = ReturnType<typeof createScoreQueue>;
