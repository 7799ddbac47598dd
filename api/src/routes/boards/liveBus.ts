import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Database } from '../../db/database';
import { isDatabaseUnavailable } from '../../db/databaseFailures';

export interface BoardEvent {
  sessionId: number;
  type: 'join' | 'score' | 'end';
  /** the player a join, admission, removal or score is about: their row alone is read again */
  playerId?: number;
}

/** Fan-out of gameboard changes to every api instance's open live streams (SSE). */
export interface LiveBus {
  publish(event: BoardEvent): Promise<void>;
  subscribe(listener: (event: BoardEvent) => void): () => void;
  /**
   * Called each time the bus is listening again after its connection dropped (a database restart
   * or failover). Events published while it was down were missed, so a subscriber should send
   * its viewers a full snapshot (liveBoardStream.ts does). Returns an unsubscribe function.
   */
  onReconnect(listener: () => void): () => void;
  close(): Promise<void>;
}

/** Back-off between attempts to LISTEN again: 250 ms doubling to 5 s, so a restart is noticed within seconds without hammering a database that is starting. */
export const RECONNECT_DELAYS_MS = { first: 250, max: 5000 };

/**
 * On PostgreSQL, NOTIFY on a per-database channel reaches every api instance LISTENing on the
 * same database, so a teacher's board on instance A sees a score posted to instance B. On
 * PGlite an in-process emitter is enough and the only sensible choice: PGlite is an embedded,
 * single-connection database that exactly one process can open, so there is no other
 * instance to tell (and its own LISTEN would only loop back into the same process).
 *
 * The LISTEN connection is the bus's own, outside the pool: when it drops (restart, failover,
 * a pooler's idle timeout) it is opened again with back-off, and onReconnect listeners are told.
 */
export async function createLiveBus(
  db: Database,
  databaseUrl: string | undefined,
  options: { log?: (message: string, error?: unknown) => void } = {},
): Promise<LiveBus> {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const emit = (event: BoardEvent) => local.emit('event', event);
  const subscribe = (listener: (event: BoardEvent) => void) => {
    local.on('event', listener);
    return () => void local.off('event', listener);
  };
  const onReconnect = (listener: () => void) => {
    local.on('reconnect', listener);
    return () => void local.off('reconnect', listener);
  };
  if (db.kind !== 'postgres' || !databaseUrl) {
    return { publish: async (event) => void emit(event), subscribe, onReconnect, close: async () => undefined };
  }
  const { rows } = await db.query<{ channel: string }>('SELECT channel FROM board_bus WHERE id = 1');
  const channel = rows[0]!.channel;
  const log = options.log ?? (() => undefined);
  let closed = false;
  let listener: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let delay = RECONNECT_DELAYS_MS.first;

  async function listen(): Promise<void> {
    const client = new pg.Client({ connectionString: databaseUrl, keepAlive: true, connectionTimeoutMillis: 5000 });
    // without a handler a dropped connection's 'error' would end the process
    client.on('error', (error) => {
      log('live board bus connection failed', error);
      dropped(client);
    });
    client.on('end', () => dropped(client));
    client.on('notification', (message) => {
      if (message.channel !== channel || !message.payload) return;
      try {
        emit(JSON.parse(message.payload) as BoardEvent);
      } catch {
        // a malformed payload is not ours to act on
      }
    });
    listener = client;
    try {
      await client.connect();
      await client.query(`LISTEN "${channel}"`);
    } catch (error) {
      dropped(client);
      throw error;
    }
  }

  function dropped(client: pg.Client) {
    if (listener !== client) return;
    listener = null;
    void client.end().catch(() => undefined);
    if (!closed) scheduleRetry();
  }

  function scheduleRetry() {
    if (retry || closed) return;
    const wait = delay;
    delay = Math.min(delay * 2, RECONNECT_DELAYS_MS.max);
    retry = setTimeout(() => {
      retry = null;
      listen().then(
        () => {
          delay = RECONNECT_DELAYS_MS.first;
          log('live board bus listening again');
          local.emit('reconnect');
        },
        // listen() has already scheduled the next attempt, a step further back
        (error: unknown) => log('live board bus could not listen yet', error),
      );
    }, wait);
    retry.unref();
  }

  await listen();
  return {
    publish: async (event) => {
      try {
        await db.query('SELECT pg_notify($1, $2)', [channel, JSON.stringify(event)]);
      } catch (error) {
        // The change this announces is already saved: failing the request would tell a pupil a
        // stored score was not. This instance's boards hear of it at once; the others get a full
        // snapshot when their bus listens again (onReconnect).
        if (!isDatabaseUnavailable(error)) throw error;
        log('live board bus could not announce a change', error);
        emit(event);
      }
    },
    subscribe,
    onReconnect,
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      local.removeAllListeners();
      const client = listener;
      listener = null;
      await client?.end().catch(() => undefined);
    },
  };
}
