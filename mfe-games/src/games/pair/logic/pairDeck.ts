import type { Language, TopicItem } from '@app/shared';
import type { Level } from '../../common/levels';
import { type Rng, shuffled } from '@app/shared';
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

export const PAIR_LEVELS: Record<Level, { pairs: number }> = { 1: { pairs: 4 }, 2: { pairs: 6 }, 3: { pairs: 8 } };

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
  const cards = chosen.slice(0, PAIR_LEVELS[level].pairs).flatMap((item, pair) => [
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
   * pair → misses that were slips of memory, charged to the first card's pair: its partner had
   * been seen already, or the second card turned had (it could not be new). Those are the pair's
   * wrong tries (ADR 0022); a miss on a card never seen is how a memory game is played.
   */
  slips?: Record<string, number>;
  finished: boolean;
}

export type PairOutcome = 'none' | 'opened' | 'match' | 'miss';

export function startPairs(cards: Card[]): PairState {
  return { cards, matched: [], open: [], tries: 0, mistakes: 0, seen: [], slips: {}, finished: cards.length === 0 };
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
  if (pair === state.cards[index]!.pair) {
    const matched = [...state.matched, first, index];
    return [{ ...state, open: [], matched, tries, seen, finished: matched.length === state.cards.length }, 'match'];
  }
  // the first card's partner was on show before this try, or the second card was: the child could have known
  const partnerSeen = state.cards.some((c, j) => j !== first && c.pair === pair && before.includes(j));
  const slips = partnerSeen || before.includes(index) ? { ...state.slips, [String(pair)]: (state.slips?.[String(pair)] ?? 0) + 1 } : (state.slips ?? {});
  return [{ ...state, open: [first, index], tries, mistakes: state.mistakes + 1, seen, slips }, 'miss'];
}

export function pairScore(state: PairState, level: Level): number {
  const pairs = state.matched.length / 2;
  return Math.max(0, pairs * 10 * level - state.mistakes * 2);
}
