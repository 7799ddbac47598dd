import type { GameId } from './gameIds';
import type { NearMissCredit } from './nearMiss';

export type ScoreLevel = 1 | 2 | 3;

/**
 * How every game scores, in one table: what one scored unit is, how many a round has, what a
 * perfect unit earns, what a hint costs, what a typed near miss is worth, and the time facts the
 * api and the result screen use. A game's own code must award exactly this (a test in mfe-games
 * plays every game perfectly and compares with `maxScore`).
 */
export interface GameScoring {
  /** what one scored unit is (the review lists one line per unit) */
  unit: 'question' | 'word' | 'pair' | 'card' | 'target' | 'round';
  /** the most units one round has, by level */
  unitsPerRound: Readonly<Record<ScoreLevel, number>>;
  /** the most one unit earns: answered right at the first try, without a hint */
  pointsPerUnit: (level: ScoreLevel) => number;
  /**
   * What one hint costs, charged by the frame from the score. A hint that gives a whole unit away
   * (joins the pair, names the group or the word to tap) costs the unit's points; a hint that
   * shows a letter or takes away a wrong option costs less.
   */
  hintCost: (level: ScoreLevel) => number;
  /**
   * What one wrong try costs, charged from the round (ADR 0022): about what a guess earns among
   * the game's choices, so guessing earns nothing on average. Default half a unit.
   */
  wrongTryCost: (level: ScoreLevel) => number;
  /** what a typed near miss earns, by level ('none' where nothing is typed) */
  nearMiss: Readonly<Record<ScoreLevel, NearMissCredit>>;
  /** fastest plausible time for one unit in ms (a fact for the api, generous to fast children) */
  minMsPerUnit: number;
  /** par time for one unit in ms: within it, an accurate round earns the third star */
  parMsPerUnit: number;
}

const byLevel = <T>(easy: T, medium: T, hard: T): Readonly<Record<ScoreLevel, T>> => ({ 1: easy, 2: medium, 3: hard });
const NO_TYPING = byLevel<NearMissCredit>('none', 'none', 'none');
const TYPED_ON_HARD = byLevel<NearMissCredit>('none', 'none', 'partial');
/** one-answer questions (choice, blank, error, picture, audio, phrase): 10 a question, a hint 3 */
const question = (units: Readonly<Record<ScoreLevel, number>>, nearMiss: Readonly<Record<ScoreLevel, NearMissCredit>>, parMsPerUnit: number): GameScoring => ({
  unit: 'question',
  unitsPerRound: units,
  pointsPerUnit: () => 10,
  hintCost: () => 3,
  // a wrong answer costs a question: with three options, guessing six questions earns 4 % of the
  // maximum on average (half a question still left it 11 %), and one slip of six keeps two stars
  wrongTryCost: () => 10,
  nearMiss,
  minMsPerUnit: 1000,
  parMsPerUnit,
});
const ORDER_POINTS = byLevel(10, 15, 20);
const ORDER_HINT = byLevel(3, 5, 6);
const GUESS_LIVES = byLevel(8, 6, 5);

