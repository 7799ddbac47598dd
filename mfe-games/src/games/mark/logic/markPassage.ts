import { GAME_SCORING, letters, splitTamil, type TopicItem } from '@app/shared';
import type { Level } from '../../common/levels';
import { type Rng, shuffled } from '@app/shared';
import { sentenceWords } from '../../reform/logic/reformRounds';
import { groupsOf } from '../../group/logic/groupRound';

/**
 * Sentences in the passage and, when the child looks for one kind of word, how many of them hold
 * one (as many as the topic has): harder levels have more to find among more distractors, so no
 * level is one lucky tap (issue 22.4).
 */
export const MARK_LEVELS: Record<Level, { sentences: number; targets: number }> = {
  1: { sentences: 3, targets: 2 },
  2: { sentences: 5, targets: 3 },
  3: { sentences: 7, targets: 4 },
};

export interface PassageToken {
  text: string;
  /** part of what the player must tap */
  target: boolean;
  /**
   * Another word of the kind asked for, here only because a target's sentence mentions it (the
   * fish in "நீர்நாய் ஒரு மீனைப் பிடித்து உண்கிறது"): tapping it is right, leaving it is no miss.
   */
  alsoRight?: boolean;
}

export interface MarkPassage {
  /** the kind to tap: a category name, or null for "words of this topic" */
  kind: string | null;
  sentences: PassageToken[][];
  /** the topic word each sentence was taken from (its item's `word`), sentence by sentence */
  words: string[];
}

const strip = (token: string) => token.replace(/[\p{P}\p{S}]+$/u, '').replace(/^[\p{P}\p{S}]+/u, '');

/**
 * The token of a sentence that holds the item's word: the word itself or the word with a suffix
 * (Tamil பூனைக்கு, Malay kucingnya), compared letter by letter so a suffix never splits a letter.
 */
export function wordTokenIndex(tokens: string[], word: string): number {
  return wordTokenSpan(tokens, word)?.start ?? -1;
}

/**
 * Where the item's word is in a sentence's tokens: one token for a word, a run of tokens for a
 * phrase ("அல்லும் பகலும்", "make the bed"), each of its words held by one token in order (the last
 * may carry a suffix like a single word). null when the sentence does not hold it.
 */
export function wordTokenSpan(tokens: readonly string[], word: string): { start: number; length: number } | null {
  const parts = sentenceWords(word);
  if (parts.length === 0) return null;
  for (let start = 0; start + parts.length <= tokens.length; start++) {
    if (parts.every((part, k) => tokenHoldsWord(tokens[start + k]!, part))) return { start, length: parts.length };
  }
  return null;
}

/** A sentence's tokens with the item's phrase as one token: the child taps it once, as one word. */
function tokensOf(sentence: string, word: string): { tokens: string[]; at: number } {
  const tokens = sentenceWords(sentence);
  const span = wordTokenSpan(tokens, word);
  if (!span) return { tokens, at: -1 };
  const phrase = tokens.slice(span.start, span.start + span.length).join(' ');
  return { tokens: [...tokens.slice(0, span.start), phrase, ...tokens.slice(span.start + span.length)], at: span.start };
}

/**
 * A passage compares every token with every word of the kind: splitting the same strings into
 * letters again each time made building one take 50 ms. Kept per string (a topic's words and
 * sentences), and let go when it grows past a few topics' worth.
 */
const LETTERS = new Map<string, readonly string[]>();
function lettersOf(text: string): readonly string[] {
  let out = LETTERS.get(text);
  if (!out) {
    if (LETTERS.size > 5000) LETTERS.clear();
    out = letters(text);
    LETTERS.set(text, out);
  }
  return out;
}

const LONG_VOWELS = new Set(['ஆ', 'ஈ', 'ஊ', 'ஏ', 'ஐ', 'ஓ', 'ஔ']);

/** Whether a word's last consonant takes a case ending without doubling (மீன் → மீனை, but கண் → கண்ணை). */
function joinsSuffix(w: readonly string[]): boolean {
  if (w.length >= 3) return true;
  const before = w.length === 2 ? splitTamil(w[0]!) : null;
  if (!before) return false;
  return (before.kind === 'vowel' && LONG_VOWELS.has(before.vowel)) || (before.kind === 'uyirmei' && LONG_VOWELS.has(before.vowel));
}

