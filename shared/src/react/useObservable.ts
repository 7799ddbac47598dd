import { useSyncExternalStore, useRef } from 'react';
import type { Observable } from 'rxjs';

/**
 * Reads the latest value of an observable (BehaviorSubject-like streams emit synchronously on
 * subscribe, so the first render already has the value).
 */
export function useObservable<T>(source$: Observable<T>, initial: T): T {
  const latest = useRef<{ source: Observable<T>; value: T }>({ source: source$, value: initial });
  if (latest.current.source !== source$) latest.current = { source: source$, value: initial };
  return useSyncExternalStore(
    (onChange) => {
      const sub = source$.subscribe((value) => {
        latest.current = { source: source$, value };
        onChange();
      });
      return () => sub.unsubscribe();
    },
    () => latest.current.value,
    // prerendered (first screens): no subscription runs there, so read the current value once
    () => {
      let value = latest.current.value;
      source$.subscribe((v) => (value = v)).unsubscribe();
      return value;
    },
  );
}
