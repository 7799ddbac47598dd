import { useCallback, useEffect, useState } from 'react';
import type { AxiosInstance } from 'axios';
import { usePlatform } from '@app/shared';

export interface ApiData<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload(): void;
}

/** Loads from our api when `enabled`; re-loads when `key` changes. Stale answers are dropped. */
export function useApiData<T>(load: (http: AxiosInstance) => Promise<T>, key: string, enabled = true): ApiData<T> {
  const { http } = usePlatform();
  const [nonce, setNonce] = useState(0);
  const [state, setState] = useState<{ data: T | undefined; error: unknown; loading: boolean }>({ data: undefined, error: null, loading: enabled });
  useEffect(() => {
    if (!enabled) return undefined;
    let current = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    load(http).then(
      (data) => current && setState({ data, error: null, loading: false }),
      (error: unknown) => current && setState({ data: undefined, error, loading: false }),
    );
    return () => {
      current = false;
    };
    // `load` is recreated every render; `key` names what it loads
  }, [http, key, nonce, enabled]);
  const reload = useCallback(() => setNonce((n) => n + 1), []);
  return { ...state, reload };
}
