/**
 * Which database errors mean "the database is away or full" rather than "this request is wrong"
 * (docs/operations.md, docs/adr/0021). The api answers the first with 503 and the second with
 * 507, so a client (and the offline queue) retries instead of giving up on a score, and a load
 * balancer or operator sees what is wrong.
 */

/** Node socket errors of a connection that dropped or could not be made. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * PostgreSQL SQLSTATEs of a server going away or not taking work: class 08 (connection
 * exception), 57P01–57P03 (admin/crash shutdown, cannot connect now: a restart or a failover in
 * progress), 25006 (read-only transaction: a promoted replica not yet writable, or the old primary).
 */
const SERVER_AWAY = (code: string) => code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '25006';

/** node-postgres's own messages when a connection ends under it (it sets no code). */
const DROPPED =
  /Connection terminated|connection timeout|Client has encountered a connection error|Connection ended unexpectedly|timeout exceeded when trying to connect/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailable) return true;
  if (!error || typeof error !== 'object') return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_AWAY(code))) return true;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && DROPPED.test(message);
}

/**
 * A full disk: ENOSPC from the file system under PGlite (errno 28 in its WebAssembly file system),
 * or PostgreSQL's 53100 disk_full.
 */
export function isStorageFull(error: unknown): boolean {
  if (error instanceof StorageFull) return true;
  if (!error || typeof error !== 'object') return false;
  const { code, errno, message } = error as { code?: unknown; errno?: unknown; message?: unknown };
  if (code === 'ENOSPC' || code === '53100' || errno === 28 || errno === -28) return true;
  return typeof message === 'string' && /ENOSPC|No space left on device|could not extend file/i.test(message);
}

/** Thrown by the database wrappers when a statement could not reach the database. */
export class DatabaseUnavailable extends Error {
  readonly code = 'database_unavailable';
  constructor(cause?: unknown) {
    super('The database is not reachable.', { cause });
  }
}

/** Thrown by the PGlite wrapper when its data folder's disk is full. */
export class StorageFull extends Error {
  readonly code = 'storage_full';
  constructor(cause?: unknown) {
    super('The disk under the database is full.', { cause });
  }
}
