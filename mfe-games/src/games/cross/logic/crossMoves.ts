import { compareLetters, GAME_SCORING, type LetterMark } from '@app/shared';
import type { Level } from '../../common/levels';
import type { Crossword, CrossPlacement } from './crosswordLayout';

export interface CrossState {
  /** "row,col" → the letter in that cell (the player's, a revealed one, or one the level gave) */
  entries: Record<string, string>;
  solved: number[];
  /** words the player filled in completely but wrongly (each time) */
  misses: number;
  /** word index → times it was filled in wrongly: its wrong tries (ADR 0022) */
  wrongWords?: Record<string, number>;
  /** letters shown by hints, and the words they were in (for the review) */
  revealed: number;
  hinted: number[];
  /** the cell whose letter may still take a vowel sign or pulli: words through it wait for it */
  open: string | null;
  /**
   * Cells of a word judged wrong, with what its letter was (compareLetters, issue 22). A wrong
   * letter is taken out of its cell, so the word (and a word crossing it) can be typed again; its
   * mark stays until the cell takes a new letter.
   */
  marks?: Record<string, LetterMark>;
}

/** One typing event: the letters now in these cells ('' clears one), and which one is still open. */
export type CrossMove =
  | { type: 'fill'; cells: { row: number; col: number; letter: string }[]; open: { row: number; col: number } | null }
  | { type: 'settle' }
  | { type: 'reveal'; row: number; col: number };
/** `given`: what each wrong word held when it was judged (its wrong letters are then taken out) */
export type CrossOutcome = { kind: 'none' } | { kind: 'solved'; words: number[] } | { kind: 'wrong'; words: number[]; given: string[] };

export const cellKey = (row: number, col: number) => `${row},${col}`;

export function wordCells(p: CrossPlacement): [number, number][] {
  return p.letters.map((_, k) => (p.direction === 'across' ? [p.row, p.col + k] : [p.row + k, p.col]));
}

/** A fresh game: the level's given letters are in place. */
export function initialCrossState(puzzle: Crossword, given: readonly string[] = []): CrossState {
  const entries: Record<string, string> = {};
  for (const k of given) {
    const [r, c] = k.split(',').map(Number);
    const letter = puzzle.cells[r!]?.[c!];
    if (letter) entries[k] = letter;
  }
  return { entries, solved: [], misses: 0, revealed: 0, hinted: [], open: null };
}

/** Cells that can no longer change: those of solved words and the ones the level gave. */
export function lockedCells(puzzle: Crossword, state: Pick<CrossState, 'solved'>, given: readonly string[] = []): Set<string> {
  return new Set([...given, ...state.solved.flatMap((i) => wordCells(puzzle.placements[i]!).map(([r, c]) => cellKey(r, c)))]);
}

/**
 * Judges the unsolved words through `touched` cells: a word is judged once all its cells are full,
 * right at once, but wrong only when none of its letters may still grow (a vowel sign on its way).
 */
function judge(puzzle: Crossword, state: CrossState, touched: ReadonlySet<string>): [CrossState, CrossOutcome] {
  const solvedNow: number[] = [];
  const wrongNow: number[] = [];
  puzzle.placements.forEach((p, i) => {
    if (state.solved.includes(i)) return;
    const keys = wordCells(p).map(([r, c]) => cellKey(r, c));
    if (!keys.some((k) => touched.has(k))) return;
    const typed = keys.map((k) => state.entries[k]);
    if (typed.some((l) => !l)) return;
    if (typed.every((l, k) => l!.toLocaleLowerCase() === p.letters[k]!.toLocaleLowerCase())) solvedNow.push(i);
    else if (!keys.includes(state.open ?? '')) wrongNow.push(i);
  });
  let entries = state.entries;
  let marks = state.marks ?? {};
  if (wrongNow.length) {
    entries = { ...entries };
    marks = { ...marks };
    for (const i of wrongNow) {
      const p = puzzle.placements[i]!;
      const keys = wordCells(p).map(([r, c]) => cellKey(r, c));
      const found = compareLetters(p.letters.join(''), keys.map((k) => state.entries[k] ?? '').join(''));
      keys.forEach((k, n) => {
        const mark = found[n] ?? 'absent';
        if (mark === 'right') return;
        // the wrong letter leaves its cell (a cell holds one letter of both words): nothing is stuck
        marks[k] = mark;
        delete entries[k];
      });
    }
  }
  const wrongWords = { ...state.wrongWords };
  for (const i of wrongNow) wrongWords[String(i)] = (wrongWords[String(i)] ?? 0) + 1;
  const next = { ...state, entries, marks, solved: [...state.solved, ...solvedNow], misses: state.misses + wrongNow.length, wrongWords };
  if (solvedNow.length) return [next, { kind: 'solved', words: solvedNow }];
  if (wrongNow.length) {
    const given = wrongNow.map((i) =>
      wordCells(puzzle.placements[i]!)
        .map(([r, c]) => state.entries[cellKey(r, c)] ?? '')
        .join(''),
    );
    return [next, { kind: 'wrong', words: wrongNow, given }];
  }
  return [next, { kind: 'none' }];
}

export function applyCrossMove(puzzle: Crossword, state: CrossState, move: CrossMove, given: readonly string[] = []): [CrossState, CrossOutcome] {
  const locked = lockedCells(puzzle, state, given);
  if (move.type === 'settle') {
    if (state.open === null) return [state, { kind: 'none' }];
    return judge(puzzle, { ...state, open: null }, new Set([state.open]));
  }
  if (move.type === 'reveal') {
    const solution = puzzle.cells[move.row]?.[move.col];
    const k = cellKey(move.row, move.col);
    if (!solution || locked.has(k)) return [state, { kind: 'none' }];
    const words = puzzle.placements.flatMap((p, i) => (wordCells(p).some(([r, c]) => cellKey(r, c) === k) ? [i] : []));
    const next = {
      ...state,
      entries: { ...state.entries, [k]: solution },
      marks: withoutKey(state.marks, k),
      revealed: state.revealed + 1,
      hinted: [...new Set([...state.hinted, ...words])],
      open: state.open === k ? null : state.open,
    };
    return judge(puzzle, next, new Set([k]));
  }
  const entries = { ...state.entries };
  const marks = { ...state.marks };
  const touched = new Set<string>(state.open ? [state.open] : []);
  for (const { row, col, letter } of move.cells) {
    const k = cellKey(row, col);
    if (!puzzle.cells[row]?.[col] || locked.has(k)) continue;
    if (letter) entries[k] = letter;
    else delete entries[k];
    delete marks[k];
    touched.add(k);
  }
  const open = move.open && !locked.has(cellKey(move.open.row, move.open.col)) ? cellKey(move.open.row, move.open.col) : null;
  if (touched.size === 0 && open === state.open) return [state, { kind: 'none' }];
  return judge(puzzle, { ...state, entries, open, marks }, touched);
}

function withoutKey<T>(record: Record<string, T> | undefined, key: string): Record<string, T> {
  const { [key]: _gone, ...rest } = record ?? {};
  return rest;
}

export function isCrossDone(puzzle: Crossword, state: CrossState): boolean {
  return state.solved.length >= puzzle.placements.length;
}

/** GAME_SCORING's points for every word solved (hints are charged by the frame). */
export function crossScore(state: Pick<CrossState, 'solved'>, level: Level): number {
  return state.solved.length * GAME_SCORING.cross.pointsPerUnit(level);
}
