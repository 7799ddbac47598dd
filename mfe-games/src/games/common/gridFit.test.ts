import { cellsThatFit, fitCells } from './gridFit';

const rule = { min: 32, max: 48, gap: 2 };

describe('fitting letter cells to the screen, never squeezing them', () => {
  it.each<[number, number, { cell: number; fits: boolean }]>([
    // [available px, cells across, result]
    [336, 5, { cell: 48, fits: true }], // a small grid on a phone: the largest size
    [336, 9, { cell: 35, fits: true }],
    [336, 15, { cell: 32, fits: false }], // too many: the smallest size, and the grid pans
    [0, 15, { cell: 48, fits: true }], // not laid out yet
  ])('%d px for %d cells → %j', (available, count, expected) => {
    expect(fitCells(available, count, rule)).toEqual(expected);
  });

  it('should count how many cells of the smallest size fit', () => {
    expect(cellsThatFit(336, rule)).toBe(9);
    expect(cellsThatFit(336, { min: 24, gap: 2 })).toBe(13);
    expect(cellsThatFit(0, rule)).toBe(Infinity);
  });
});
