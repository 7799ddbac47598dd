import type { Language, Topic, TopicItem } from '@app/shared';
import type { Level } from '../../common/levels';
import { type Rng, shuffled } from '@app/shared';
import { distinctItems, wordKey } from '../../choice/logic/topicWords';

/** What the right-hand column shows for every word of one round (one kind per round, never mixed). */
export type MatchSide = { kind: 'meaning' } | { kind: 'translation'; language: Language } | { kind: 'clue' };

export interface MatchPair {
  id: number;
  word: string;
  partner: string;
}

export interface MatchState {
  level: Level;
  side: MatchSide;
  /** left column, in display order */
  pairs: MatchPair[];
  /** pair ids in right-column display order */
  rightOrder: number[];
  selectedLeft: number | null;
  selectedRight: number | null;
  /** pair ids joined, by the player or by a hint */
  matched: number[];
  /** pair ids a hint joined (they earn their points; the frame charges the hint the same, so net nothing) */
  hinted: number[];
  /** wrong tries per pair id, counted on both words of a wrong join */
  wrongTries: Record<string, number>;
  /** the first wrong partner tried per pair id, for the review */
  firstWrong?: Record<string, number>;
  score: number;
  attempts: number;
  /** the last join tried, for feedback */
  last: { left: number; right: number; correct: boolean } | null;
  finished: boolean;
}

export type MatchMove = { type: 'selectLeft'; id: number } | { type: 'selectRight'; id: number } | { type: 'clear' } | { type: 'hint' };

export const MATCH_LEVELS: Record<Level, { pairs: number; prefer: MatchSide['kind'][] }> = {
  // easy: the word in another language; hard: a definition or clue to read. Six on easy: on four
  // (the last forced, the third a coin toss) a guesser's luck passed a quarter of the maximum in
  // one round in ten (issue 22)
  1: { pairs: 6, prefer: ['translation', 'meaning', 'clue'] },
  2: { pairs: 7, prefer: ['meaning', 'translation', 'clue'] },
  3: { pairs: 8, prefer: ['clue', 'meaning', 'translation'] },
};
export const MATCH_MIN_PAIRS = 3;
export const POINTS_PER_PAIR = 10;
export const WRONG_TRY_COST = 3;

/** Our pupils' other school language first: Tamil for English/Malay topics, English for Tamil ones. */
export function translationLanguages(topicLanguage: Language): Language[] {
  return topicLanguage === 'ta' ? ['en', 'bm'] : topicLanguage === 'en' ? ['ta', 'bm'] : ['ta', 'en'];
}

function partnerOf(item: TopicItem, side: MatchSide): string | undefined {
  const text = side.kind === 'translation' ? item.translations[side.language] : side.kind === 'meaning' ? item.meaning : item.clue;
  const trimmed = text?.trim();
  return trimmed && wordKey(trimmed) !== wordKey(item.word) ? trimmed : undefined;
}

/** Items with a partner on `side`, keeping only the first of any two with the same partner text. */
function pairsFor(items: readonly TopicItem[], side: MatchSide): { word: string; partner: string }[] {
  const out: { word: string; partner: string }[] = [];
  const seen = new Set<string>();
  for (const item of items) {
    const partner = partnerOf(item, side);
    if (partner && !seen.has(wordKey(partner))) {
      seen.add(wordKey(partner));
      out.push({ word: item.word, partner });
    }
  }
  return out;
}

function sidesFor(level: Level, language: Language): MatchSide[] {
  return MATCH_LEVELS[level].prefer.flatMap((kind): MatchSide[] =>
    kind === 'translation' ? translationLanguages(language).map((l) => ({ kind, language: l })) : [{ kind }],
  );
}

/** The side a round uses: the level's favourite that has enough pairs, else the one with most. */
export function chooseSide(topic: Topic, level: Level): { side: MatchSide; count: number } | undefined {
  const items = distinctItems(topic.items);
  const wanted = MATCH_LEVELS[level].pairs;
  let best: { side: MatchSide; count: number } | undefined;
  for (const side of sidesFor(level, topic.language)) {
    const count = pairsFor(items, side).length;
    if (count >= wanted) return { side, count };
    if (count >= MATCH_MIN_PAIRS && (!best || count > best.count)) best = { side, count };
  }
  return best;
}

