import { cellsBetween, findPlacement } from './searchSelection';
import type { Cell, WordSearchPuzzle } from './wordSearchGrid';

/** Play state of a word search: which placements are found, and every line the player tried. */
export interface SearchState {
  found: number[];
  attempts: number;
  /** lines tried since the last word found: the wrong tries of the next word found (ADR 0022) */
  missesSinceFound?: number;
  /** the first tapped cell of a tap-start-tap-end selection */
  anchor: Cell | null;
}

export type SearchMove = { type: 'tap'; cell: Cell } | { type: 'select'; from: Cell; to: Cell } | { type: 'cancel' };

export type SearchOutcome = { kind: 'none' } | { kind: 'found'; index: number } | { kind: 'again'; index: number } | { kind: 'miss' };

export const POINTS_PER_WORD = 10;

export function initialSearchState(): SearchState {
  return { found: [], attempts: 0, missesSinceFound: 0, anchor: null };
}

/** Judges a line from `from` to `to`. A single cell is not an attempt. */
function judge(puzzle: WordSearchPuzzle, state: SearchState, from: Cell, to: Cell): [SearchState, SearchOutcome] {
  const cells = cellsBetween(from, to);
  if (!cells || cells.length < 2) return [{ ...state, anchor: null }, cells ? { kind: 'none' } : { kind: 'miss' }];
  const index = findPlacement(puzzle, cells, state.found);
  if (index >= 0 && state.found.includes(index))
    return [
      { ...state, anchor: null },
      { kind: 'again', index },
    ];
  const next: SearchState = {
    found: index >= 0 ? [...state.found, index] : state.found,
    attempts: state.attempts + 1,
    missesSinceFound: index >= 0 ? 0 : (state.missesSinceFound ?? 0) + 1,
    anchor: null,
  };
  return [next, index >= 0 ? { kind: 'found', index } : { kind: 'miss' }];
}

export function applySearchMove(puzzle: WordSearchPuzzle, state: SearchState, move: SearchMove): [SearchState, SearchOutcome] {
  switch (move.type) {
    case 'cancel':
      return [{ ...state, anchor: null }, { kind: 'none' }];
    case 'select':
      return judge(puzzle, state, move.from, move.to);
    case 'tap':
      if (!state.anchor) return [{ ...state, anchor: move.cell }, { kind: 'none' }];
      if (state.anchor.row === move.cell.row && state.anchor.col === move.cell.col) return [{ ...state, anchor: null }, { kind: 'none' }];
      return judge(puzzle, state, state.anchor, move.cell);
    default:
      return [state, { kind: 'none' }];
  }
}

export function searchScore(state: SearchState, level: number): number {
  return state.found.length * POINTS_PER_WORD * level;
}

export function isSearchDone(puzzle: WordSearchPuzzle, state: SearchState): boolean {
  return state.found.length >= puzzle.placements.length;
}
