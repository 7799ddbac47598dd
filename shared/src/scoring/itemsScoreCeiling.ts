import type { ItemOutcome } from './nearMiss';
import { outcomePoints } from './nearMiss';
import { GAME_SCORING, type ScoreLevel } from './gameScoring';
import type { GameId } from './gameIds';

/**
 * The most a round can have scored given what the child did with each item (issue 23.3): every
 * right item earns the game's points for a perfect unit, a near miss what `outcomePoints` gives
 * it, anything else nothing. Hints only lower a score, so they do not enter a ceiling.
 *
 * The api refuses a saved score above this, so a score and the answers sent with it can never
 * disagree. It is the one place that says what items allow: when the fair scoring rule derives
 * a round's score from its items (`roundScore`), this is the function to swap for it.
 */
export function maxScoreForItems(game: GameId, level: ScoreLevel, items: readonly { outcome: ItemOutcome }[]): number {
  const full = GAME_SCORING[game].pointsPerUnit(level);
  return items.reduce((sum, item) => sum + outcomePoints(item.outcome, full), 0);
}