export function canPlayMatch(topic: Topic): boolean {
  return chooseSide(topic, 1) !== undefined;
}

export function generateMatchBoard(topic: Topic, level: Level, rng: Rng): MatchState | undefined {
  const chosen = chooseSide(topic, level);
  if (!chosen) return undefined;
  const picked = shuffled(pairsFor(distinctItems(topic.items), chosen.side), rng).slice(0, MATCH_LEVELS[level].pairs);
  const pairs = picked.map((p, id) => ({ id, ...p }));
  let rightOrder = shuffled(
    pairs.map((p) => p.id),
    rng,
  );
  // A right column in the same order as the left would be no puzzle.
  if (rightOrder.every((id, i) => id === i) && rightOrder.length > 1) rightOrder = [...rightOrder.slice(1), rightOrder[0] as number];
  return {
    level,
    side: chosen.side,
    pairs,
    rightOrder,
    selectedLeft: null,
    selectedRight: null,
    matched: [],
    hinted: [],
    wrongTries: {},
    score: 0,
    attempts: 0,
    last: null,
    finished: false,
  };
}

export function pointsForPair(wrongTries: number): number {
  return Math.max(1, POINTS_PER_PAIR - wrongTries * WRONG_TRY_COST);
}

/** Pairs the player joined right (hinted ones excluded). */
export function matchedByPlayer(state: MatchState): number {
  return state.matched.length - state.hinted.length;
}

function tryJoin(state: MatchState, left: number, right: number): MatchState {
  const attempts = state.attempts + 1;
  if (left === right) {
    const matched = [...state.matched, left];
    return {
      ...state,
      attempts,
      matched,
      selectedLeft: null,
      selectedRight: null,
      score: state.score + pointsForPair(state.wrongTries[String(left)] ?? 0),
      last: { left, right, correct: true },
      finished: matched.length === state.pairs.length,
    };
  }
  // A wrong join is wrong about both words: the left one's partner is not this, and this one's
  // partner is not that. Charging only the left word let a guesser keep 2★ in a round of four
  // (the last pair is forced, the third a coin toss): 15 % of random rounds on easy (issue 22).
  const charge = (tries: Record<string, number>, id: number) => ({ ...tries, [String(id)]: (tries[String(id)] ?? 0) + 1 });
  const wrongTries = charge(charge(state.wrongTries, left), right);
  const firstWrong = { [String(left)]: right, ...state.firstWrong };
  return { ...state, attempts, wrongTries, firstWrong, selectedLeft: null, selectedRight: null, last: { left, right, correct: false } };
}

export function applyMatchMove(state: MatchState, move: MatchMove): MatchState {
  if (state.finished) return state;
  const known = (id: number) => state.pairs.some((p) => p.id === id) && !state.matched.includes(id);
  switch (move.type) {
    case 'selectLeft':
      if (!known(move.id)) return state;
      if (state.selectedRight !== null) return tryJoin(state, move.id, state.selectedRight);
      // Selecting the selected word again lets it go.
      return { ...state, selectedLeft: state.selectedLeft === move.id ? null : move.id, last: null };
    case 'selectRight':
      if (!known(move.id)) return state;
      if (state.selectedLeft !== null) return tryJoin(state, state.selectedLeft, move.id);
      return { ...state, selectedRight: state.selectedRight === move.id ? null : move.id, last: null };
    case 'clear':
      return { ...state, selectedLeft: null, selectedRight: null };
    case 'hint': {
      // Join the selected word if there is one (the player is stuck on it), else the first open one.
      const id = state.selectedLeft ?? state.selectedRight ?? state.pairs.find((p) => !state.matched.includes(p.id))?.id;
      if (id === undefined) return state;
      const matched = [...state.matched, id];
      return {
        ...state,
        matched,
        hinted: [...state.hinted, id],
        selectedLeft: null,
        selectedRight: null,
        last: null,
        score: state.score + pointsForPair(state.wrongTries[String(id)] ?? 0),
        finished: matched.length === state.pairs.length,
      };
    }
  }
}
