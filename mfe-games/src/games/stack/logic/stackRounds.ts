import type { Language, Topic } from '@app/shared';
import { languageTag } from '@app/shared';
import type { Level } from '../../common/levels';
import { type Rng, shuffled } from '@app/shared';
import { distinctItems } from '../../choice/logic/topicWords';
import type { OrderRound } from './orderRounds';

export const STACK_LEVELS: Record<Level, { rounds: number; pieces: number }> = {
  1: { rounds: 3, pieces: 4 },
  2: { rounds: 3, pieces: 5 },
  3: { rounds: 3, pieces: 7 },
};

/** Dictionary order in the topic's language (Tamil: அ ஆ இ … then க ங ச …, as ICU collates it). */
export function alphabetical(words: string[], language: Language): string[] {
  const collator = new Intl.Collator(languageTag(language), { sensitivity: 'base' });
  return [...words].sort(collator.compare);
}

/**
 * Stack (docs/architecture.md "Games"): an ordered topic (days, months, numbers…) gives runs in the topic's own
 * order; any other topic gives words to put in alphabetical order.
 */
export function buildStackRounds(topic: Topic, level: Level, rng: Rng): { mode: 'sequence' | 'alphabetical'; rounds: OrderRound[] } {
  const { rounds, pieces } = STACK_LEVELS[level];
  const words = distinctItems(topic.items).map((i) => i.word);
  const size = Math.min(pieces, words.length);
  if (topic.ordered) {
    const starts = shuffled(
      Array.from({ length: Math.max(1, words.length - size + 1) }, (_, i) => i),
      rng,
    ).slice(0, rounds);
    return { mode: 'sequence', rounds: starts.map((s) => ({ answer: words.slice(s, s + size), word: words[s]! })) };
  }
  return {
    mode: 'alphabetical',
    rounds: Array.from({ length: rounds }, () => {
      const answer = alphabetical(shuffled(words, rng).slice(0, size), topic.language);
      return { answer, word: answer[0]! };
    }),
  };
}
