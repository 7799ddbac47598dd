import { maxScoreForItems, type GameId, type ItemAttempt, type ScoreLevel } from '@app/shared/node';
import { badRequest, type HttpError } from '../../http/httpError';
import type { TopicFacts } from './topicCeilings';

/**
 * Whether the item records sent with a score can be true (issue 23.3, ADR 0030): no more items
 * than a round of that game and level has on that topic, every item a word of the topic, and a
 * score no higher than the items allow (maxScoreForItems, the shared rule). So a saved score and
 * the answers saved with it never disagree. Returns the first problem, or undefined.
 */
export function itemsProblem(items: readonly ItemAttempt[], topic: TopicFacts, game: GameId, level: ScoreLevel, score: number): HttpError | undefined {
  const units = topic.roundUnits(game, level);
  if (items.length > units) {
    return badRequest(`A round of ${game} level ${level} on this topic has at most ${units} items; ${items.length} were sent.`, 'too_many_items', {
      field: 'items',
      maxItems: units,
    });
  }
  const stranger = items.findIndex((item) => !topic.hasWord(item.word));
  if (stranger >= 0) {
    return badRequest(`The word of item ${stranger + 1} is not in the topic ${topic.key}.`, 'item_not_in_topic', { field: `items.${stranger}.word` });
  }
  const allowed = maxScoreForItems(game, level, items);
  if (score > allowed) {
    return badRequest(`A score of ${score} is more than these answers allow (at most ${allowed}).`, 'score_mismatch', { field: 'score', maxScore: allowed });
  }
  return undefined;
}
