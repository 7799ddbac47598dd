import type { Topic, TopicItem } from '../content/topicSchema';
import { wordLetters } from '../text/letters';
import { splitSentence } from '../text/sentenceGap';
import { hasWordLadder } from '../text/wordLadder';
import type { GameId } from './gameIds';
import { maxScore, type ScoreLevel } from './gameScoring';

/**
 * A single word of 2–12 letters fits a grid, tiles or a keypad. Letters only: a hyphen or an
 * apostrophe (rumah-rumah, don't) is not a cell a child can find or type.
 */
export function isGridWord(word: string): boolean {
  if (!/^[\p{L}\p{M}]+$/u.test(word.normalize('NFC').trim())) return false;
  const n = wordLetters(word).length;
  return n >= 2 && n <= 12;
}

const hasPrompt = (item: TopicItem): boolean => Boolean(item.clue || item.meaning || item.image || item.audio || item.translations.en);

/** Two categories of two or more words each: what a sorting game needs. */
function twoCategories(topic: Pick<Topic, 'items'>): boolean {
  const counts = new Map<string, number>();
  for (const i of topic.items) if (i.category) counts.set(i.category, (counts.get(i.category) ?? 0) + 1);
  return [...counts.values()].filter((n) => n >= 2).length >= 2;
}

export interface GameItemRule {
  /** whether an item can be used by this game */
  accepts(item: TopicItem): boolean;
  /** how many usable items the game needs to make a round */
  minItems: number;
  /** a whole-topic condition beyond counting items */
  playable?: (topic: Pick<Topic, 'items'>) => boolean;
}

/** What each game needs from a topic's items: the hub offers a game only when the topic can feed it. */
export const GAME_ITEM_RULES: Readonly<Record<GameId, GameItemRule>> = {
  search: { accepts: (i) => isGridWord(i.word), minItems: 5 },
  cross: { accepts: (i) => isGridWord(i.word) && Boolean(i.clue || i.meaning), minItems: 5 },
  jumble: { accepts: (i) => isGridWord(i.word), minItems: 5 },
  guess: { accepts: (i) => isGridWord(i.word), minItems: 3 },
  spell: { accepts: (i) => isGridWord(i.word) && hasPrompt(i), minItems: 5 },
  blank: { accepts: (i) => i.sentence !== undefined && splitSentence(i.sentence, i.word) !== undefined, minItems: 4 },
  error: { accepts: (i) => i.misspellings.length > 0, minItems: 4 },
  choice: { accepts: (i) => Boolean(i.meaning || i.clue || i.image || i.translations.en), minItems: 4 },
  match: { accepts: (i) => Boolean(i.meaning || i.translations.en || i.translations.bm || i.translations.ta), minItems: 4 },
  picture: { accepts: (i) => Boolean(i.image), minItems: 4 },
  audio: { accepts: (i) => Boolean(i.audio), minItems: 4 },
  pair: { accepts: (i) => Boolean(i.image || i.meaning || i.translations.en || i.translations.ta || i.translations.bm), minItems: 4 },
  stack: { accepts: (i) => i.word.trim().length > 0, minItems: 4 },
  reform: { accepts: (i) => Boolean(i.sentence) && (i.sentence ?? '').trim().split(/\s+/).length >= 3, minItems: 2 },
  // minItems counts words with a category
  group: { accepts: (i) => Boolean(i.category), minItems: 4, playable: twoCategories },
  mark: { accepts: (i) => Boolean(i.sentence), minItems: 3 },
  // a word ladder from a start word to the item's word
  change: { accepts: hasWordLadder, minItems: 3 },
  tile: { accepts: (i) => isGridWord(i.word), minItems: 3 },
  phrase: { accepts: (i) => i.tags.includes('phrase') && Boolean(i.sentence), minItems: 3 },
};

/** The items of `topic` a game can use. */
export function gameItems(game: GameId, topic: Pick<Topic, 'items'>): TopicItem[] {
  return topic.items.filter((item) => GAME_ITEM_RULES[game].accepts(item));
}

/** Whether a topic can feed a game at all. */
export function canPlayTopic(game: GameId, topic: Pick<Topic, 'items'>): boolean {
  const rule = GAME_ITEM_RULES[game];
  return gameItems(game, topic).length >= rule.minItems && (rule.playable?.(topic) ?? true);
}

/**
 * The most a round of `game` at `level` on `topic` can score: the api's ceiling for a saved score.
 * A round never has more units than the topic has usable items, nor more than the level holds.
 */
export function maxScoreForTopic(game: GameId, level: ScoreLevel, topic: Pick<Topic, 'items'>): number {
  if (!canPlayTopic(game, topic)) return 0;
  return maxScore(game, { level, itemCount: gameItems(game, topic).length });
}
