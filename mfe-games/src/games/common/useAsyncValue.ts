import { startTransition, useEffect, useState } from 'react';

export type AsyncValue<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; value: T };

/** Runs `load` whenever `deps` change; a stale answer never overwrites a newer one. */
export function useAsyncValue<T>(load: () => Promise<T>, deps: readonly unknown[]): AsyncValue<T> {
  const [state, setState] = useState<AsyncValue<T>>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    // What arrives is drawn as a transition, in slices: a list of forty picture cards is the
    // longest piece of work on the hub, and a cheap phone's taps must not wait behind it.
    load().then(
      (value) => live && startTransition(() => setState({ status: 'ready', value })),
      (error: unknown) => live && startTransition(() => setState({ status: 'error', error })),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- callers pass the inputs of `load` as deps
  }, deps);
  return state;
}
