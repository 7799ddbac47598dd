import { accuracyPercent, itemTally, praiseFor, starsFor, type Praise, type Stars } from './stars';

describe('starsFor: 1–3 stars from accuracy and time', () => {
  it.each<[string, number, number, Stars]>([
    ['all right, within par', 100, 60_000, 3],
    ['nine in ten right, within par', 90, 60_000, 3],
    ['all right but slower than par', 100, 90_000, 2],
    ['most right (60 %)', 60, 10_000, 2],
    ['fewer than 60 % right', 59, 10_000, 1],
    ['nothing right: finishing still earns a star', 0, 10_000, 1],
  ])('%s → %d', (_why, accuracy, durationMs, stars) => {
    expect(starsFor({ accuracy, durationMs, parMs: 72_000 })).toBe(stars);
  });
});

describe('praiseFor: praise that matches the score', () => {
  it.each<[Stars, number, Praise]>([
    // issue 11: "🏆 நன்று!" shows even for a score of 0 — a 0 is never praised as a win
    [1, 0, 'keepTrying'],
    [3, 0, 'keepTrying'],
    [1, 12, 'goodTry'],
    [2, 40, 'wellDone'],
    [3, 60, 'excellent'],
  ])('%d star(s), score %d → %s', (stars, score, praise) => {
    expect(praiseFor({ stars, score })).toBe(praise);
  });
});

describe('accuracy from the review of the items', () => {
  it('counts right and near items without a hint, out of every item asked', () => {
    const tally = itemTally([
      { outcome: 'right', hints: 0 },
      { outcome: 'near', hints: 0 },
      { outcome: 'right', hints: 2 },
      { outcome: 'almost', hints: 0 },
      { outcome: 'wrong', hints: 0 },
      { outcome: 'skipped', hints: 0 },
    ]);
    expect(tally).toEqual({ correct: 2, attempted: 6 });
    expect(accuracyPercent(tally)).toBe(33);
  });

  it('pressing only the hint button never gives 100 %', () => {
    expect(
      accuracyPercent(
        itemTally([
          { outcome: 'right', hints: 1 },
          { outcome: 'right', hints: 3 },
        ]),
      ),
    ).toBe(0);
  });

  it('0 answers is 0 %', () => {
    expect(accuracyPercent({ correct: 0, attempted: 0 })).toBe(0);
  });
});
