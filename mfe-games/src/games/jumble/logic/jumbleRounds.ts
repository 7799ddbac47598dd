import { shuffleLetters, wordLetters } from '@app/shared';
import type { TopicItem } from '@app/shared';
import type { Level } from '../../common/levels';
import type { Rng } from '@app/shared';
import { itemsForLevel } from '../../common/levels';

/** One jumble: the word, its letters, and the tiles (its letters, never in the original order). */
export interface JumbleRound {
  word: string;
  letters: string[];
  tiles: string[];
  clue?: string;
  image?: string;
}

/**
 * Easy: 5 short words with a clue and picture; medium: 8 words, the clue only; hard: 10 long
 * words, no clue shown until a hint. A small topic plays the same words on every level, so what
 * is shown must differ too (issue 22.4).
 */
export const JUMBLE_LEVELS: Readonly<Record<Level, { rounds: number; maxLetters: number; showClue: boolean; showPicture: boolean }>> = {
  1: { rounds: 5, maxLetters: 5, showClue: true, showPicture: true },
  2: { rounds: 8, maxLetters: 8, showClue: true, showPicture: false },
  3: { rounds: 10, maxLetters: 12, showClue: false, showPicture: false },
};

export function buildJumbleRounds(items: readonly TopicItem[], level: Level, rng: Rng): JumbleRound[] {
  const cfg = JUMBLE_LEVELS[level];
  // two tiles make a coin toss, not a puzzle: words of three letters or more when the topic has a round of them
  const three = items.filter((i) => wordLetters(i.word).length >= 3);
  const usable = three.length >= JUMBLE_LEVELS[1].rounds ? three : items.filter((i) => wordLetters(i.word).length >= 2);
  const fitting = usable.filter((i) => wordLetters(i.word).length <= cfg.maxLetters);
  const pool = fitting.length >= cfg.rounds ? fitting : usable;
  // harder levels take the topic's longer words (issue 22.4)
  return itemsForLevel(pool, level, cfg.rounds, rng).map((item) => ({
    word: item.word,
    letters: wordLetters(item.word),
    tiles: shuffleLetters(wordLetters(item.word).join(''), rng),
    clue: item.clue ?? item.meaning ?? item.translations.en,
    image: item.image,
  }));
}
