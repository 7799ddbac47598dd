import type { ItemOutcome } from './nearMiss';
import { countsAsCorrect } from './nearMiss';

/**
 * Stars on the result screen, from first-try accuracy, the score and time (ADR 0022): three for a
 * round nearly all right at the first try (90 %) scoring three quarters of the maximum within par
 * time, two for most right (60 %) scoring half the maximum (or three-star figures but slowly),
 * one for finishing. Every finished round earns at least one star: a child who played to the end
 * is praised for it. `roundOutcome` applies the whole rule; `starsFor` is its accuracy-and-time
 * part, for records that carry no score.
 */
export const STAR_RULE = { threeStarAccuracy: 90, twoStarAccuracy: 60, threeStarScore: 75, twoStarScore: 50 } as const;

export type Stars = 1 | 2 | 3;

export function starsFor({ accuracy, durationMs, parMs }: { accuracy: number; durationMs: number; parMs: number }): Stars {
  if (accuracy >= STAR_RULE.threeStarAccuracy && durationMs <= parMs) return 3;
  if (accuracy >= STAR_RULE.twoStarAccuracy) return 2;
  return 1;
}

/** The praise that matches the round: a score of 0 is never called excellent. */
export type Praise = 'keepTrying' | 'goodTry' | 'wellDone' | 'excellent';

export function praiseFor({ stars, score }: { stars: Stars; score: number }): Praise {
  if (score <= 0) return 'keepTrying';
  return stars === 3 ? 'excellent' : stars === 2 ? 'wellDone' : 'goodTry';
}

/** Accuracy in whole percent; 0 answers is 0 %. */
export function accuracyPercent({ correct, attempted }: { correct: number; attempted: number }): number {
  if (attempted <= 0) return 0;
  return Math.round((Math.min(Math.max(0, correct), attempted) / attempted) * 100);
}

/** Right items (no hint) and items asked, from the frame's review of a round. */
export function itemTally(items: readonly { outcome: ItemOutcome; hints: number }[]): { correct: number; attempted: number } {
  return { correct: items.filter((i) => countsAsCorrect(i.outcome, i.hints)).length, attempted: items.length };
}
