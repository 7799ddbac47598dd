import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Database } from '../../db/database';

export interface BoardEvent {
  sessionId: number;
  type: 'join' | 'score' | 'end';
}

/** Fan-out of gameboard changes to every api instance's open live streams (SSE). */
export interface LiveBus {
  publish(event: BoardEvent): Promise<void>;
  subscribe(listener: (event: BoardEvent) => void): () => void;
  close(): Promise<void>;
}

/**
 * On PostgreSQL, NOTIFY on a per-database channel reaches every api instance LISTENing on the
 * same database, so a teacher's board on instance A sees a score posted to instance B. On
 * PGlite an in-process emitter is enough and the only sensible choice: PGlite is an embedded,
 * single-connection database that exactly one process can open, so there is no other
 * instance to tell (and its own LISTEN would only loop back into the same process).
 */
export async function createLiveBus(db: Database, databaseUrl: string | undefined): Promise<LiveBus> {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const emit = (event: BoardEvent) => local.emit('event', event);
  const subscribe = (listener: (event: BoardEvent) => void) => {
    local.on('event', listener);
    return () => void local.off('event', listener);
  };
  if (db.kind !== 'postgres' || !databaseUrl) {
    return { publish: async (event) => void emit(event), subscribe, close: async () => undefined };
  }
  const { rows } = await db.query<{ channel: string }>('SELECT channel FROM board_bus WHERE id = 1');
  const channel = rows[0]!.channel;
  const listener = new pg.Client({ connectionString: databaseUrl });
  await listener.connect();
  listener.on('notification', (message) => {
    if (message.channel !== channel || !message.payload) return;
    try {
      emit(JSON.parse(message.payload) as BoardEvent);
    } catch {
      // a malformed payload is not ours to act on
    }
  });
  // the connection can drop (failover, restart); a board then falls back to its polling refresh
  listener.on('error', () => undefined);
  await listener.query(`LISTEN "${channel}"`);
  return {
    publish: async (event) => void (await db.query('SELECT pg_notify($1, $2)', [channel, JSON.stringify(event)])),
    subscribe,
    close: async () => {
      local.removeAllListeners();
      await listener.end().catch(() => undefined);
    },
  };
}
