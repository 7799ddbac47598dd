import { shuffleLetters, wordLetters } from '@app/shared';
import type { TopicItem } from '@app/shared';
import type { Level } from '../../common/levels';
import { shuffled, type Rng } from '@app/shared';

/** One jumble: the word, its letters, and the tiles (its letters, never in the original order). */
export interface JumbleRound {
  word: string;
  letters: string[];
  tiles: string[];
  clue?: string;
  image?: string;
}

/** Easy: 5 short words with a clue; medium: 8 words; hard: 10 words, no clue shown until a hint. */
export const JUMBLE_LEVELS: Readonly<Record<Level, { rounds: number; maxLetters: number; showClue: boolean }>> = {
  1: { rounds: 5, maxLetters: 5, showClue: true },
  2: { rounds: 8, maxLetters: 8, showClue: true },
  3: { rounds: 10, maxLetters: 12, showClue: false },
};

export function buildJumbleRounds(items: readonly TopicItem[], level: Level, rng: Rng): JumbleRound[] {
  const cfg = JUMBLE_LEVELS[level];
  const fitting = items.filter((i) => wordLetters(i.word).length <= cfg.maxLetters && wordLetters(i.word).length >= 2);
  const pool = fitting.length >= cfg.rounds ? fitting : items.filter((i) => wordLetters(i.word).length >= 2);
  return shuffled(pool, rng)
    .slice(0, cfg.rounds)
    .map((item) => ({
      word: item.word,
      letters: wordLetters(item.word),
      tiles: shuffleLetters(wordLetters(item.word).join(''), rng),
      clue: item.clue ?? item.meaning ?? item.translations.en,
      image: item.image,
    }));
}
