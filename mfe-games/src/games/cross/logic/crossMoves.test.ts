import { GAME_SCORING } from '@app/shared';
import { createRng } from '@app/shared';
import { applyCrossMove, crossScore, initialCrossState, isCrossDone, lockedCells, wordCells, type CrossState } from './crossMoves';
import { generateCrossword } from './crosswordLayout';

const puzzle = generateCrossword(
  [
    { word: 'பள்ளிக்கூடம்', clue: 'school' },
    { word: 'கூடை', clue: 'basket' },
    { word: 'படம்', clue: 'picture' },
  ],
  createRng(1),
  { timeBudgetMs: 1e6 },
);
const fill = (state: CrossState, cells: [number, number, string][], open: [number, number] | null = null) =>
  applyCrossMove(puzzle, state, {
    type: 'fill',
    cells: cells.map(([row, col, letter]) => ({ row, col, letter })),
    open: open && { row: open[0], col: open[1] },
  });

describe('crossMoves', () => {
  it('should solve a word when its last cell gets the right letter', () => {
    const p = puzzle.placements[0]!;
    const [s, o] = fill(
      initialCrossState(puzzle),
      wordCells(p).map(([r, c], k) => [r, c, p.letters[k]!]),
    );
    expect(o).toMatchObject({ kind: 'solved' });
    expect(s.solved).toContain(0);
  });

  it('should not call a word wrong while its last letter may still take a vowel sign, and judge it when that letter is complete', () => {
    // the word ends in டை: the child has typed ட and the ை is on its way
    const i = puzzle.placements.findIndex((p) => p.word === 'கூடை');
    const p = puzzle.placements[i]!;
    const cells = wordCells(p);
    const [lr, lc] = cells[cells.length - 1]!;
    let [s, o] = fill(
      initialCrossState(puzzle),
      [...cells.slice(0, -1).map(([r, c], k) => [r, c, p.letters[k]!] as [number, number, string]), [lr, lc, 'ட']],
      [lr, lc],
    );
    expect(o.kind).toBe('none');
    expect(s.misses).toBe(0);
    [, o] = fill(s, [[lr, lc, 'டை']]);
    expect(o).toEqual({ kind: 'solved', words: [i] });
    // the same word left with ட when the child moves on is wrong, once
    [s] = fill(
      initialCrossState(puzzle),
      [...cells.slice(0, -1).map(([r, c], k) => [r, c, p.letters[k]!] as [number, number, string]), [lr, lc, 'ட']],
      [lr, lc],
    );
    [s, o] = applyCrossMove(puzzle, s, { type: 'settle' });
    expect(o).toMatchObject({ kind: 'wrong', words: [i] });
    expect(s.misses).toBe(1);
  });

  it('should count a completely filled wrong word once and keep it open', () => {
    const p = puzzle.placements[1]!;
    const [s, o] = fill(
      initialCrossState(puzzle),
      wordCells(p).map(([r, c]) => [r, c, 'ம்']),
    );
    expect(o).toMatchObject({ kind: 'wrong' });
    expect(s.misses).toBeGreaterThanOrEqual(1);
    expect(s.solved).not.toContain(1);
  });

  it("should reveal letters as hints, lock solved words and score GAME_SCORING's points a word", () => {
    let s = initialCrossState(puzzle);
    for (const p of puzzle.placements) for (const [r, c] of wordCells(p)) [s] = applyCrossMove(puzzle, s, { type: 'reveal', row: r, col: c });
    expect(isCrossDone(puzzle, s)).toBe(true);
    expect(s.hinted.sort()).toEqual(puzzle.placements.map((_, i) => i));
    const [r, c] = wordCells(puzzle.placements[0]!)[0]!;
    expect(fill(s, [[r, c, '']])[0]).toBe(s);
    expect(crossScore(s, 2)).toBe(puzzle.placements.length * GAME_SCORING.cross.pointsPerUnit(2));
  });

  it('should start with the given letters in place and never change them', () => {
    const [r, c] = wordCells(puzzle.placements[0]!)[0]!;
    const s = initialCrossState(puzzle, [`${r},${c}`]);
    expect(s.entries[`${r},${c}`]).toBe(puzzle.cells[r]![c]);
    expect(lockedCells(puzzle, s, [`${r},${c}`]).has(`${r},${c}`)).toBe(true);
    expect(applyCrossMove(puzzle, s, { type: 'fill', cells: [{ row: r, col: c, letter: 'x' }], open: null }, [`${r},${c}`])[0]).toBe(s);
  });

  it('should ignore a block (a cell with no letter)', () => {
    const block = puzzle.cells.flatMap((row, r) => row.map((x, c) => (x === null ? [r, c] : null))).find(Boolean);
    expect(block).toBeTruthy();
    const s = initialCrossState(puzzle);
    expect(fill(s, [[block![0]!, block![1]!, 'க']])[0]).toBe(s);
  });
});
