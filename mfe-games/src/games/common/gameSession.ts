import {
  accuracyPercent,
  chargeHints,
  isRightFirstTime,
  parTimeMs,
  praiseFor,
  roundOutcome,
  starsFor,
  type GameId,
  type ItemOutcome,
  type Praise,
  type Stars,
} from '@app/shared';
import type { Level } from './levels';

export { accuracyPercent };

/**
 * What the frame tracks around any game: level, clock, score, accuracy, hints, and the review of
 * every item asked. Pure `(state, move) → state` so the frame component only renders it.
 */
export interface GameTally {
  /** points the game awarded, before the frame charges hints */
  score: number;
  /** answers the player got right */
  correct: number;
  /** answers the player gave (right or wrong) */
  attempted: number;
  /** scored units done so far (questions answered, words solved or skipped…), for the HUD's progress */
  done?: number;
  /** scored units the round has (questions, words, pairs…): the HUD's progress, par time and maxScore */
  total?: number;
}

/**
 * One line of the result screen's review: what was asked, the right answer, what the player gave,
 * and what the score payload's `items` are built from (`itemAttemptsOf`).
 */
export interface ReviewItem {
  /** the item's `word` as in the topic (its key there); '' only in reviews saved before words were kept */
  word: string;
  /** what the player saw, as text (a clue, the sentence with a gap); empty when a picture says it */
  prompt: string;
  answer: string;
  /** the last answer given */
  given?: string;
  outcome: ItemOutcome;
  /** the wrong answers given before the last one, oldest first */
  wrong: string[];
  /** wrong tries on this item (a wrong answer, a letter not in the word, a card put in the wrong group…) */
  wrongTries: number;
  /** hints used on this item (the frame fills this in from the hint presses since the last item) */
  hints: number;
  /** a picture id, shown beside the line */
  image?: string;
  /** the round's elapsed time when the item was recorded (the frame fills it in; the item's `ms` derives from it) */
  at: number;
}

/**
 * What a game passes to `recordItem`: the item's topic `word`, what was asked and answered, and the
 * wrong answers and tries along the way. `hints` defaults to the hints pressed since the last item;
 * `wrong` and `wrongTries` to none (`wrongTries` is at least the number of `wrong` answers).
 */
export type ItemReport = Omit<ReviewItem, 'hints' | 'wrong' | 'wrongTries' | 'at'> & { hints?: number; wrong?: string[]; wrongTries?: number };

interface Played extends GameTally {
  game: GameId;
  level: Level;
  seed: number;
  hintsUsed: number;
  /** hints pressed since the last recorded item: they belong to the next one */
  hintsPending: number;
  items: ReviewItem[];
}

export type GameSession =
  | { phase: 'choosing' }
  | ({ phase: 'playing'; startedAt: number; elapsedBefore: number; restored?: unknown } & Played)
  | ({ phase: 'finished'; durationMs: number } & Played);

export interface ResumeSnapshot extends GameTally {
  elapsedMs: number;
  hintsUsed: number;
  hintsPending?: number;
  items?: ReviewItem[];
  state: unknown;
}

export type SessionMove =
  | { type: 'start'; game: GameId; level: Level; seed: number; now: number; resume?: ResumeSnapshot }
  | ({ type: 'report' } & GameTally)
  | { type: 'hint' }
  /** the hint handler gave nothing (nothing left to show): the press is not charged */
  | { type: 'hintRefund' }
  /** `now` is the clock when the item was recorded: the item's time runs from the item before it */
  | { type: 'item'; item: ItemReport; now: number }
  | ({ type: 'finish'; now: number } & GameTally)
  | { type: 'again' };

export const INITIAL_SESSION: GameSession = { phase: 'choosing' };

export function elapsedMs(session: GameSession, now: number): number {
  if (session.phase === 'playing') return session.elapsedBefore + Math.max(0, now - session.startedAt);
  if (session.phase === 'finished') return session.durationMs;
  return 0;
}

/**
 * The score the player sees and the api receives. When the game records its items (every game
 * does), it is the shared fair rule over them (`roundOutcome`, ADR 0022): the one the api checks.
 * Otherwise what the game awarded, less every hint's cost.
 */
export function chargedScore(session: GameSession): number {
  if (session.phase === 'choosing') return 0;
  if (session.items.length > 0) return roundOutcome(session.game, session.level, session.items, { units: roundUnits(session) }).score;
  return chargeHints(session.game, session.level, session.score, session.hintsUsed);
}