export const GAME_SCORING: Readonly<Record<GameId, GameScoring>> = {
  choice: question(byLevel(6, 8, 10), NO_TYPING, 12_000),
  picture: question(byLevel(6, 8, 10), NO_TYPING, 10_000),
  error: question(byLevel(6, 8, 8), NO_TYPING, 15_000),
  // blank, audio and phrase are typed on hard: a near miss there earns half
  blank: question(byLevel(6, 8, 8), TYPED_ON_HARD, 15_000),
  audio: { ...question(byLevel(6, 8, 8), TYPED_ON_HARD, 15_000), minMsPerUnit: 1500 },
  phrase: question(byLevel(6, 8, 8), TYPED_ON_HARD, 20_000),
  // a hint joins a pair for the player: it costs the pair
  match: {
    unit: 'pair',
    unitsPerRound: byLevel(6, 7, 8),
    pointsPerUnit: () => 10,
    hintCost: () => 10,
    wrongTryCost: () => 5,
    nearMiss: NO_TYPING,
    minMsPerUnit: 1000,
    parMsPerUnit: 12_000,
  },
  // a hint places one letter
  jumble: {
    unit: 'word',
    unitsPerRound: byLevel(5, 8, 10),
    pointsPerUnit: (l) => 10 * l,
    hintCost: (l) => 2 * l,
    wrongTryCost: (l) => 5 * l,
    nearMiss: NO_TYPING,
    minMsPerUnit: 1500,
    parMsPerUnit: 20_000,
  },
  // spelling is the skill: a slip earns half on easy, only "almost" (no points, try again) above
  spell: {
    unit: 'word',
    unitsPerRound: byLevel(5, 7, 10),
    pointsPerUnit: (l) => 10 * l,
    hintCost: (l) => 2 * l,
    wrongTryCost: (l) => 5 * l,
    nearMiss: byLevel<NearMissCredit>('partial', 'almost', 'almost'),
    minMsPerUnit: 2000,
    parMsPerUnit: 25_000,
  },
  // a word found without a miss earns 10 × level plus its lives; a hint shows one letter
  guess: {
    unit: 'word',
    unitsPerRound: byLevel(3, 4, 5),
    pointsPerUnit: (l) => 10 * l + GUESS_LIVES[l],
    hintCost: (l) => 2 * l,
    // a letter not in the word costs a life, worth a point
    wrongTryCost: () => 1,
    nearMiss: NO_TYPING,
    minMsPerUnit: 2000,
    parMsPerUnit: 40_000,
  },
  // a hint shows where a word starts
  search: {
    unit: 'word',
    unitsPerRound: byLevel(6, 8, 12),
    pointsPerUnit: (l) => 10 * l,
    hintCost: (l) => 3 * l,
    wrongTryCost: (l) => 5 * l,
    nearMiss: NO_TYPING,
    minMsPerUnit: 1500,
    parMsPerUnit: 20_000,
  },
  // a hint shows one letter
  cross: {
    unit: 'word',
    unitsPerRound: byLevel(5, 8, 12),
    pointsPerUnit: (l) => 10 * l,
    hintCost: (l) => 2 * l,
    wrongTryCost: (l) => 5 * l,
    nearMiss: NO_TYPING,
    minMsPerUnit: 2000,
    parMsPerUnit: 30_000,
  },
  // a word solved at the first try earns 30 × level; a hint shows the clue
  tile: {
    unit: 'word',
    unitsPerRound: byLevel(3, 3, 3),
    pointsPerUnit: (l) => 30 * l,
    hintCost: (l) => 5 * l,
    // each try after the first costs 5 × level, as the tries left always did
    // another row of tiles is how the game is played: each costs 2 × level
    wrongTryCost: (l) => 2 * l,
    nearMiss: NO_TYPING,
    minMsPerUnit: 3000,
    parMsPerUnit: 60_000,
  },
  // a word ladder climbed to its target; a hint shows the letter to change, or puts in its new letter
  change: {
    unit: 'word',
    unitsPerRound: byLevel(4, 4, 3),
    pointsPerUnit: (l) => 20 * l,
    hintCost: (l) => 5 * l,
    wrongTryCost: (l) => 10 * l,
    nearMiss: NO_TYPING,
    minMsPerUnit: 3000,
    parMsPerUnit: 40_000,
  },
  // a hint shows where both cards of a pair are: it costs the pair
  pair: {
    unit: 'pair',
    unitsPerRound: byLevel(6, 7, 8),
    pointsPerUnit: (l) => 10 * l,
    hintCost: (l) => 10 * l,
    // a slip of memory (a card turned whose partner, or which itself, was seen before) costs half a pair
    wrongTryCost: (l) => 5 * l,
    nearMiss: NO_TYPING,
    minMsPerUnit: 1000,
    parMsPerUnit: 15_000,
  },
  // a hint names the word's group: it costs the card
  group: {
    unit: 'card',
    unitsPerRound: byLevel(6, 9, 12),
    pointsPerUnit: (l) => 10 * l,
    hintCost: (l) => 10 * l,
    // two groups on easy make a guess right half the time: a card put in the wrong group costs two
    // cards, or guessing would pay (one slip in six still keeps two stars)
    wrongTryCost: (l) => 20 * l,
    nearMiss: NO_TYPING,
    minMsPerUnit: 1000,
    parMsPerUnit: 10_000,
  },
  // one target at most per sentence; a hint names a word to tap: it costs the target
  mark: {
    unit: 'target',
    unitsPerRound: byLevel(3, 5, 7),
    pointsPerUnit: (l) => 10 * l,
    hintCost: (l) => 10 * l,
    wrongTryCost: (l) => 5 * l,
    nearMiss: NO_TYPING,
    minMsPerUnit: 700,
    parMsPerUnit: 10_000,
  },
  // a hint puts one piece in place
  stack: {
    unit: 'round',
    unitsPerRound: byLevel(3, 3, 3),
    pointsPerUnit: (l) => ORDER_POINTS[l],
    hintCost: (l) => ORDER_HINT[l],
    wrongTryCost: (l) => Math.ceil(ORDER_POINTS[l] / 2),
    nearMiss: NO_TYPING,
    minMsPerUnit: 3000,
    parMsPerUnit: 40_000,
  },
  reform: {
    unit: 'round',
    unitsPerRound: byLevel(4, 5, 5),
    pointsPerUnit: (l) => ORDER_POINTS[l],
    hintCost: (l) => ORDER_HINT[l],
    wrongTryCost: (l) => Math.ceil(ORDER_POINTS[l] / 2),
    nearMiss: NO_TYPING,
    minMsPerUnit: 3000,
    parMsPerUnit: 40_000,
  },
};

