import { countsForSchool, rankSchools, SCHOOL_RANKING, schoolStanding, type SchoolPupil } from './schoolRanking';

// issue 21.4: "six throw-away accounts saving 0 pushed the leading school to #2" — the school
// board ranks by a rule a handful of new or idle accounts cannot move.
const settled = (best: number, total = best): SchoolPupil => ({ best, total, accountAgeDays: 30, inClass: false });
const brandNew = (best: number, total = best): SchoolPupil => ({ best, total, accountAgeDays: 0, inClass: false });
const inClass = (best: number): SchoolPupil => ({ best, total: best, accountAgeDays: 0, inClass: true });
const times = (n: number, p: SchoolPupil) => Array.from({ length: n }, () => p);

describe('SCHOOL_RANKING', () => {
  it('takes the top 10 pupils, needs 5 active pupils, and counts an account after 7 days', () => {
    expect(SCHOOL_RANKING).toEqual({ topPupils: 10, minActivePupils: 5, settledDays: 7 });
  });
});

describe('countsForSchool', () => {
  it.each<[string, SchoolPupil, boolean]>([
    ['a settled pupil with a score', settled(50), true],
    ['a settled pupil who saved only 0', settled(0), false],
    ['an account made today', brandNew(60), false],
    ['an account six days old', { best: 60, total: 60, accountAgeDays: 6, inClass: false }, false],
    ['an account seven days old', { best: 60, total: 60, accountAgeDays: 7, inClass: false }, true],
    ['a new pupil a teacher put in a class', inClass(60), true],
  ])('%s → %s', (_name, pupil, counts) => {
    expect(countsForSchool(pupil)).toBe(counts);
  });
});

describe('schoolStanding', () => {
  it.each<[string, SchoolPupil[], { activePupils: number; figure: number; total: number; ranked: boolean }]>([
    ['five pupils of 50: half of ten places', times(5, settled(50)), { activePupils: 5, figure: 25, total: 250, ranked: true }],
    ['four pupils: not ranked', times(4, settled(60)), { activePupils: 4, figure: 24, total: 240, ranked: false }],
    ['ten pupils of 40', times(10, settled(40)), { activePupils: 10, figure: 40, total: 400, ranked: true }],
    [
      'ten pupils of 40 and six idle accounts saving 0',
      [...times(10, settled(40)), ...times(6, settled(0))],
      { activePupils: 10, figure: 40, total: 400, ranked: true },
    ],
    [
      'ten pupils of 40 and six new accounts saving 0',
      [...times(10, settled(40)), ...times(6, brandNew(0))],
      { activePupils: 10, figure: 40, total: 400, ranked: true },
    ],
    [
      'ten pupils of 40 and six new accounts of 60',
      [...times(10, settled(40)), ...times(6, brandNew(60))],
      { activePupils: 10, figure: 40, total: 400, ranked: true },
    ],
    [
      'only the top ten count, the rest add nothing',
      [...times(10, settled(40)), ...times(50, settled(10))],
      { activePupils: 60, figure: 40, total: 400, ranked: true },
    ],
    [
      'four pupils and six idle accounts: still not ranked',
      [...times(4, settled(60)), ...times(6, settled(0))],
      { activePupils: 4, figure: 24, total: 240, ranked: false },
    ],
  ])('%s', (_name, pupils, standing) => {
    expect(schoolStanding(pupils)).toEqual(standing);
  });

  it('takes the count of pupils from the database when it sends only the top ones', () => {
    expect(schoolStanding(times(10, settled(40)), 37)).toMatchObject({ activePupils: 37, figure: 40, ranked: true });
  });
});

describe('rankSchools', () => {
  const a = { school: 'SJK(T) A', state: 'Selangor', standing: schoolStanding(times(10, settled(40)).map((p, i) => ({ ...p, total: 100 + i }))) };
  const b = { school: 'SJK(T) B', state: 'Selangor', standing: schoolStanding(times(8, settled(45)).map((p) => ({ ...p, total: 300 }))) };
  const small = { school: 'SJK(T) C', state: 'Perak', standing: schoolStanding(times(3, settled(90))) };

  it('ranks by figure, leaves out schools below the minimum, and ranks by total when asked', () => {
    expect(rankSchools([b, small, a], 'average').map((r) => [r.rank, r.school, r.averageScore])).toEqual([
      [1, 'SJK(T) A', 40],
      [2, 'SJK(T) B', 36],
    ]);
    expect(rankSchools([a, b, small], 'total').map((r) => [r.school, r.totalScore])).toEqual([
      ['SJK(T) B', 2400],
      ['SJK(T) A', 1045],
    ]);
  });
});
