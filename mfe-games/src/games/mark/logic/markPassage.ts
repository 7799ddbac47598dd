import { letters, type TopicItem } from '@app/shared';
import type { Level } from '../../common/levels';
import { type Rng, shuffled } from '../../common/seededRandom';
import { sentenceWords } from '../../reform/logic/reformRounds';
import { groupsOf } from '../../group/logic/groupRound';

export const MARK_LEVELS: Record<Level, { sentences: number }> = { 1: { sentences: 3 }, 2: { sentences: 5 }, 3: { sentences: 7 } };

export interface PassageToken {
  text: string;
  /** part of what the player must tap */
  target: boolean;
}

export interface MarkPassage {
  /** the kind to tap: a category name, or null for "words of this topic" */
  kind: string | null;
  sentences: PassageToken[][];
}

const strip = (token: string) => token.replace(/[\p{P}\p{S}]+$/u, '').replace(/^[\p{P}\p{S}]+/u, '');

/**
 * The token of a sentence that holds the item's word: the word itself or the word with a suffix
 * (Tamil பூனைக்கு, Malay kucingnya), compared letter by letter so a suffix never splits a letter.
 */
export function wordTokenIndex(tokens: string[], word: string): number {
  const w = letters(word.normalize('NFC').toLocaleLowerCase());
  return tokens.findIndex((token) => {
    const t = letters(strip(token).toLocaleLowerCase());
    return t.length >= w.length && w.every((l, i) => t[i] === l);
  });
}

/**
 * Mark (DESIGN.md §6): a passage of the topic's example sentences. With two or more categories
 * the player taps every word of one category (the others are distractors); otherwise every topic
 * word.
 */
export function buildMarkPassage(items: readonly TopicItem[], level: Level, rng: Rng): MarkPassage {
  const usable = items.filter((i) => i.sentence && wordTokenIndex(sentenceWords(i.sentence), i.word) >= 0);
  const groups = groupsOf(usable);
  const kind = groups.size >= 2 ? shuffled([...groups.keys()], rng)[0]! : null;
  let chosen = shuffled(usable, rng).slice(0, MARK_LEVELS[level].sentences);
  if (kind && !chosen.some((i) => i.category === kind)) chosen = [usable.find((i) => i.category === kind)!, ...chosen.slice(1)];
  return {
    kind,
    sentences: chosen.map((item) => {
      const tokens = sentenceWords(item.sentence!);
      const at = wordTokenIndex(tokens, item.word);
      const isTarget = kind === null || item.category === kind;
      return tokens.map((text, i) => ({ text, target: i === at && isTarget }));
    }),
  };
}

export interface MarkResult {
  hits: number;
  misses: number;
  wrongTaps: number;
  score: number;
}

/** Scores the taps: each target found counts, each wrong tap costs, never below zero. */
export function scoreMarks(passage: MarkPassage, marked: ReadonlySet<string>, level: Level): MarkResult {
  let hits = 0;
  let misses = 0;
  let wrongTaps = 0;
  passage.sentences.forEach((tokens, s) =>
    tokens.forEach((token, t) => {
      const tapped = marked.has(`${s}:${t}`);
      if (token.target && tapped) hits++;
      else if (token.target) misses++;
      else if (tapped) wrongTaps++;
    }),
  );
  return { hits, misses, wrongTaps, score: Math.max(0, (hits * 10 - wrongTaps * 5) * level) };
}
