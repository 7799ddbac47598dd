import type { AxiosInstance } from 'axios';
import { isApiError, type ScoreSubmission } from '@app/shared';
import { createScoreStore, type QueuedScore, type ScoreStore } from './scoreStore';

/**
 * The offline score queue (DESIGN.md §4). `submit` stores the score in IndexedDB first, with a
 * client-generated id, then tries to send it; `flush` sends everything the current user has
 * queued (at start-up, on `online`, before sign-out). The server treats the id (`client_id`) as
 * an idempotency key, so a score sent twice (a reply lost on a flaky network) is counted once.
 */
export interface ScoreQueueOptions {
  http: AxiosInstance;
  store?: ScoreStore;
  /** where `online` events come from (window in the app; omitted in tests) */
  events?: Pick<Window, 'addEventListener'>;
  newId?: () => string;
  now?: () => number;
}

export class ScoreRejectedError extends Error {
  constructor(message: string, readonly code: string) {
    super(message);
    this.name = 'ScoreRejectedError';
  }
}

const pathOf = (kind: QueuedScore['kind']) => (kind === 'contest' ? '/wp-json/custom/v1/scores' : '/wp-json/custom/v1/save-quiz-score');

/** Worth keeping for later: no answer (offline), a server error, or the session needing a sign-in again. */
function isRetryable(e: unknown): boolean {
  if (!isApiError(e)) return true;
  return e.network || e.status === undefined || e.status >= 500 || e.status === 401 || e.status === 408 || e.status === 429;
}

export function createScoreQueue({ http, store = createScoreStore(), events = typeof window === 'undefined' ? undefined : window, newId = () => crypto.randomUUID(), now = Date.now }: ScoreQueueOptions) {
  let userOf: () => string | undefined = () => undefined;
  let flushing: Promise<number> | null = null;

  async function send(record: QueuedScore): Promise<'sent' | 'kept'> {
    try {
      await http.post(pathOf(record.kind), { ...record.payload, client_id: record.id, user_identifier: record.userId });
      await store.remove(record.id);
      return 'sent';
    } catch (e) {
      if (isRetryable(e)) {
        await store.put({ ...record, tries: record.tries + 1 });
        return 'kept';
      }
      // The server said no for good (bad data, not allowed): keeping it would retry forever.
      await store.remove(record.id);
      throw new ScoreRejectedError(e instanceof Error ? e.message : 'Score rejected', isApiError(e) ? e.code : 'rejected');
    }
  }

  async function flushNow(): Promise<number> {
    const userId = userOf();
    if (!userId) return 0;
    let sent = 0;
    for (const record of await store.listFor(userId)) {
      try {
        if ((await send(record)) === 'sent') sent++;
        else break; // still offline: the rest would fail the same way
      } catch {
        // rejected for good and already dropped; go on with the others
      }
    }
    return sent;
  }

  const queue = {
    setUser(fn: () => string | undefined) {
      userOf = fn;
      // Start-up: whatever an earlier session left behind goes now.
      void queue.flush().catch(() => undefined);
    },
    async submit(s: Omit<ScoreSubmission, 'id'> & { id?: string }): Promise<{ queued: boolean; id: string }> {
      const userId = userOf();
      if (!userId) throw new ScoreRejectedError('Sign in to save scores.', 'unauthenticated');
      const record: QueuedScore = { id: s.id ?? newId(), userId, kind: s.kind, payload: s.payload, createdAt: now(), tries: 0 };
      await store.put(record);
      return { queued: (await send(record)) === 'kept', id: record.id };
    },
    /** Sends the current user's queue; resolves to how many were sent. One flush at a time. */
    flush(): Promise<number> {
      flushing ??= flushNow().finally(() => {
        flushing = null;
      });
      return flushing;
    },
  };
  events?.addEventListener('online', () => void queue.flush().catch(() => undefined));
  return queue;
}
export type ScoreQueue = ReturnType<typeof createScoreQueue>;
