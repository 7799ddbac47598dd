import { eraseLetter, startEntry, typeLetter, typeText, type LetterEntry } from '../../common/letterTyping';
import { applyCrossMove, cellKey, lockedCells, wordCells, type CrossMove, type CrossOutcome, type CrossState } from './crossMoves';
import type { Crossword } from './crosswordLayout';

/**
 * Typing into the crossword through the one letter model (common/letterTyping.ts): the active
 * word's cells become a LetterEntry (cells settled by a solved or given word, or already filled by
 * a crossing word, are passed over), the typed text goes in, and what changed comes back as one
 * move. Pure, so the grid component only forwards events.
 */
export interface CrossCursor {
  row: number;
  col: number;
  across: boolean;
  /**
   * The game put the cursor here (a clue chosen, the next word): typing starts at the first cell
   * still to fill. Unset when the child tapped this cell, to type into it on purpose.
   */
  toFill?: boolean;
}

/** The word the cursor is in: the one in the cursor's direction, else the other one through that cell. */
export function activeWord(puzzle: Crossword, cursor: CrossCursor): number {
  const through = puzzle.placements.map((p, i) => ({ p, i })).filter(({ p }) => wordCells(p).some(([r, c]) => r === cursor.row && c === cursor.col));
  return (through.find(({ p }) => (p.direction === 'across') === cursor.across) ?? through[0])?.i ?? 0;
}

/** The active word as a LetterEntry, typing from the cursor's cell (or the next free one if it is settled). */
export function entryFor(puzzle: Crossword, state: CrossState, word: number, cursor: CrossCursor, given: readonly string[] = []): LetterEntry {
  const p = puzzle.placements[word]!;
  const keys = wordCells(p).map(([r, c]) => cellKey(r, c));
  const locked = lockedCells(puzzle, state, given);
  const crossing = new Set(puzzle.placements.flatMap((q, i) => (i === word ? [] : wordCells(q).map(([r, c]) => cellKey(r, c)))));
  const at = Math.max(0, keys.indexOf(cellKey(cursor.row, cursor.col)));
  // a cell the child tapped is typed into, unless a solved or given word settled it
  const skip = keys.map((k, i) => locked.has(k) || (crossing.has(k) && Boolean(state.entries[k]) && (cursor.toFill || i !== at)));
  // where the game put the cursor, typing starts at the first cell still to fill (after a wrong
  // word, the cells its wrong letters left): a filled cell is retyped only when the child taps it
  const firstEmpty = firstEmptyCell(keys, skip, state);
  const filledHere = !skip[at] && Boolean(state.entries[keys[at]!]);
  const here = cursor.toFill && firstEmpty >= 0 && filledHere ? firstEmpty : at;
  const entry = startEntry(
    keys.map((k) => state.entries[k] ?? ''),
    skip,
    here,
    keys.map((k) => !locked.has(k)),
  );
  const openAt = state.open ? keys.indexOf(state.open) : -1;
  return openAt >= 0 ? { ...entry, open: openAt } : entry;
}

function firstEmptyCell(keys: readonly string[], skip: readonly boolean[], state: CrossState): number {
  return keys.findIndex((k, i) => !skip[i] && !state.entries[k]);
}

/** The move that puts an entry's changed cells (and its open letter) into the crossword. */
export function fillMove(puzzle: Crossword, word: number, before: LetterEntry, after: LetterEntry): CrossMove {
  const cells = wordCells(puzzle.placements[word]!);
  const changed = cells.flatMap(([row, col], k) => (before.cells[k] !== after.cells[k] ? [{ row, col, letter: after.cells[k]! }] : []));
  const open = after.open === null ? null : { row: cells[after.open]![0], col: cells[after.open]![1] };
  return { type: 'fill', cells: changed, open };
}

export type TypingInput = { type: 'text'; text: string } | { type: 'keypad'; letter: string } | { type: 'erase' };

/** One typing event on the active word: the next state, its verdict, and where the cursor goes. */
export function typeInCrossword(
  puzzle: Crossword,
  state: CrossState,
  cursor: CrossCursor,
  input: TypingInput,
  given: readonly string[] = [],
): { state: CrossState; outcome: CrossOutcome; cursor: CrossCursor; lettersLeft: boolean } {
  const word = activeWord(puzzle, cursor);
  const type = (entry: LetterEntry) =>
    input.type === 'text' ? typeText(entry, input.text) : input.type === 'keypad' ? typeLetter(entry, input.letter) : eraseLetter(entry);
  let before = entryFor(puzzle, state, word, cursor, given);
  let after = type(before);
  // a letter with no cell left ahead of the cursor (a wrong word's cells were emptied behind it) goes
  // to the first empty cell, rather than being lost; one typed through a crossing letter is not lost
  const firstEmpty = before.cells.findIndex((c, i) => !before.skip[i] && !c);
  if (after === before && input.type !== 'erase' && cursor.toFill && firstEmpty >= 0) {
    before = { ...before, cursor: firstEmpty };
    after = type(before);
  }
  const [next, outcome] = applyCrossMove(puzzle, state, fillMove(puzzle, word, before, after), given);
  const cells = wordCells(puzzle.placements[word]!);
  // the cursor goes where the next letter will; past the last cell it stays on the last one
  const [row, col] = cells[Math.min(after.cursor, cells.length - 1)]!;
  // cells still ahead of the typing (given or crossing letters a child types through): a word solved
  // before them keeps the cursor, so those letters are not typed into the next word
  return { state: next, outcome, cursor: { row, col, across: cursor.across, toFill: true }, lettersLeft: after.cursor < cells.length };
}

/** The child moved on: an open letter is complete, and the words through it are judged. */
export function settleCrossword(puzzle: Crossword, state: CrossState, given: readonly string[] = []): [CrossState, CrossOutcome] {
  return applyCrossMove(puzzle, state, { type: 'settle' }, given);
}
