import { displayName, rankBand, rankParticipants } from './contestRanking';

describe('ranking "by total score, ties by total time"', () => {
  const p = (userId: string, totalScore: number, totalTime: number) => ({ userId, firstName: 'A', lastName: 'B', totalScore, totalTime, levelsCompleted: 1 });
  it('orders by score, then by time, and shares ranks on a full tie', () => {
    const ranked = rankParticipants([p('a', 50, 300), p('b', 70, 900), p('c', 50, 200), p('d', 50, 200), p('e', 10, 10)]);
    expect(ranked.map((r) => [r.userId, r.rank])).toEqual([
      ['b', 1],
      ['c', 2],
      ['d', 2],
      ['a', 4],
      ['e', 5],
    ]);
  });
  it.each([
    ['Kavitha', 'Raman', 'full', 'Kavitha Raman'],
    ['Kavitha', 'Raman', 'initials', 'K. R.'],
    ['Siti', 'Aminah binti Ahmad', 'initials', 'S. A. B. A.'],
    ['மீனா', 'சுப்பிரமணியம்', 'initials', 'மீ. சு.'],
    ['ஸ்ரீதேவி', 'க்ஷேத்ரா', 'initials', 'ஸ்ரீ. க்ஷே.'],
    ['ஸ்ரீதேவி', 'க்ஷேத்ரா', 'full', 'ஸ்ரீதேவி க்ஷேத்ரா'],
    ['லக்ஷ்மி', 'ஸ்ரீநிவாசன்', 'initials', 'ல. ஸ்ரீ.'],
  ] as const)('%s %s shown %s → %s', (first, last, mode, shown) => expect(displayName(first, last, mode)).toBe(shown));
  it.each([
    [1, 100, 'gold'],
    [10, 100, 'gold'],
    [11, 100, 'silver'],
    [25, 100, 'silver'],
    [50, 100, 'bronze'],
    [51, 100, 'participation'],
    [1, 1, 'gold'],
    [0, 0, 'participation'],
  ] as const)('rank %i of %i is %s', (rank, of, band) => expect(rankBand(rank, of)).toBe(band));
  it.each([
    // rank, of, score, max, band  (docs/contests.md "Awards": gold needs 80 %, silver 60 %, bronze 40 % of the maximum)
    [1, 1, 1, 120, 'participation'], // issue 27: no "Gold award" for 1 of 120 with one entrant
    [1, 1, 96, 120, 'gold'],
    [1, 1, 95, 120, 'silver'],
    [1, 100, 70, 100, 'silver'],
    [1, 100, 40, 100, 'bronze'],
    [1, 100, 39, 100, 'participation'],
    [40, 100, 100, 100, 'bronze'], // a full score still ranks: the lower of the two bands
  ] as const)('rank %i of %i with %i of %i marks is %s', (rank, of, score, max, band) => expect(rankBand(rank, of, { score, maxScore: max })).toBe(band));
});
