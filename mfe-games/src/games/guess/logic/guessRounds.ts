import { wordLetters } from '@app/shared';
import type { TopicItem } from '@app/shared';
import type { Level } from '../../common/levels';
import type { Rng } from '@app/shared';
import { itemsForLevel } from '../../common/levels';

export interface GuessRound {
  word: string;
  letters: string[];
  clue?: string;
  image?: string;
}

/** Easy: 3 words, 8 lives, first letter shown. Medium: 4 words, 6 lives. Hard: 5 words, 5 lives. */
export const GUESS_LEVELS: Readonly<Record<Level, { rounds: number; lives: number; showFirst: boolean }>> = {
  1: { rounds: 3, lives: 8, showFirst: true },
  2: { rounds: 4, lives: 6, showFirst: false },
  3: { rounds: 5, lives: 5, showFirst: false },
};

export function buildGuessRounds(items: readonly TopicItem[], level: Level, rng: Rng): GuessRound[] {
  // harder levels take the topic's longer words (issue 22.4)
  return itemsForLevel(items, level, GUESS_LEVELS[level].rounds, rng).map((i) => ({
    word: i.word,
    letters: wordLetters(i.word),
    clue: i.clue ?? i.meaning ?? i.translations.en,
    image: i.image,
  }));
}
