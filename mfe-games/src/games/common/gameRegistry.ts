import type { QuizCategory, Topic, TopicItem } from '@app/shared';
import { wordLetters } from '@app/shared/src/text/letters';
import { isGridWord } from './gridWord';

export { isGridWord };

/**
 * Every game this remote plays, what it needs from a topic's items, and how many such items.
 * The hub offers a game only when `gamesForTopic` says the topic can feed it (DESIGN.md §6).
 */
export type GameId = 'search' | 'blank' | 'error' | 'jumble' | 'guess' | 'choice' | 'match' | 'spell' | 'cross' | 'picture' | 'audio' | 'phrase' | 'tile' | 'pair' | 'stack' | 'reform' | 'group' | 'mark' | 'change';

export interface GameDefinition {
  id: GameId;
  /** SPEC.md §3 quiz_category of the score and progress records */
  quizCategory: QuizCategory;
  /** the route of the game page, played with `?topic=<key>` */
  path: string;
  /** an emoji shown on the hub card (decorative: the title is the label) */
  icon: string;
  /** whether an item can be used by this game */
  accepts(item: TopicItem): boolean;
  /** how many usable items the game needs to make a round */
  minItems: number;
  /** whether the game offers hints (the frame shows the hint button) */
  hints: boolean;
  /** a whole-topic condition beyond counting items (e.g. group needs two categories) */
  playable?: (topic: Pick<Topic, 'items'>) => boolean;
}


const hasPrompt = (item: TopicItem): boolean => Boolean(item.clue || item.meaning || item.image || item.audio || item.translations.en);

export const GAMES: readonly GameDefinition[] = [
  { id: 'search', quizCategory: 'Search', path: '/search', icon: '🔍', accepts: (i) => isGridWord(i.word), minItems: 5, hints: true },
  { id: 'cross', quizCategory: 'Cross', path: '/cross', icon: '✏️', accepts: (i) => isGridWord(i.word) && Boolean(i.clue || i.meaning), minItems: 5, hints: true },
  { id: 'jumble', quizCategory: 'Jumble', path: '/jumble', icon: '🔀', accepts: (i) => isGridWord(i.word), minItems: 5, hints: true },
  { id: 'guess', quizCategory: 'Guess', path: '/guess', icon: '❓', accepts: (i) => isGridWord(i.word), minItems: 3, hints: true },
  { id: 'spell', quizCategory: 'Spell', path: '/spell', icon: '🔤', accepts: (i) => isGridWord(i.word) && hasPrompt(i), minItems: 5, hints: true },
  {
    id: 'blank', quizCategory: 'Blank', path: '/blank', icon: '📝',
    accepts: (i) => Boolean(i.sentence && i.sentence.normalize('NFC').includes(i.word.normalize('NFC'))), minItems: 4, hints: true,
  },
  { id: 'error', quizCategory: 'Error', path: '/error', icon: '🧐', accepts: (i) => i.misspellings.length > 0, minItems: 4, hints: true },
  { id: 'choice', quizCategory: 'Choice', path: '/choice', icon: '☑️', accepts: (i) => Boolean(i.meaning || i.clue || i.image || i.translations.en), minItems: 4, hints: true },
  { id: 'match', quizCategory: 'Match', path: '/match', icon: '🔗', accepts: (i) => Boolean(i.meaning || i.translations.en || i.translations.bm || i.translations.ta), minItems: 4, hints: true },
  { id: 'picture', quizCategory: 'Picture', path: '/picture', icon: '🖼️', accepts: (i) => Boolean(i.image), minItems: 4, hints: true },
  { id: 'audio', quizCategory: 'Audio', path: '/audio', icon: '🔊', accepts: (i) => Boolean(i.audio), minItems: 4, hints: true },
  { id: 'pair', quizCategory: 'Pair', path: '/pair', icon: '🃏', accepts: (i) => Boolean(i.image || i.meaning || i.translations.en || i.translations.ta || i.translations.bm), minItems: 4, hints: true },
  { id: 'stack', quizCategory: 'Stack', path: '/stack', icon: '🪜', accepts: (i) => i.word.trim().length > 0, minItems: 4, hints: true },
  { id: 'reform', quizCategory: 'Reform', path: '/reform', icon: '🧩', accepts: (i) => Boolean(i.sentence) && (i.sentence ?? '').trim().split(/\s+/).length >= 3, minItems: 2, hints: true },
  // needs two categories of two or more words; minItems counts words with a category
  {
    id: 'group', quizCategory: 'Group', path: '/group', icon: '🗂️', accepts: (i) => Boolean(i.category), minItems: 4, hints: true,
    playable: (topic) => new Set(topic.items.filter((i) => i.category && topic.items.filter((o) => o.category === i.category).length >= 2).map((i) => i.category)).size >= 2,
  },
  { id: 'mark', quizCategory: 'Mark', path: '/mark', icon: '🖍️', accepts: (i) => Boolean(i.sentence), minItems: 3, hints: true },
  {
    id: 'change', quizCategory: 'Change', path: '/change', icon: '🔁', hints: true, minItems: 3,
    // a misspelling of the same length in letters, one or two letters away
    accepts: (i) => i.misspellings.some((m) => {
      const a = wordLetters(m);
      const b = wordLetters(i.word);
      const diff = a.length === b.length ? a.filter((l, k) => l !== b[k]).length : 0;
      return diff >= 1 && diff <= 2;
    }),
  },
  { id: 'tile', quizCategory: 'Tile', path: '/tile', icon: '🟩', accepts: (i) => isGridWord(i.word), minItems: 3, hints: true },
  { id: 'phrase', quizCategory: 'Phrase', path: '/phrase', icon: '💬', accepts: (i) => i.tags.includes('phrase') && Boolean(i.sentence), minItems: 3, hints: true },
];

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
