import { GAME_SCORING, minPlausibleDurationMs, type ScoreLevel } from '../scoring/gameScoring';
import type { GameId } from '../scoring/gameIds';
import type { ItemOutcome } from '../scoring/nearMiss';

/**
 * A few items answered faster than the floor are real (a child who knows the word taps at
 * once); a round where more than this share of the answered items were is not played by a child.
 */
export const FAST_ITEM_SHARE_ALLOWED = 0.25;

export type RoundTimeProblem = 'items_too_fast' | 'round_too_fast';

export interface RoundTimeClaim {
  score: number;
  /** the round's elapsed time as the game measured it */
  durationMs: number;
  /** scored units a round of this game and level has on the topic (the api's topic facts) */
  roundUnits: number;
  /** the per-item records, when the game sent them (each item's time in ms) */
  items?: readonly { outcome: ItemOutcome; ms: number }[];
}

export interface RoundTimeVerdict {
  /** null: the time is believable; otherwise why the score stays off the boards */
  problem: RoundTimeProblem | null;
  /** the least time the round could have taken, in ms */
  floorMs: number;
  /** answered items under the per-item floor */
  fastItems: number;
}

/**
 * Whether a round was played in a time a child could play it (issue 21.4): the per-unit floor
 * is the shared scoring rule's `minMsPerUnit` (1 s a question, 3 s a pair, …: generous to fast
 * children). With item records, the answered items together take at least their floors, at most
 * a quarter of them are under it, and the round lasts at least as long as its items' floors;
 * without them (an older app), the round lasts at least `minPlausibleDurationMs` for its score.
 * A score of 0 is always believable. Skipped items have no floor.
 */
export function roundTimeVerdict(game: GameId, level: ScoreLevel, claim: RoundTimeClaim): RoundTimeVerdict {
  const perItem = GAME_SCORING[game].minMsPerUnit;
  if (claim.score <= 0) return { problem: null, floorMs: 0, fastItems: 0 };
  if (!claim.items) {
    const floorMs = minPlausibleDurationMs(game, { level, itemCount: claim.roundUnits, score: claim.score });
    return { problem: claim.durationMs < floorMs ? 'round_too_fast' : null, floorMs, fastItems: 0 };
  }
  const answered = claim.items.filter((item) => item.outcome !== 'skipped');
  const floorMs = answered.length * perItem;
  const fastItems = answered.filter((item) => item.ms < perItem).length;
  const itemsMs = answered.reduce((sum, item) => sum + item.ms, 0);
  if (itemsMs < floorMs || fastItems > Math.floor(answered.length * FAST_ITEM_SHARE_ALLOWED)) return { problem: 'items_too_fast', floorMs, fastItems };
  if (claim.durationMs < floorMs) return { problem: 'round_too_fast', floorMs, fastItems };
  return { problem: null, floorMs, fastItems };
}
