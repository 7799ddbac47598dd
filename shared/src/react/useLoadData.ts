import { useCallback, useEffect, useState, type DependencyList } from 'react';
import type { HttpClient } from '../http/createHttpClient';
import { usePlatform } from '@app/shared/contract';

export interface LoadContext {
  /** the Platform's api client (bearer token attached, errors as ApiError) */
  http: HttpClient;
  /** aborted when the inputs change or the page goes away: pass it on (`http.get(url, { signal })`) */
  signal: AbortSignal;
}

export type LoadState<T> =
  /** `enabled` is false: nothing was asked for */
  | { status: 'idle'; data: undefined; error: null; loading: false }
  /** `data` is the previous answer while a reload or new inputs are on their way, if there was one */
  | { status: 'loading'; data: T | undefined; error: null; loading: true }
  | { status: 'ready'; data: T; error: null; loading: false }
  | { status: 'error'; data: undefined; error: unknown; loading: false };

export type LoadedData<T> = LoadState<T> & {
  /** ask again (a retry button, or after a change this page made) */
  reload(): void;
};

const IDLE = { status: 'idle', data: undefined, error: null, loading: false } as const;

/**
 * The one way a page loads something: loading → ready or error, `reload()`, and the request of
 * inputs that are no longer current is aborted and its answer dropped, so a slow old answer never
 * replaces a newer one and nothing is set after the page has gone.
 *
 * `deps` are the inputs `load` reads, as with useEffect; `load` itself may be a new function on
 * every render.
 */
export function useLoadData<T>(
  load: (context: LoadContext) => Promise<T>,
  deps: DependencyList,
  { enabled = true }: { enabled?: boolean } = {},
): LoadedData<T> {
  const { http } = usePlatform();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState<T>>(() => (enabled ? { status: 'loading', data: undefined, error: null, loading: true } : IDLE));

  useEffect(() => {
    if (!enabled) {
      setState(IDLE);
      return undefined;
    }
    const controller = new AbortController();
    setState((previous) => ({ status: 'loading', data: previous.data, error: null, loading: true }));
    load({ http, signal: controller.signal }).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data, error: null, loading: false });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', data: undefined, error, loading: false });
      },
    );
    return () => controller.abort();
    // `load` is left out on purpose: it is usually a new closure each render; `deps` name what it reads
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [http, enabled, attempt, ...deps]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
