import { wordLetters } from '@app/shared';
import type { TopicItem } from '@app/shared';
import type { Level } from '../../common/levels';
import { shuffled, type Rng } from '@app/shared';

export interface SpellRound {
  word: string;
  letters: string[];
  clue?: string;
  image?: string;
  audio?: string;
}

/**
 * Easy: 5 words with picture, clue and sound. Medium: 7 words, clue and sound. Hard: 10 words,
 * sound (or clue) only. How near a slip may be, and what it earns, is the shared scoring rule.
 */
export const SPELL_LEVELS: Readonly<Record<Level, { rounds: number; picture: boolean; clue: boolean }>> = {
  1: { rounds: 5, picture: true, clue: true },
  2: { rounds: 7, picture: false, clue: true },
  3: { rounds: 10, picture: false, clue: false },
};

export function buildSpellRounds(items: readonly TopicItem[], level: Level, rng: Rng): SpellRound[] {
  const cfg = SPELL_LEVELS[level];
  return shuffled(items, rng)
    .slice(0, cfg.rounds)
    .map((i) => {
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
