import { createRng, pickOne, seedFromText, shuffled } from './seededRandom';

// Saved games are rebuilt from their seed and teachers' generated topics from theirs: a change
// to the sequence would rebuild them differently, so it is pinned.
describe('createRng (mulberry32)', () => {
  it('gives the same sequence for the same seed', () => {
    const rng = createRng(42);
    expect([rng(), rng(), rng()]).toEqual([0.6011037519201636, 0.44829055899754167, 0.8524657934904099]);
  });

  it('shuffles and picks the same way for the same seed, leaving the list as it was', () => {
    const list = [1, 2, 3, 4, 5, 6, 7, 8];
    expect(shuffled(list, createRng(7))).toEqual([5, 7, 2, 3, 4, 6, 8, 1]);
    expect(list).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(pickOne(['a', 'b', 'c', 'd'], createRng(3))).toBe('c');
  });
});

describe('seedFromText', () => {
  it('gives the same seed for the same text, and another for another text', () => {
    expect(seedFromText('Solvallar2025:4:2')).toBe(seedFromText('Solvallar2025:4:2'));
    expect(seedFromText('Solvallar2025:4:2')).not.toBe(seedFromText('Solvallar2025:4:3'));
    expect(seedFromText('')).toBe(2166136261);
  });
});
