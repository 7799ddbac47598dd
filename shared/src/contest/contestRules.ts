/**
 * docs/requirements.md §9 "Contest product id 815. Rounds 2 to 5 require payment; 3 levels per
 * round." Its window ("2025-10-05 10:00 to 22:00 (UTC+8)") is not here: it lives in the contest
 * record only (api/src/db/seed/contests/solvallar2025.json, changed as docs/contests.md says), and
 * every page reads it from the api.
 */
export const SOLVALLAR_2025 = {
  category: 'Solvallar2025',
  productId: 815,
  rounds: 5,
  levelsPerRound: 3,
  /** first round that needs payment */
  paidFromRound: 2,
  homePath: '/solvallar-contest',
} as const;

export interface ContestShape {
  rounds: number;
  levelsPerRound: number;
  paidFromRound: number;
}

/** docs/requirements.md §5 "Level number = 3 × (round − 1) + level." (3 = levels per round) */
export function levelNumber(round: number, level: number, levelsPerRound: number = SOLVALLAR_2025.levelsPerRound): number {
  return levelsPerRound * (round - 1) + level;
}

/** The inverse of levelNumber: level 7 is round 3, level 1. */
export function roundAndLevel(number: number, levelsPerRound: number = SOLVALLAR_2025.levelsPerRound): { round: number; level: number } {
  return { round: Math.floor((number - 1) / levelsPerRound) + 1, level: ((number - 1) % levelsPerRound) + 1 };
}

/** docs/requirements.md §5 "for rounds 2 to 5 a payment exists". */
export function roundNeedsPayment(round: number, shape: ContestShape = SOLVALLAR_2025): boolean {
  return round >= shape.paidFromRound;
}

/**
 * Route params 'round1' / 'level2' → numbers, or null when they do not name a real round and
 * level of the contest (the page shows a not-found then).
 */
export function parseLevelRoute(
  params: { round?: string; level?: string },
  shape: ContestShape = SOLVALLAR_2025,
): { round: number; level: number; number: number } | null {
  const r = /^round([1-9]\d*)$/.exec(params.round ?? '');
  const l = /^level([1-9]\d*)$/.exec(params.level ?? '');
  if (!r || !l) return null;
  const round = Number(r[1]);
  const level = Number(l[1]);
  if (round > shape.rounds || level > shape.levelsPerRound) return null;
  return { round, level, number: levelNumber(round, level, shape.levelsPerRound) };
}

export function levelPath(round: number, level: number): string {
  return `/solvallarcontest/round${round}/level${level}`;
}
