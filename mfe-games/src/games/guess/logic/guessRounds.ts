import { wordLetters } from '@app/shared';
import type { TopicItem } from '@app/shared';
import type { Level } from '../../common/levels';
import { shuffled, type Rng } from '@app/shared';

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
  return shuffled(items, rng)
    .slice(0, GUESS_LEVELS[level].rounds)
    .map((i) => ({ word: i.word, letters: wordLetters(i.word), clue: i.clue ?? i.meaning ?? i.translations.en, image: i.image }));
}
