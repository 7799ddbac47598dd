import type { Topic, TopicItem } from '@app/shared';
import type { Level } from '../../common/levels';
import { type Rng, shuffled } from '@app/shared';
import type { OrderRound } from '../../stack/logic/orderRounds';

/** Sentences split into words at spaces (words, not letters: a Tamil word keeps all its letters). */
export function sentenceWords(sentence: string): string[] {
  return sentence.normalize('NFC').trim().split(/\s+/).filter(Boolean);
}

export const REFORM_LEVELS: Record<Level, { rounds: number; minWords: number; maxWords: number }> = {
  1: { rounds: 4, minWords: 3, maxWords: 4 },
  2: { rounds: 5, minWords: 3, maxWords: 6 },
  3: { rounds: 5, minWords: 4, maxWords: 12 },
};

export const REFORM_MIN_SENTENCES = 2;

export const canReform = (item: TopicItem) => Boolean(item.sentence) && sentenceWords(item.sentence ?? '').length >= 3;

/** Reform (docs/architecture.md "Games"): rebuild each example sentence from its shuffled words. */
export function buildReformRounds(topic: Topic, level: Level, rng: Rng): OrderRound[] {
  const { rounds, minWords, maxWords } = REFORM_LEVELS[level];
  const withSentence = topic.items.filter(canReform);
  const fits = withSentence.filter((i) => {
    const n = sentenceWords(i.sentence!).length;
    return n >= minWords && n <= maxWords;
  });
  // sentences of the level's length when there are enough to play; otherwise any sentence
  const pool = fits.length >= REFORM_MIN_SENTENCES ? fits : withSentence;
  // the note names the sentence's word in the topic's own language (another language would be
  // English on a Tamil screen, and gives nothing a child needs to order the words)
  return shuffled(pool, rng)
    .slice(0, rounds)
    .map((i) => ({ answer: sentenceWords(i.sentence!), note: i.word, word: i.word }));
}
