import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { hostname } from 'node:os';

/**
 * PGlite is one process's database: a second process opening the same folder corrupts it. A lock
 * file beside the folder (`<dir>.lock`, holding the owner's pid and host) keeps a second `npm start`,
 * CLI or bench out with a clear message; a lock left by a process that has died (a crash, kill -9)
 * is taken over.
 */
export class DatabaseFolderLocked extends Error {
  constructor(
    readonly folder: string,
    readonly pid: number,
  ) {
    super(
      `The database folder ${folder} is in use by another process (pid ${pid}). Stop that process first, ` +
        'or point DATA_DIR at another folder. If no such process is running, delete ' +
        `${folder}.lock.`,
    );
    this.name = 'DatabaseFolderLocked';
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

interface LockOwner {
  pid: number;
  host: string;
}

function readOwner(file: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string' ? { pid: owner.pid, host: owner.host } : undefined;
  } catch {
    return undefined;
  }
}

/** Folders this process has open: a second open in the same process is refused as well. */
const heldHere = new Set<string>();

/** Takes the folder's lock or throws DatabaseFolderLocked; returns the function that releases it. */
export function lockDatabaseFolder(folder: string): () => void {
  const file = `${folder}.lock`;
  if (heldHere.has(file)) throw new DatabaseFolderLocked(folder, process.pid);
  mkdirSync(dirname(file), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString() }));
      closeSync(fd);
      heldHere.add(file);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        heldHere.delete(file);
        if (readOwner(file)?.pid === process.pid) rmSync(file, { force: true });
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(file);
      // another host's process cannot be checked from here: trust its lock. Our own pid in a lock
      // we do not hold is an earlier process whose pid was reused: stale.
      const alive = owner && (owner.host !== hostname() || (owner.pid !== process.pid && processAlive(owner.pid)));
      if (owner && alive) throw new DatabaseFolderLocked(folder, owner.pid);
      // stale (its process died) or unreadable (a crash mid-write): take it over
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the database folder ${folder}.`);
}
