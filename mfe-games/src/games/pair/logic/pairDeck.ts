import type { Language, TopicItem } from '@app/shared';
import type { Level } from '../../common/levels';
import { memoryVerdict, type Rng, shuffled } from '@app/shared';
import { distinctItems } from '../../choice/logic/topicWords';

/** One face of a memory card: the word, or what it pairs with (picture, translation or meaning). */
export type CardFace =
  | { kind: 'word'; text: string }
  /** `label` says what the picture shows (the word's meaning or translation), for a screen reader */
  | { kind: 'picture'; image: string; label?: string; labelLang?: Language }
  | { kind: 'text'; text: string; lang?: Language };

export interface Card {
  pair: number;
  face: CardFace;
}

/**
 * Six pairs on easy: on four, a guesser's luck decided a round (a third of its rounds found a pair
 * at a first sight, and one remembered pair was the whole judged round). Levels still differ in
 * pairs and in what a partner is (picture first on every level, the frame's level chooser).
 */
export const PAIR_LEVELS: Record<Level, { pairs: number }> = { 1: { pairs: 6 }, 2: { pairs: 7 }, 3: { pairs: 8 } };

/** What a word's card pairs with: a picture first (easiest), else a translation, else its meaning. */
export function partnerFace(item: TopicItem, topicLanguage: Language): CardFace | undefined {
  if (item.image) return { kind: 'picture', image: item.image, ...pictureLabel(item, topicLanguage) };
  for (const lang of ['en', 'ta', 'bm'] as const) {
    const text = item.translations[lang];
    if (lang !== topicLanguage && text) return { kind: 'text', text, lang };
  }
  return item.meaning ? { kind: 'text', text: item.meaning } : undefined;
}

/**
 * What a picture card shows, in words: the item's meaning, else its translation (never the word
 * itself, which is on its partner card, so the pair is still to be found by listening).
 */
function pictureLabel(item: TopicItem, topicLanguage: Language): { label?: string; labelLang?: Language } {
  if (item.meaning) return { label: item.meaning, labelLang: topicLanguage };
  for (const lang of ['en', 'bm', 'ta'] as const) {
    const text = item.translations[lang];
    if (lang !== topicLanguage && text) return { label: text, labelLang: lang };
  }
  return {};
}

/**
 * Pairs dealt on a level from `usable` distinct pairs: the level's count, but on a small topic one
 * fewer per level below hard, so each level still asks more than the one before (never under four).
 */
export function pairsFor(level: Level, usable: number): number {
  return Math.min(PAIR_LEVELS[level].pairs, Math.max(usable - (3 - level), Math.min(usable, 4)));
}

export function buildPairDeck(items: readonly TopicItem[], topicLanguage: Language, level: Level, rng: Rng): Card[] {
  const usable = shuffled(
    distinctItems(items).filter((i) => partnerFace(i, topicLanguage)),
    rng,
  );
  // two words with the same partner (one picture for both) would pair either way: keep the first
  const seen = new Set<string>();
  const chosen = usable.filter((i) => {
    const key = JSON.stringify(partnerFace(i, topicLanguage));
    return !seen.has(key) && seen.add(key);
  });
  const cards = chosen.slice(0, pairsFor(level, chosen.length)).flatMap((item, pair) => [
    { pair, face: { kind: 'word', text: item.word } as CardFace },
    { pair, face: partnerFace(item, topicLanguage) as CardFace },
  ]);
  return shuffled(cards, rng);
}

export interface PairState {
  cards: Card[];
  /** indexes of cards turned face up and matched */
  matched: number[];
  /** indexes turned up in the current try (0, 1 or 2) */
  open: number[];
  tries: number;
  mistakes: number;
  /** cards turned up at least once */
  seen?: number[];
  /**
   * pair → misses that were slips of memory (`memoryVerdict`): charged to the first card's pair
   * when its partner had been seen or the second card had, and to the second card's pair when it
   * had been seen (a known card turned wrongly). Those are the pair's wrong tries (ADR 0022); a
   * miss on cards never seen is how a memory game is played.
   */
  slips?: Record<string, number>;
  /** pairs found by memory (`memoryVerdict`): a pair found at a first sight, or the forced last one, is not */
  remembered?: number[];
  /** pairs a hint showed: always judged, so a hint is charged to its pair (it earns nothing) */
  hinted?: number[];
  finished: boolean;
}

export type PairOutcome = 'none' | 'opened' | 'match' | 'miss';

export function startPairs(cards: Card[]): PairState {
  return { cards, matched: [], open: [], tries: 0, mistakes: 0, seen: [], slips: {}, remembered: [], finished: cards.length === 0 };
}

/**
 * Turning a card: the first of a try stays up; the second either matches (both stay) or misses
 * (both stay up until the next card is turned, so the player can see them).
 */
export function turnCard(state: PairState, index: number): [PairState, PairOutcome] {
  if (state.finished || index < 0 || index >= state.cards.length || state.matched.includes(index)) return [state, 'none'];
  const open = state.open.length === 2 ? [] : state.open;
  if (open.includes(index)) return [state, 'none'];
  const before = state.seen ?? [];
  const seen = before.includes(index) ? before : [...before, index];
  if (open.length === 0) return [{ ...state, open: [index], seen }, 'opened'];
  const first = open[0]!;
  const tries = state.tries + 1;
  const pair = state.cards[first]!.pair;
  const second = state.cards[index]!.pair;
  const verdict = memoryVerdict({
    firstPartnerSeen: state.cards.some((c, j) => j !== first && c.pair === pair && before.includes(j)),
    secondSeen: before.includes(index),
    matched: pair === second,
    cardsDown: state.cards.length - state.matched.length,
  });
  if (pair === second) {
    const matched = [...state.matched, first, index];
    const remembered = verdict.remembered ? [...(state.remembered ?? []), pair] : (state.remembered ?? []);
    return [{ ...state, open: [], matched, tries, seen, remembered, finished: matched.length === state.cards.length }, 'match'];
  }
  const slips = { ...state.slips };
  const slip = (p: number) => (slips[String(p)] = (slips[String(p)] ?? 0) + 1);
  if (verdict.slipFirst) slip(pair);
  if (verdict.slipSecond) slip(second);
  return [{ ...state, open: [first, index], tries, mistakes: state.mistakes + 1, seen, slips }, 'miss'];
}

/**
 * The pairs a round is judged on: those memory found. A round where every pair was found at a
 * first sight (about one in a hundred for a perfect memory on six pairs) had nothing to remember:
 * it is judged on every pair found, as before the rule.
 */
export function judgedPairs(state: PairState): number[] {
  const found = [...new Set(state.matched.map((i) => state.cards[i]!.pair))];
  const judged = found.filter((p) => isJudged(state, p));
  return judged.length > 0 || !state.finished ? judged : found;
}

/** A pair counts in the round when memory found it or a hint showed it. */
export function isJudged(state: PairState, pair: number): boolean {
  return (state.remembered ?? []).includes(pair) || (state.hinted ?? []).includes(pair);
}

/** A hint showed where this pair's cards are. */
export function hintPair(state: PairState, pair: number): PairState {
  return (state.hinted ?? []).includes(pair) ? state : { ...state, hinted: [...(state.hinted ?? []), pair] };
}

export function pairScore(state: PairState, level: Level): number {
  const pairs = state.matched.length / 2;
  return Math.max(0, pairs * 10 * level - state.mistakes * 2);
}
