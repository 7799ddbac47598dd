import type { SchoolboardRow, SchoolboardSort } from '../analytics/boardTypes';

/**
 * How the schoolboard ranks schools (issue 21.4, docs/adr/0019): a school's figure is the sum of
 * its best TOP_PUPILS pupils' best scores divided by TOP_PUPILS (an empty place counts 0), over
 * pupils who count for it, and a school is ranked only with MIN_ACTIVE_PUPILS of them.
 *
 * - A pupil counts for a school once their account is SETTLED_DAYS old or they are in a
 *   teacher's class there: accounts made today for the purpose move nothing.
 * - Only a pupil with a score above 0 is active: idle accounts (or ones saving 0) neither fill
 *   the minimum nor pull a figure down, and the figure is never an average over them.
 * - The figure takes only the top TOP_PUPILS: a hundred accounts add no more than ten pupils do.
 */
export const SCHOOL_RANKING = { topPupils: 10, minActivePupils: 5, settledDays: 7 } as const;

export interface SchoolPupil {
  /** the pupil's best score in the period (the board's game and period) */
  best: number;
  /** the pupil's scores in the period added up */
  total: number;
  /** days since the account was made */
  accountAgeDays: number;
  /** in a class of a teacher (who vouches for the pupil) */
  inClass: boolean;
}

/** Whether a pupil's scores count for their school's ranking. */
export function countsForSchool(pupil: SchoolPupil): boolean {
  return pupil.best > 0 && (pupil.inClass || pupil.accountAgeDays >= SCHOOL_RANKING.settledDays);
}

export interface SchoolStanding {
  /** pupils who count and have a score above 0 */
  activePupils: number;
  /** the top pupils' bests added up, divided by TOP_PUPILS (two decimals) */
  figure: number;
  /** the top pupils' period totals added up */
  total: number;
  /** false: fewer than MIN_ACTIVE_PUPILS active pupils, not on the board */
  ranked: boolean;
}

const twoDecimals = (n: number) => Math.round(n * 100) / 100;

/**
 * One school's standing from its pupils (any order; pupils who do not count are left out here).
 * A database that sends only each school's top pupils passes how many pupils count in all.
 */
export function schoolStanding(pupils: readonly SchoolPupil[], activePupilsInAll?: number): SchoolStanding {
  const active = pupils.filter(countsForSchool).sort((a, b) => b.best - a.best || b.total - a.total);
  const top = active.slice(0, SCHOOL_RANKING.topPupils);
  const activePupils = Math.max(active.length, activePupilsInAll ?? 0);
  return {
    activePupils,
    figure: twoDecimals(top.reduce((sum, p) => sum + p.best, 0) / SCHOOL_RANKING.topPupils),
    total: top.reduce((sum, p) => sum + p.total, 0),
    ranked: activePupils >= SCHOOL_RANKING.minActivePupils,
  };
}

/**
 * The schoolboard's rows: ranked schools only, by figure (then total) or by total (then figure),
 * ties by name. `activeStudents` is capped by nothing; `averageScore` is the school's figure.
 */
export function rankSchools(
  schools: readonly { school: string; state: string; standing: SchoolStanding }[],
  sort: SchoolboardSort,
  limit = 100,
): SchoolboardRow[] {
  const key = (s: SchoolStanding) => (sort === 'total' ? [s.total, s.figure] : [s.figure, s.total]);
  return schools
    .filter((s) => s.standing.ranked)
    .sort((a, b) => {
      const [a1, a2] = key(a.standing);
      const [b1, b2] = key(b.standing);
      return b1! - a1! || b2! - a2! || a.school.localeCompare(b.school) || a.state.localeCompare(b.state);
    })
    .slice(0, limit)
    .map((s, i) => ({
      rank: i + 1,
      school: s.school,
      state: s.state,
      activeStudents: s.standing.activePupils,
      totalScore: s.standing.total,
      averageScore: s.standing.figure,
    }));
}
