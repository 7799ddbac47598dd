import { useEffect, useState } from 'react';
import { usePlatform } from '@app/shared';
import type { BoardSnapshot } from '@app/shared';
import { GAMEBOARD_API } from './gameboardTypes';

export type LiveMode = 'connecting' | 'live' | 'polling';
const POLL_MS = 4000;

/**
 * The teacher's board: one snapshot load, then server-sent events from the api. EventSource
 * cannot send our bearer header, so the board first asks for a short-lived ticket for this
 * game. Where SSE is unavailable or the stream dies for good, it polls instead.
 */
export function useLiveBoard(pin: string): { board: BoardSnapshot | null; mode: LiveMode; error: unknown; setBoard(b: BoardSnapshot): void } {
  const { http } = usePlatform();
  const [board, setBoard] = useState<BoardSnapshot | null>(null);
  const [mode, setMode] = useState<LiveMode>('connecting');
  const [error, setError] = useState<unknown>(null);
  const ended = board?.session.status === 'ended';

  useEffect(() => {
    if (ended) return undefined;
    let stopped = false;
    let source: EventSource | null = null;
    let poll: ReturnType<typeof setInterval> | null = null;
    const load = () =>
      http.get<BoardSnapshot>(`${GAMEBOARD_API}/${pin}/board`).then(
        (r) => !stopped && (setBoard(r.data), setError(null)),
        (e: unknown) => !stopped && setError(e),
      );
    const startPolling = () => {
      if (poll || stopped) return;
      setMode('polling');
      poll = setInterval(() => void load(), POLL_MS);
    };
    void load();
    if (typeof EventSource === 'undefined') startPolling();
    else {
      http.post<{ ticket: string }>(`${GAMEBOARD_API}/${pin}/ticket`).then(
        ({ data }) => {
          if (stopped) return;
          const base = (http.defaults.baseURL ?? '').replace(/\/$/, '');
          source = new EventSource(`${base}${GAMEBOARD_API}/${pin}/events?ticket=${encodeURIComponent(data.ticket)}`);
          source.addEventListener('open', () => setMode('live'));
          source.addEventListener('board', (event) => {
            const snapshot = JSON.parse((event as MessageEvent<string>).data) as BoardSnapshot;
            setBoard(snapshot);
            if (snapshot.session.status === 'ended') source?.close();
          });
          source.addEventListener('error', () => {
            if (source?.readyState === EventSource.CLOSED) startPolling();
          });
        },
        () => startPolling(),
      );
    }
    return () => {
      stopped = true;
      source?.close();
      if (poll) clearInterval(poll);
    };
  }, [http, pin, ended]);

  return { board, mode, error, setBoard };
}