/**
 * Whether a token is `word` itself or `word` with a suffix, letter by letter. A Tamil word ending
 * in a consonant with pulli takes a vowel-initial ending on that consonant (மீன் + ஐ → மீனை), so
 * that letter may carry a vowel sign in the token; a short word doubles its consonant instead
 * (கண் → கண்ணை), so கண் never matches கணினி.
 */
export function tokenHoldsWord(token: string, word: string): boolean {
  const w = lettersOf(word.normalize('NFC').toLocaleLowerCase());
  const t = lettersOf(strip(token).toLocaleLowerCase());
  if (w.length === 0 || t.length < w.length) return false;
  const stem = w.slice(0, -1).every((l, i) => t[i] === l);
  if (!stem) return false;
  const last = w[w.length - 1]!;
  const there = t[w.length - 1]!;
  if (there === last) return true;
  const mei = splitTamil(last);
  const inToken = splitTamil(there);
  return mei.kind === 'mei' && inToken.kind === 'uyirmei' && inToken.consonant === mei.consonant && joinsSuffix(w);
}

/**
 * Mark (docs/architecture.md "Games"): a passage of the topic's example sentences. With two or more categories
 * the player taps every word of one category (the others are distractors); otherwise every topic
 * word.
 */
export function buildMarkPassage(items: readonly TopicItem[], level: Level, rng: Rng): MarkPassage {
  const usable = items.filter((i) => i.sentence && wordTokenSpan(sentenceWords(i.sentence), i.word));
  const groups = groupsOf(usable);
  const kind = groups.size >= 2 ? shuffled([...groups.keys()], rng)[0]! : null;
  const { sentences, targets } = MARK_LEVELS[level];
  const mixed = shuffled(usable, rng);
  let chosen = mixed.slice(0, sentences);
  if (kind) {
    // the level's targets first (as many as the topic has), then the other kinds' sentences
    const ofKind = mixed.filter((i) => i.category === kind).slice(0, targets);
    const others = mixed.filter((i) => i.category !== kind).slice(0, sentences - ofKind.length);
    chosen = shuffled([...ofKind, ...others], rng);
  }
  // Every word of the kind asked for (every topic word when there is no kind): another one in a
  // sentence is also right to tap.
  const ofKind = items.filter((i) => kind === null || i.category === kind).map((i) => i.word);
  return {
    kind,
    words: chosen.map((item) => item.word),
    sentences: chosen.map((item) => {
      const { tokens, at } = tokensOf(item.sentence!, item.word);
      const isTarget = kind === null || item.category === kind;
      return tokens.map((text, i) => {
        const target = i === at && isTarget;
        const alsoRight = !target && ofKind.some((w) => tokenHoldsWord(text, w));
        return alsoRight ? { text, target, alsoRight } : { text, target };
      });
    }),
  };
}

export interface MarkResult {
  hits: number;
  misses: number;
  wrongTaps: number;
  score: number;
}

/** How one token stands once the child is done: the reveal shows each. */
export type TokenVerdict = 'hit' | 'missed' | 'wrong' | 'alsoRight' | 'none';

export function tokenVerdict(token: PassageToken, tapped: boolean): TokenVerdict {
  if (token.target) return tapped ? 'hit' : 'missed';
  if (token.alsoRight) return tapped ? 'alsoRight' : 'none';
  return tapped ? 'wrong' : 'none';
}

/**
 * Scores the taps: each target found earns GAME_SCORING's points, each wrong tap costs half of
 * them, never below zero; another word of the kind is never wrong.
 */
export function scoreMarks(passage: MarkPassage, marked: ReadonlySet<string>, level: Level): MarkResult {
  let hits = 0;
  let misses = 0;
  let wrongTaps = 0;
  passage.sentences.forEach((tokens, s) =>
    tokens.forEach((token, t) => {
      const verdict = tokenVerdict(token, marked.has(`${s}:${t}`));
      if (verdict === 'hit') hits++;
      else if (verdict === 'missed') misses++;
      else if (verdict === 'wrong') wrongTaps++;
    }),
  );
  const points = GAME_SCORING.mark.pointsPerUnit(level);
  return { hits, misses, wrongTaps, score: Math.max(0, hits * points - wrongTaps * Math.floor(points / 2)) };
}