/**
 * First-try accuracy: items right at the first try with no hint, out of the round's units (from
 * the review when the game records items). Otherwise from the game's tally, where each hint
 * un-counts one right answer, so pressing only the hint button never gives 100 %.
 */
export function sessionAccuracy(session: GameSession): { correct: number; attempted: number; percent: number } {
  if (session.phase === 'choosing') return { correct: 0, attempted: 0, percent: 0 };
  const tally =
    session.items.length > 0
      ? {
          correct: session.items.filter(isRightFirstTime).length,
          attempted: Math.max(session.items.length, session.phase === 'finished' ? roundUnits(session) : 0),
        }
      : { correct: Math.max(0, session.correct - session.hintsUsed), attempted: session.attempted };
  return { ...tally, percent: accuracyPercent(tally) };
}

/** The units the round has: what the game said, else the items it recorded, else its answers. */
export function roundUnits(session: GameSession): number {
  if (session.phase === 'choosing') return 0;
  return session.total ?? (session.items.length || session.attempted);
}

export interface RoundResult {
  score: number;
  accuracy: number;
  stars: Stars;
  praise: Praise;
  /** the most the round could score, on the units it was judged on (pair: the pairs memory found) */
  maxScore?: number;
}

/** Stars and praise for a finished round: the shared rule over its items (score, first-try accuracy, time). */
export function roundResult(session: Extract<GameSession, { phase: 'finished' }>): RoundResult {
  if (session.items.length > 0) {
    const r = roundOutcome(session.game, session.level, session.items, { units: roundUnits(session), durationMs: session.durationMs });
    return { score: r.score, accuracy: r.accuracy, stars: r.stars, praise: r.praise, maxScore: r.maxScore };
  }
  const score = chargedScore(session);
  const accuracy = sessionAccuracy(session).percent;
  const parMs = parTimeMs(session.game, { level: session.level, itemCount: roundUnits(session) });
  const stars = starsFor({ accuracy, durationMs: session.durationMs, parMs });
  // a round with no review has only its tally: stars that say more than its score are not given
  return { score, accuracy, stars, praise: praiseFor({ stars, score }) };
}

const tallyOf = (m: GameTally): GameTally => ({
  score: Math.max(0, m.score),
  correct: m.correct,
  attempted: m.attempted,
  ...(m.done !== undefined ? { done: m.done } : {}),
  ...(m.total !== undefined ? { total: m.total } : {}),
});

export function nextSession(session: GameSession, move: SessionMove): GameSession {
  switch (move.type) {
    case 'start': {
      const r = move.resume;
      return {
        phase: 'playing',
        game: move.game,
        level: move.level,
        seed: move.seed,
        startedAt: move.now,
        elapsedBefore: r ? Math.max(0, r.elapsedMs) : 0,
        hintsUsed: r?.hintsUsed ?? 0,
        hintsPending: r?.hintsPending ?? 0,
        items: r?.items ?? [],
        ...tallyOf(r ?? { score: 0, correct: 0, attempted: 0 }),
        restored: r?.state,
      };
    }
    case 'report':
      if (session.phase !== 'playing') return session;
      return { ...session, ...tallyOf(move) };
    case 'hint':
      if (session.phase !== 'playing') return session;
      return { ...session, hintsUsed: session.hintsUsed + 1, hintsPending: session.hintsPending + 1 };
    case 'hintRefund':
      if (session.phase !== 'playing' || session.hintsPending <= 0) return session;
      return { ...session, hintsUsed: session.hintsUsed - 1, hintsPending: session.hintsPending - 1 };
    case 'item': {
      if (session.phase !== 'playing') return session;
      const wrong = move.item.wrong ?? [];
      const item: ReviewItem = {
        ...move.item,
        wrong,
        wrongTries: Math.max(wrong.length, move.item.wrongTries ?? 0),
        hints: move.item.hints ?? session.hintsPending,
        at: elapsedMs(session, move.now),
      };
      return { ...session, items: [...session.items, item], hintsPending: 0 };
    }
    case 'finish': {
      if (session.phase !== 'playing') return session;
      const { startedAt: _s, elapsedBefore: _e, restored: _r, phase: _p, ...played } = session;
      return { ...played, ...tallyOf(move), phase: 'finished', durationMs: elapsedMs(session, move.now) };
    }
    case 'again':
      return INITIAL_SESSION;
    default:
      return session;
  }
}
