import type { GameId, ItemAttempt, ScoreLevel } from '@app/shared/node';
import { badRequest, type HttpError } from '../../http/httpError';
import type { TopicFacts } from './topicCeilings';

/**
 * Whether the item records sent with a score can be true (issue 23.3, ADR 0030): no more items
 * than a round of that game and level has on that topic, and every item a word of the topic.
 * (The score saved is what the items allow at most: saveQuizScore.) Returns the first problem.
 */
export function itemsProblem(items: readonly ItemAttempt[], topic: TopicFacts, game: GameId, level: ScoreLevel): HttpError | undefined {
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
  return undefined;
}
