import type { GameId } from './gameIds';
import { GAME_SCORING, maxScore, parTimeMs, type ScoreLevel } from './gameScoring';
import { outcomePoints, type ItemOutcome } from './nearMiss';
import { accuracyPercent, praiseFor, STAR_RULE, type Praise, type Stars } from './stars';

/**
 * One round's result from what the child did with each item (ADR 0022, extending ADR 0014): the
 * score, first-try accuracy, stars and praise, all from the same item records, so the result
 * screen, the score sent, and the score the api saves can never disagree.
 *
 * - An item earns its full points only when it is right at the first try with no hint
 *   (`rightFirstTime`); a typed near miss earns half.
 * - A right answer after a wrong try earns at most half: never more than a near miss, so a slip
 *   is never worth less than a wrong try and a retry.
 * - An item that had a hint earns at most a quarter, and never more than its points less every
 *   hint's price: a hint costs more than it can earn, so pressing only the hint cannot pass.
 * - Every wrong try (and a final wrong answer) costs the game's `wrongTryCost` from the round, so
 *   guessing earns nothing on average: it is what a guess would earn among the game's choices.
 * - Stars need both first-try accuracy and the score (`STAR_RULE`), and praise follows the stars
 *   and the score: a screen can never show three stars and "try again".
 */
export interface RoundItem {
  outcome: ItemOutcome;
  wrongTries: number;
  hints: number;
}

/** Right at the first try: no wrong try and no hint before it. Accuracy counts only these. */
export function isRightFirstTime(item: RoundItem): boolean {
  return item.outcome === 'right' && item.wrongTries <= 0 && item.hints <= 0;
}

/** What one item earns before the round's wrong tries are charged (never below 0). */
export function itemEarned(game: GameId, level: ScoreLevel, item: RoundItem): number {
  const full = GAME_SCORING[game].pointsPerUnit(level);
  let earned = outcomePoints(item.outcome, full);
  if (item.wrongTries > 0) earned = Math.min(earned, Math.floor(full / 2));
  if (item.hints > 0) earned = Math.min(earned, Math.floor(full / 4), full - item.hints * GAME_SCORING[game].hintCost(level));
  return Math.max(0, earned);
}

/**
 * Wrong tries an item cost. `wrongTries` counts every wrong answer, the last one too; an item
 * that ended wrong with none counted (a question answered wrongly once) had one.
 */
export function itemWrongTries(item: RoundItem): number {
  const counted = Math.max(0, item.wrongTries);
  return item.outcome === 'wrong' ? Math.max(1, counted) : counted;
}

/** What one wrong try costs in this game and level. */
export function wrongTryCost(game: GameId, level: ScoreLevel): number {
  return GAME_SCORING[game].wrongTryCost(level);
}

/** The score of a round from its items: what the items earned less every wrong try's cost, never below 0. */
export function roundScore(game: GameId, level: ScoreLevel, items: readonly RoundItem[]): number {
  const earned = items.reduce((sum, item) => sum + itemEarned(game, level, item), 0);
  const wrong = items.reduce((sum, item) => sum + itemWrongTries(item), 0);
  return Math.max(0, earned - wrong * wrongTryCost(game, level));
}

export interface RoundOutcome {
  score: number;
  /** the most this round could have scored (every unit right at the first try) */
  maxScore: number;
  /** score as whole percent of maxScore */
  scorePercent: number;
  /** items right at the first try without a hint */
  rightFirstTime: number;
  /** items the round asked */
  items: number;
  /** first-try accuracy in whole percent */
  accuracy: number;
  stars: Stars;
  praise: Praise;
}

export interface RoundFacts {
  /** scored units the round had (default: the items recorded; mark records more than its units) */
  units?: number;
  /** the round's time; without one (untimed work) no par time applies */
  durationMs?: number;
}

/** Stars from first-try accuracy, the score's share of the maximum and par time (STAR_RULE). */
export function starsForRound({ accuracy, scorePercent, withinPar }: { accuracy: number; scorePercent: number; withinPar: boolean }): Stars {
  const r = STAR_RULE;
  if (accuracy >= r.threeStarAccuracy && scorePercent >= r.threeStarScore && withinPar) return 3;
  if (accuracy >= r.twoStarAccuracy && scorePercent >= r.twoStarScore) return 2;
  return 1;
}

/** A round's score, first-try accuracy, stars and praise from its item records: the one rule. */
export function roundOutcome(game: GameId, level: ScoreLevel, items: readonly RoundItem[], facts: RoundFacts = {}): RoundOutcome {
  // the round's units, not its records: mark also records a sentence tapped wrongly that had nothing to find
  const units = facts.units ?? items.length;
  const max = maxScore(game, { level, itemCount: units });
  const score = Math.min(max, roundScore(game, level, items));
  const rightFirstTime = items.filter(isRightFirstTime).length;
  // accuracy is out of the round's units: a unit never reached is not right
  const accuracy = accuracyPercent({ correct: rightFirstTime, attempted: units });
  const scorePercent = max > 0 ? Math.floor((score / max) * 100) : 0;
  const withinPar = facts.durationMs === undefined || facts.durationMs <= parTimeMs(game, { level, itemCount: units });
  const stars = starsForRound({ accuracy, scorePercent, withinPar });
  return { score, maxScore: max, scorePercent, rightFirstTime, items: units, accuracy, stars, praise: praiseFor({ stars, score }) };
}
