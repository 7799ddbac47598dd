import { useRef, useState } from 'react';

/**
 * A game's state for moves that can come faster than React renders: an IME can commit several
 * letters in one event, so each move must start from the state the move before it set (`latest`),
 * not from the last render's.
 */
export function useMoveState<S>(initial: () => S): [state: S, latest: { readonly current: S }, setState: (next: S) => void] {
  const [state, setRendered] = useState(initial);
  const latest = useRef(state);
  const setState = (next: S) => {
    latest.current = next;
    setRendered(next);
  };
  return [state, latest, setState];
}
