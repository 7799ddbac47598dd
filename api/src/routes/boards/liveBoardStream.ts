import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Queryable } from '../../db/database';
import { readBoard, findSession } from './gameboardRepository';
import type { GameSession } from './gameboardSessions';
import type { LiveBus } from './liveBus';

/** A burst of scores (a whole class finishing at once) within this becomes one snapshot. */
const BURST_MS = 50;
/** Below the usual proxy idle timeouts, and below the api's own idle socket timeout. */
const HEARTBEAT_MS = 20_000;

/**
 * Streams one game's board as server-sent events: a snapshot now and after every join, score and
 * end (from any api instance, through the bus), a keep-alive comment every 20 s. Ends when the
 * browser goes; `streams` holds the open ones so the server can end them when it closes.
 */
export async function streamBoard(opts: {
  db: Queryable;
  bus: LiveBus;
  session: GameSession;
  request: IncomingMessage;
  res: ServerResponse;
  streams: Set<ServerResponse>;
}): Promise<void> {
  const { db, bus, request, res, streams } = opts;
  let session = opts.session;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  streams.add(res);
  let pending: NodeJS.Timeout | null = null;
  const send = async () => {
    pending = null;
    session = (await findSession(db, session.id)) ?? session;
    const board = await readBoard(db, session);
    if (!res.writableEnded) res.write(`event: board\ndata: ${JSON.stringify(board)}\n\n`);
  };
  const schedule = () => {
    pending ??= setTimeout(() => void send().catch(() => undefined), BURST_MS);
  };
  const unsubscribe = bus.subscribe((event) => {
    if (event.sessionId === session.id) schedule();
  });
  // the bus was down (a database restart): whatever changed meanwhile was not announced
  const unsubscribeReconnect = bus.onReconnect(schedule);
  const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
  res.write('retry: 3000\n\n');
  await send();
  request.on('close', () => {
    clearInterval(heartbeat);
    if (pending) clearTimeout(pending);
    unsubscribe();
    unsubscribeReconnect();
    streams.delete(res);
  });
}
