import type { Topic, TopicItem } from '@app/shared';
import { itemsForLevel, type Level } from '../../common/levels';
import type { Rng } from '@app/shared';
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
  const words = (i: TopicItem) => sentenceWords(i.sentence!).length;
  // the level's band of the topic's sentences by length (easy the shortest), so easy never gets
  // longer ones than medium (issue 22.4); within it, those of the level's length when there are enough
  const band = itemsForLevel(withSentence, level, Math.max(rounds, Math.ceil(withSentence.length / 3)), rng, words);
  // easy keeps to short sentences when the topic has them, even for a shorter round
  const fits = band.filter((i) => words(i) >= minWords && words(i) <= maxWords);
  const pool = level === 1 && fits.length >= REFORM_MIN_SENTENCES ? fits : band;
  return pool.slice(0, rounds).map((i) => ({ answer: sentenceWords(i.sentence!), ...(level < 3 ? { note: i.word } : {}), word: i.word }));
}
