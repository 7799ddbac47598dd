import { GAME_ITEM_RULES, quizCategoryOf, type GameId, type QuizCategory, type Topic, type TopicItem } from '@app/shared';
import { isGridWord } from './gridWord';
import type { IconName } from './icons/Icon';
import { GAME_LIST } from '../gameList';

export { isGridWord };
export type { GameId };

/**
 * Every game this remote plays (derived from games/gameList.ts), what it needs from a topic's
 * items, and how many such items.
 * The hub offers a game only when `gamesForTopic` says the topic can feed it. What each game
 * accepts lives in `@app/shared` (GAME_ITEM_RULES) so the api computes the same score ceiling.
 */
export interface GameDefinition {
  id: GameId;
  /** the quiz_category of the score and progress records */
  quizCategory: QuizCategory;
  /** the route of the game page, played with `?topic=<key>` */
  path: string;
  /** the picture on the hub card (decorative: the title is the label) */
  icon: IconName;
  /** whether an item can be used by this game */
  accepts(item: TopicItem): boolean;
  /** how many usable items the game needs to make a round */
  minItems: number;
  /** whether the game offers hints (the frame shows the hint button) */
  hints: boolean;
  /** a whole-topic condition beyond counting items (e.g. group needs two categories) */
  playable?: (topic: Pick<Topic, 'items'>) => boolean;
}

/** The games of GAME_LIST (../gameList.ts), in hub order, with what they need from a topic. */
export const GAMES: readonly GameDefinition[] = GAME_LIST.map(({ id, icon }) => ({
  id,
  icon,
  quizCategory: quizCategoryOf(id),
  path: `/${id}`,
  hints: true,
  ...GAME_ITEM_RULES[id],
}));

export function gameById(id: string): GameDefinition | undefined {
  return GAMES.find((g) => g.id === id);
}

export function gameByCategory(category: string): GameDefinition | undefined {
  return GAMES.find((g) => g.quizCategory === category);
}

/** The items of `topic` a game can use (parse once, memoise in the component). */
export function usableItems(game: GameDefinition, topic: Pick<Topic, 'items'>): TopicItem[] {
  return topic.items.filter((item) => game.accepts(item));
}

/** The games a topic can feed, in hub order. */
export function gamesForTopic(topic: Pick<Topic, 'items'>): GameDefinition[] {
  return GAMES.filter((g) => usableItems(g, topic).length >= g.minItems && (g.playable?.(topic) ?? true));
}
