import type { GameId } from './gameIds';
import type { ScoreLevel } from './gameScoring';
import { roundScore, type RoundItem } from './roundOutcome';

/**
 * The most a round can have scored given what the child did with each item (issue 23.3): the
 * round's score by the fair rule (`roundScore`, ADR 0022) — right at the first try earns the
 * unit, a retry or a near miss at most half, a hinted item at most a quarter, every wrong try
 * costs. The client shows and sends exactly this, so the api refuses anything above it and a
 * score and the answers sent with it can never disagree.
 */
export function maxScoreForItems(game: GameId, level: ScoreLevel, items: readonly RoundItem[]): number {
  return roundScore(game, level, items);
}
