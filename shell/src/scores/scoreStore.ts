import { z } from 'zod/mini';

/**
 * The IndexedDB store behind the offline score queue: one object store keyed by the client id.
 * Native API in a few promises (no wrapper library). Records are parsed with zod when read back:
 * a record that does not fit the schema is left where it is, neither sent nor deleted, and never a
 * crash: it may be a score only waiting, written by another version of the app (a newer shell
 * before a rollback), which that version can still send. The queue never drops a score on its own.
 */
export const queuedScoreSchema = z.object({
  id: z.string().check(z.minLength(1)),
  userId: z.string().check(z.minLength(1)),
  kind: z.enum(['quiz', 'contest']),
  payload: z.record(z.string(), z.unknown()),
  createdAt: z.number(),
  tries: z.int().check(z.nonnegative()),
  /**
   * pending: to send; waiting: the server asked to send it again later (a daily limit, a busy
   * minute); rejected: the server refused it. Nothing is ever dropped without the player's say.
   */
  state: z._default(z.enum(['pending', 'waiting', 'rejected']), 'pending'),
  /** when a waiting record may be sent again (ms since epoch) */
  retryAt: z.optional(z.number()),
  /** the server's last answer for a waiting or rejected record */
  error: z.optional(z.object({ code: z.string(), message: z.string() })),
});
export type QueuedScore = z.infer<typeof queuedScoreSchema>;

const DB_NAME = 'app-score-queue';
const STORE = 'scores';

function request<T>(r: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });
}

export interface ScoreStore {
  put(record: QueuedScore): Promise<void>;
  remove(id: string): Promise<void>;
  /** valid records of one user, oldest first; one it cannot read is skipped and kept */
  listFor(userId: string): Promise<QueuedScore[]>;
}

/** What is in the store before it is parsed: a record written by an older app has no state yet. */
export type StoredScore = z.input<typeof queuedScoreSchema>;

export function createScoreStore(factory: IDBFactory | undefined = globalThis.indexedDB): ScoreStore {
  let db: Promise<IDBDatabase> | null = null;
  const open = () => {
    if (!factory) return Promise.reject(new Error('IndexedDB is not available'));
    db ??= new Promise<IDBDatabase>((resolve, reject) => {
      const r = factory.open(DB_NAME, 1);
      r.onupgradeneeded = () => {
        if (!r.result.objectStoreNames.contains(STORE)) r.result.createObjectStore(STORE, { keyPath: 'id' });
      };
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => {
        db = null;
        reject(r.error);
      };
    });
    return db;
  };
  const tx = async (mode: IDBTransactionMode) => (await open()).transaction(STORE, mode).objectStore(STORE);
  return {
    async put(record) {
      await request((await tx('readwrite')).put(queuedScoreSchema.parse(record)));
    },
    async remove(id) {
      await request((await tx('readwrite')).delete(id));
    },
    async listFor(userId) {
      const all: unknown[] = await request((await tx('readonly')).getAll());
      const valid: QueuedScore[] = [];
      for (const raw of all) {
        const parsed = queuedScoreSchema.safeParse(raw);
        if (parsed.success && parsed.data.userId === userId) valid.push(parsed.data);
      }
      return valid.sort((a, b) => a.createdAt - b.createdAt);
    },
  };
}
