import type { Crossword, CrossPlacement } from './crosswordLayout';

export interface CrossState {
  /** "row,col" → the letter the player put there */
  entries: Record<string, string>;
  solved: number[];
  /** words the player filled in completely but wrongly (each time) */
  misses: number;
  revealed: number;
}

export type CrossMove = { type: 'set'; row: number; col: number; letter: string } | { type: 'clear'; row: number; col: number } | { type: 'reveal'; row: number; col: number };
export type CrossOutcome = { kind: 'none' } | { kind: 'solved'; words: number[] } | { kind: 'wrong'; words: number[] };

export const cellKey = (row: number, col: number) => `${row},${col}`;

export function wordCells(p: CrossPlacement): [number, number][] {
  return p.letters.map((_, k) => (p.direction === 'across' ? [p.row, p.col + k] : [p.row + k, p.col]));
}

export function initialCrossState(): CrossState {
  return { entries: {}, solved: [], misses: 0, revealed: 0 };
}

function judgeWordsAt(puzzle: Crossword, state: CrossState, row: number, col: number): [CrossState, CrossOutcome] {
  const solvedNow: number[] = [];
  const wrongNow: number[] = [];
  puzzle.placements.forEach((p, i) => {
    if (state.solved.includes(i)) return;
    const cells = wordCells(p);
    if (!cells.some(([r, c]) => r === row && c === col)) return;
    const typed = cells.map(([r, c]) => state.entries[cellKey(r, c)]);
    if (typed.some((l) => !l)) return;
    if (typed.every((l, k) => l!.toLocaleLowerCase() === p.letters[k]!.toLocaleLowerCase())) solvedNow.push(i);
    else wrongNow.push(i);
  });
  const next = { ...state, solved: [...state.solved, ...solvedNow], misses: state.misses + wrongNow.length };
  if (solvedNow.length) return [next, { kind: 'solved', words: solvedNow }];
  if (wrongNow.length) return [next, { kind: 'wrong', words: wrongNow }];
  return [next, { kind: 'none' }];
}

export function applyCrossMove(puzzle: Crossword, state: CrossState, move: CrossMove): [CrossState, CrossOutcome] {
  const solution = puzzle.cells[move.row]?.[move.col];
  if (!solution) return [state, { kind: 'none' }];
  const k = cellKey(move.row, move.col);
  // A letter of a solved word is locked: it is right.
  const locked = state.solved.some((i) => wordCells(puzzle.placements[i]!).some(([r, c]) => r === move.row && c === move.col));
  if (locked) return [state, { kind: 'none' }];
  if (move.type === 'clear') {
    const entries = { ...state.entries };
    delete entries[k];
    return [{ ...state, entries }, { kind: 'none' }];
  }
  const letter = move.type === 'reveal' ? solution : move.letter;
  const next = { ...state, entries: { ...state.entries, [k]: letter }, revealed: state.revealed + (move.type === 'reveal' ? 1 : 0) };
  return judgeWordsAt(puzzle, next, move.row, move.col);
}

export function isCrossDone(puzzle: Crossword, state: CrossState): boolean {
  return state.solved.length >= puzzle.placements.length;
}

/** 10 × level per word, less 2 per revealed letter. */
export function crossScore(state: CrossState, level: number): number {
  return Math.max(0, state.solved.length * 10 * level - state.revealed * 2);
}
