import { useRef, useState } from 'react';
import { useGame } from './GameContext';

/**
 * A game's state for moves that can come faster than React renders: an IME can commit several
 * letters in one event, and a move is drawn in a transition (`startMove`, issue 22.6), so each move
 * must start from the state the move before it set (`latest`), not from the last render's.
 */
export function useMoveState<S>(initial: () => S): [state: S, latest: { readonly current: S }, setState: (next: S) => void] {
  const { startMove } = useGame();
  const [state, setRendered] = useState(initial);
  const latest = useRef(state);
  const setState = (next: S) => {
    latest.current = next;
    startMove(() => setRendered(next));
  };
  return [state, latest, setState];
}
