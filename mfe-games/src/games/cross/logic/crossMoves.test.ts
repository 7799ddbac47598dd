import { createRng } from '../../common/seededRandom';
import { applyCrossMove, crossScore, initialCrossState, isCrossDone, wordCells } from './crossMoves';
import { generateCrossword } from './crosswordLayout';

const puzzle = generateCrossword([{ word: 'பள்ளிக்கூடம்', clue: 'school' }, { word: 'கூடை', clue: 'basket' }, { word: 'படம்', clue: 'picture' }], createRng(1));

describe('crossMoves', () => {
  it('should solve a word when its last cell gets the right letter', () => {
    let s = initialCrossState();
    let o;
    const p = puzzle.placements[0]!;
    for (const [k, [r, c]] of wordCells(p).entries()) [s, o] = applyCrossMove(puzzle, s, { type: 'set', row: r, col: c, letter: p.letters[k]! });
    expect(o).toMatchObject({ kind: 'solved' });
    expect(s.solved).toContain(0);
  });

  it('should count a completely filled wrong word once and keep it open', () => {
    const p = puzzle.placements[1]!;
    let s = initialCrossState();
    let o;
    for (const [r, c] of wordCells(p)) [s, o] = applyCrossMove(puzzle, s, { type: 'set', row: r, col: c, letter: 'ம' });
    expect(o).toMatchObject({ kind: 'wrong' });
    expect(s.misses).toBeGreaterThanOrEqual(1);
    expect(s.solved).not.toContain(1);
  });

  it('should reveal a letter as a hint and lock solved words', () => {
    let s = initialCrossState();
    for (const p of puzzle.placements) for (const [r, c] of wordCells(p)) [s] = applyCrossMove(puzzle, s, { type: 'reveal', row: r, col: c });
    expect(isCrossDone(puzzle, s)).toBe(true);
    const [r, c] = wordCells(puzzle.placements[0]!)[0]!;
    const [after] = applyCrossMove(puzzle, s, { type: 'clear', row: r, col: c });
    expect(after).toBe(s);
    expect(crossScore(s, 1)).toBe(Math.max(0, puzzle.placements.length * 10 - s.revealed * 2));
  });

  it('should ignore a block (a cell with no letter)', () => {
    const block = puzzle.cells.flatMap((row, r) => row.map((x, c) => (x === null ? [r, c] : null))).find(Boolean);
    expect(block).toBeTruthy();
    if (!block) return;
    const s = initialCrossState();
    expect(applyCrossMove(puzzle, s, { type: 'set', row: block[0]!, col: block[1]!, letter: 'க' })[0]).toBe(s);
  });
});
