import { wordLetters } from '@app/shared';
import type { TopicItem } from '@app/shared';
import type { Level } from '../../common/levels';
import type { Rng } from '@app/shared';
import { itemsForLevel } from '../../common/levels';

export interface SpellRound {
  word: string;
  letters: string[];
  clue?: string;
  image?: string;
  audio?: string;
}

/**
 * Easy: 5 words with picture, clue and sound. Medium: 7 words, clue and sound. Hard: 10 words,
 * sound (or clue) only, and one try a word (a small topic without sounds plays the same words
 * and clues on medium and hard, so the tries must differ: issue 22.4). How near a slip may be,
 * and what it earns, is the shared scoring rule.
 */
export const SPELL_LEVELS: Readonly<Record<Level, { rounds: number; picture: boolean; clue: boolean; tries: number }>> = {
  1: { rounds: 5, picture: true, clue: true, tries: 2 },
  2: { rounds: 7, picture: false, clue: true, tries: 2 },
  3: { rounds: 10, picture: false, clue: false, tries: 1 },
};

export function buildSpellRounds(items: readonly TopicItem[], level: Level, rng: Rng): SpellRound[] {
  const cfg = SPELL_LEVELS[level];
  // harder levels take the topic's longer words (issue 22.4)
  return itemsForLevel(items, level, cfg.rounds, rng).map((i) => {
    const clue = i.clue ?? i.meaning ?? i.translations.en;
    // Hard hides the clue only when there is a sound to go by.
    const showClue = cfg.clue || !i.audio;
    return {
      word: i.word,
      letters: wordLetters(i.word),
      clue: showClue ? clue : undefined,
      image: cfg.picture || (!clue && !i.audio) ? i.image : undefined,
      audio: i.audio,
    };
  });
}