export interface RoundSize {
  level: ScoreLevel;
  /** scored units in the round as played, or (for the api) usable items in the topic: capped at the level's round size */
  itemCount: number;
}

/** The units a round of this size can score: never more than the level's round holds. */
export function scoredUnits(game: GameId, { level, itemCount }: RoundSize): number {
  const count = Number.isFinite(itemCount) ? Math.max(0, Math.floor(itemCount)) : 0;
  return Math.min(count, GAME_SCORING[game].unitsPerRound[level]);
}

/** The most a round can score: every unit right at the first try, without a hint. */
export function maxScore(game: GameId, size: RoundSize): number {
  return scoredUnits(game, size) * GAME_SCORING[game].pointsPerUnit(size.level);
}

/** What one hint costs in this game and level. */
export function hintCost(game: GameId, level: ScoreLevel): number {
  return GAME_SCORING[game].hintCost(level);
}

/** The score after the frame charges the hints: never below zero. */
export function chargeHints(game: GameId, level: ScoreLevel, earned: number, hintsUsed: number): number {
  return Math.max(0, earned - Math.max(0, hintsUsed) * hintCost(game, level));
}

/** What a typed near miss earns in this game and level. */
export function nearMissCredit(game: GameId, level: ScoreLevel): NearMissCredit {
  return GAME_SCORING[game].nearMiss[level];
}

/**
 * The fastest a round that scored `score` could have been played: the units needed to earn it,
 * each at the fastest plausible pace. A fact for the api's time bounds (0 for a score of 0).
 */
export function minPlausibleDurationMs(game: GameId, size: RoundSize & { score: number }): number {
  const scoring = GAME_SCORING[game];
  const perUnit = scoring.pointsPerUnit(size.level);
  const units = Math.min(scoredUnits(game, size), Math.ceil(Math.max(0, size.score) / perUnit));
  return units * scoring.minMsPerUnit;
}

/** Par time for a round: within it, an accurate round earns three stars. */
export function parTimeMs(game: GameId, size: RoundSize): number {
  return Math.max(1, scoredUnits(game, size)) * GAME_SCORING[game].parMsPerUnit;
}
