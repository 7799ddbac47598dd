import { useEffect, useState } from 'react';

export type AsyncValue<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; value: T };

/** Runs `load` whenever `deps` change; a stale answer never overwrites a newer one. */
export function useAsyncValue<T>(load: () => Promise<T>, deps: readonly unknown[]): AsyncValue<T> {
  const [state, setState] = useState<AsyncValue<T>>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    load().then(
      (value) => live && setState({ status: 'ready', value }),
      (error: unknown) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- callers pass the inputs of `load` as deps
  }, deps);
  return state;
}
