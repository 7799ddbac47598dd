import { createRng } from '@app/shared';
import { applySearchMove, initialSearchState, isSearchDone, searchScore } from './searchMoves';
import { cellsBetween } from './searchSelection';
import { generateWordSearch, placementCells } from './wordSearchGrid';

const puzzle = generateWordSearch({ words: ['யானை', 'பூனை', 'குதிரை'], rows: 8, cols: 8, directions: 4, rng: createRng(3) });

describe('searchMoves', () => {
  it('should find a word by tap-start then tap-end', () => {
    const cells = placementCells(puzzle.placements[0]!);
    let [s, o] = applySearchMove(puzzle, initialSearchState(), { type: 'tap', cell: cells[0]! });
    expect(o.kind).toBe('none');
    expect(s.anchor).toEqual(cells[0]);
    [s, o] = applySearchMove(puzzle, s, { type: 'tap', cell: cells[cells.length - 1]! });
    expect(o).toEqual({ kind: 'found', index: 0 });
    expect(s).toMatchObject({ found: [0], attempts: 1, anchor: null });
  });

  it('should accept a word selected backwards (drag from its end to its start)', () => {
    const cells = placementCells(puzzle.placements[1]!);
    const [, o] = applySearchMove(puzzle, initialSearchState(), { type: 'select', from: cells[cells.length - 1]!, to: cells[0]! });
    expect(o).toEqual({ kind: 'found', index: 1 });
  });

  it('should count a wrong line as a miss and a found word again as nothing new', () => {
    const cells = placementCells(puzzle.placements[0]!);
    let [s] = applySearchMove(puzzle, initialSearchState(), { type: 'select', from: cells[0]!, to: cells[cells.length - 1]! });
    let o;
    [s, o] = applySearchMove(puzzle, s, { type: 'select', from: cells[0]!, to: cells[cells.length - 1]! });
    expect(o.kind).toBe('again');
    expect(s.attempts).toBe(1);
    [, o] = applySearchMove(puzzle, s, { type: 'select', from: { row: 0, col: 0 }, to: { row: 1, col: 2 } });
    expect(o.kind).toBe('miss');
  });

  it('should finish when every placed word is found and score 10 points a word per level', () => {
    let s = initialSearchState();
    for (const p of puzzle.placements) {
      const c = placementCells(p);
      [s] = applySearchMove(puzzle, s, { type: 'select', from: c[0]!, to: c[c.length - 1]! });
    }
    expect(isSearchDone(puzzle, s)).toBe(true);
    expect(searchScore(s, 2)).toBe(puzzle.placements.length * 20);
  });

  it('should accept a word spelt a second time by the filler letters', () => {
    const grid = [
      ['யா', 'னை', 'யா'],
      ['பூ', 'னை', 'யா'],
      ['க', 'க', 'க'],
    ];
    const twice = {
      rows: 3,
      cols: 3,
      grid,
      skipped: [],
      placements: [{ word: 'யானை', letters: ['யா', 'னை'], start: { row: 0, col: 0 }, direction: { dr: 0, dc: 1 } }],
    };
    const [s, o] = applySearchMove(twice, initialSearchState(), { type: 'select', from: { row: 1, col: 2 }, to: { row: 1, col: 1 } });
    expect(o).toEqual({ kind: 'found', index: 0 });
    expect(applySearchMove(twice, s, { type: 'select', from: { row: 0, col: 0 }, to: { row: 0, col: 1 } })[1].kind).toBe('again');
  });

  it('should draw lines only along the 8 directions', () => {
    expect(cellsBetween({ row: 0, col: 0 }, { row: 2, col: 2 })).toHaveLength(3);
    expect(cellsBetween({ row: 0, col: 0 }, { row: 1, col: 2 })).toBeNull();
  });
});
