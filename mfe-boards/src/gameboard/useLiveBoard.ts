import { useEffect, useState } from 'react';
import { applyBoardPatch, usePlatform, type BoardPatch, type BoardSnapshot, type VersionedBoard } from '@app/shared';
import { GAMEBOARD_API } from './gameboardTypes';
import { reconnectDelay } from './reconnectDelay';

export type LiveMode = 'connecting' | 'live' | 'reconnecting' | 'polling';
const POLL_MS = 4000;

/**
 * The teacher's board: one snapshot load, then server-sent events from the api — a full `board`
 * on connect, then `patch`es of what changed (shared applyBoardPatch). EventSource cannot send
 * our bearer header, so each connection first asks for a short-lived ticket. After any drop the
 * board reconnects by itself (exponential back-off with jitter, a fresh ticket, a full snapshot
 * on return) and says so; a patch that does not fit the board it has also means a reconnect.
 * Where SSE is unavailable it polls instead.
 */
export function useLiveBoard(pin: string): { board: BoardSnapshot | null; mode: LiveMode; error: unknown; setBoard(b: BoardSnapshot): void } {
  const { http } = usePlatform();
  const [board, setBoardState] = useState<VersionedBoard | null>(null);
  const [mode, setMode] = useState<LiveMode>('connecting');
  const [error, setError] = useState<unknown>(null);
  const ended = board?.session.status === 'ended';
  // a board from a request (end game) is whole: patches after it would not fit, so it has no version
  const setBoard = (b: BoardSnapshot) => setBoardState({ ...b, version: -1 });

  useEffect(() => {
    if (ended) return undefined;
    let stopped = false;
    let source: EventSource | null = null;
    let poll: ReturnType<typeof setInterval> | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let attempt = 0;
    let current: VersionedBoard | null = null;
    const show = (b: VersionedBoard) => {
      current = b;
      setBoardState(b);
    };
    const load = () =>
      http.get<BoardSnapshot>(`${GAMEBOARD_API}/${pin}/board`).then(
        // a stream's snapshot is as new and carries the version its patches count from: keep it
        (r) => !stopped && (poll !== null || !current || current.version === -1) && (show({ ...r.data, version: -1 }), setError(null)),
        (e: unknown) => !stopped && setError(e),
      );
    const startPolling = () => {
      if (poll || stopped) return;
      setMode('polling');
      poll = setInterval(() => void load(), POLL_MS);
    };
    const reconnect = () => {
      source?.close();
      source = null;
      if (stopped || retry) return;
      setMode('reconnecting');
      retry = setTimeout(() => {
        retry = null;
        connect();
      }, reconnectDelay(attempt++));
    };
    const connect = () => {
      http.post<{ ticket: string }>(`${GAMEBOARD_API}/${pin}/ticket`).then(
        ({ data }) => {
          if (stopped) return;
          const base = (http.defaults.baseURL ?? '').replace(/\/$/, '');
          const es = new EventSource(`${base}${GAMEBOARD_API}/${pin}/events?ticket=${encodeURIComponent(data.ticket)}`);
          source = es;
          es.addEventListener('board', (event) => {
            const snapshot = JSON.parse((event as MessageEvent<string>).data) as VersionedBoard;
            attempt = 0;
            setMode('live');
            show(snapshot);
            if (snapshot.session.status === 'ended') es.close();
          });
          es.addEventListener('patch', (event) => {
            const next = current && applyBoardPatch(current, JSON.parse((event as MessageEvent<string>).data) as BoardPatch);
            if (!next) return reconnect();
            show(next);
            if (next.session.status === 'ended') es.close();
          });
          // the browser's own retry would reuse an expired ticket and skip the back-off: ours instead
          es.addEventListener('error', () => reconnect());
        },
        () => reconnect(),
      );
    };
    void load();
    if (typeof EventSource === 'undefined') startPolling();
    else connect();
    return () => {
      stopped = true;
      source?.close();
      if (poll) clearInterval(poll);
      if (retry) clearTimeout(retry);
    };
  }, [http, pin, ended]);

  return { board, mode, error, setBoard };
}
