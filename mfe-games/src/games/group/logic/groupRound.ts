import { GAME_SCORING, outcomePoints, type TopicItem } from '@app/shared';
import type { Level } from '../../common/levels';
import { type Rng, shuffled } from '@app/shared';
import { distinctItems } from '../../choice/logic/topicWords';

/**
 * Groups offered and cards to sort, by level (GAME_SCORING.group's units). Easy offers three groups
 * where the topic has them, so a guess is right a third of the time, not half; a topic of two
 * groups deals more cards on each harder level instead (issue 22.4: levels that differ).
 */
export const GROUP_LEVELS: Record<Level, { groups: number; cards: number }> = {
  1: { groups: 3, cards: 6 },
  2: { groups: 3, cards: 9 },
  3: { groups: 4, cards: 12 },
};

export interface GroupCard {
  word: string;
  group: string;
}

export interface GroupState {
  groups: string[];
  cards: GroupCard[];
  /** word → the group it was put in, once right */
  placed: Record<string, string>;
  /** words put in a wrong group at least once */
  missed: string[];
  /** word → how many times it was put in a wrong group: its wrong tries (ADR 0022) */
  wrongs?: Record<string, number>;
  score: number;
  finished: boolean;
}

export type GroupOutcome = 'none' | 'right' | 'wrong';

/** Categories with at least two words: a one-word group teaches nothing. */
export function groupsOf(items: readonly TopicItem[]): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const item of distinctItems(items)) {
    if (!item.category) continue;
    groups.set(item.category, [...(groups.get(item.category) ?? []), item.word]);
  }
  for (const [g, words] of groups) if (words.length < 2) groups.delete(g);
  return groups;
}

export function startGroups(items: readonly TopicItem[], level: Level, rng: Rng): GroupState {
  const { groups: wanted, cards: count } = GROUP_LEVELS[level];
  const all = groupsOf(items);
  const chosen = shuffled([...all.keys()], rng).slice(0, Math.max(2, wanted));
  // one card from each group in turn, so the groups stay even while their words last
  const decks = chosen.map((group) => shuffled(all.get(group)!, rng).map((word) => ({ word, group })));
  const dealt: GroupCard[] = [];
  for (let k = 0; dealt.length < count && decks.some((d) => d.length > k); k++) {
    for (const deck of decks) if (deck[k] && dealt.length < count) dealt.push(deck[k]!);
  }
  const cards = shuffled(dealt, rng);
  return { groups: chosen, cards, placed: {}, missed: [], wrongs: {}, score: 0, finished: cards.length === 0 };
}

export function placeCard(state: GroupState, word: string, group: string, level: Level): [GroupState, GroupOutcome] {
  const card = state.cards.find((c) => c.word === word);
  if (!card || state.finished || state.placed[word]) return [state, 'none'];
  if (card.group !== group) {
    const wrongs = { ...state.wrongs, [word]: (state.wrongs?.[word] ?? 0) + 1 };
    return [{ ...state, missed: state.missed.includes(word) ? state.missed : [...state.missed, word], wrongs }, 'wrong'];
  }
  const placed = { ...state.placed, [word]: group };
  // right at once earns the card's points; after a wrong group first, half (a near miss)
  const points = outcomePoints(state.missed.includes(word) ? 'near' : 'right', GAME_SCORING.group.pointsPerUnit(level));
  return [{ ...state, placed, score: state.score + points, finished: Object.keys(placed).length === state.cards.length }, 'right'];
}
