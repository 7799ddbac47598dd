import { statfsSync } from 'node:fs';

/**
 * PGlite's data folder must never run out of space: measured here (docs/adr/0021), a write that
 * finds the disk full fails cleanly (SQLSTATE 53100), but a checkpoint that cannot write leaves
 * the embedded PostgreSQL spinning inside WebAssembly, and a spinning WebAssembly call blocks
 * Node's event loop: no request is answered, static files included, and SIGTERM is never handled.
 * So the api stops taking writes while the folder's disk has less than `minFreeBytes` free, saying
 * so in one log line and with 507 to each write, and takes them again once 1.5 × that is free.
 * Nothing already saved is touched, and the browser's score queue keeps what it could not send.
 */
export interface DiskGuard {
  /** too little space for a write to be safe */
  full(): boolean;
  /** free bytes at the last look */
  freeBytes(): number;
  /** look again now (after a write failed for want of space) */
  check(): void;
  stop(): void;
}

export type FreeSpace = (path: string) => number;

const freeSpaceOf: FreeSpace = (path) => {
  const s = statfsSync(path);
  return s.bavail * s.bsize;
};

export function createDiskGuard(opts: {
  path: string;
  minFreeBytes: number;
  freeSpace?: FreeSpace;
  intervalMs?: number;
  onChange?: (full: boolean, freeBytes: number) => void;
}): DiskGuard {
  const { path, minFreeBytes, freeSpace = freeSpaceOf, intervalMs = 2000, onChange } = opts;
  let isFull = false;
  let free = Number.POSITIVE_INFINITY;
  const check = () => {
    try {
      free = freeSpace(path);
    } catch {
      return; // the folder is being created, or statfs is unsupported: keep the last verdict
    }
    const next = isFull ? free < minFreeBytes * 1.5 : free < minFreeBytes;
    if (next !== isFull) {
      isFull = next;
      onChange?.(isFull, free);
    }
  };
  check();
  const timer = setInterval(check, intervalMs);
  timer.unref();
  return { full: () => isFull, freeBytes: () => free, check, stop: () => clearInterval(timer) };
}
