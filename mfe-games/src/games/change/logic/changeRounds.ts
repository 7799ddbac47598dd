import { letters, splitTamil, uyirmeiRow, type TopicItem } from '@app/shared';
import type { Level } from '../../common/levels';
import { type Rng, shuffled } from '../../common/seededRandom';

/**
 * Change (DESIGN.md §6): start from a misspelling of the same length and change one letter at a
 * time until it is the word. Letters are whole Tamil letters, so a change never leaves half of
 * one behind; the options for a Tamil letter include its neighbours in the same consonant row
 * (கா, கி, கு…), the mistakes children really make.
 */
export interface ChangeRound {
  start: string[];
  target: string[];
  /** for each position that must change: the letters offered there */
  options: Record<number, string[]>;
}

export const CHANGE_LEVELS: Record<Level, { rounds: number; maxChanges: number }> = {
  1: { rounds: 4, maxChanges: 1 },
  2: { rounds: 6, maxChanges: 1 },
  3: { rounds: 6, maxChanges: 2 },
};

export function differingPlaces(a: string[], b: string[]): number[] {
  return a.length === b.length ? a.map((l, i) => (l === b[i] ? -1 : i)).filter((i) => i >= 0) : [];
}

function optionsFor(right: string, wrong: string, pool: string[], rng: Rng): string[] {
  const parts = splitTamil(right);
  const neighbours = parts.kind === 'uyirmei' || parts.kind === 'mei' ? uyirmeiRow(parts.consonant) : [];
  const others = shuffled([...new Set([...neighbours, ...pool])].filter((l) => l !== right && l !== wrong), rng).slice(0, 2);
  return shuffled([right, wrong, ...others], rng);
}

export function buildChangeRounds(items: readonly TopicItem[], level: Level, rng: Rng): ChangeRound[] {
  const { rounds, maxChanges } = CHANGE_LEVELS[level];
  const pool = [...new Set(items.flatMap((i) => letters(i.word)))];
  const candidates = items.flatMap((item) => {
    const target = letters(item.word.normalize('NFC'));
    return item.misspellings
      .map((m) => letters(m.normalize('NFC')))
      .filter((start) => {
        const n = differingPlaces(start, target).length;
        return n >= 1 && n <= maxChanges;
      })
      .slice(0, 1)
      .map((start) => ({ start, target }));
  });
  return shuffled(candidates, rng)
    .slice(0, rounds)
    .map(({ start, target }) => ({
      start,
      target,
      options: Object.fromEntries(differingPlaces(start, target).map((i) => [i, optionsFor(target[i]!, start[i]!, pool, rng)])),
    }));
}

export interface ChangeState {
  rounds: ChangeRound[];
  current: number;
  word: string[];
  selected: number | null;
  mistakes: number;
  solved: number;
  score: number;
  finished: boolean;
}

export type ChangeMove = { type: 'select'; place: number } | { type: 'replace'; letter: string } | { type: 'skip' };
export type ChangeOutcome = 'none' | 'selected' | 'notThisLetter' | 'changed' | 'wrongLetter' | 'solved' | 'skipped';

export function startChange(rounds: ChangeRound[]): ChangeState {
  return { rounds, current: 0, word: rounds[0]?.start ?? [], selected: null, mistakes: 0, solved: 0, score: 0, finished: rounds.length === 0 };
}

function nextRound(state: ChangeState, solved: boolean, points: number): ChangeState {
  const current = state.current + 1;
  return { ...state, current, word: state.rounds[current]?.start ?? [], selected: null, mistakes: 0, solved: state.solved + (solved ? 1 : 0), score: state.score + points, finished: current >= state.rounds.length };
}

export function applyChangeMove(state: ChangeState, move: ChangeMove, level: Level): [ChangeState, ChangeOutcome] {
  const round = state.rounds[state.current];
  if (!round || state.finished) return [state, 'none'];
  if (move.type === 'skip') return [nextRound(state, false, 0), 'skipped'];
  if (move.type === 'select') {
    if (move.place < 0 || move.place >= state.word.length) return [state, 'none'];
    if (state.word[move.place] === round.target[move.place]) return [{ ...state, selected: null, mistakes: state.mistakes + 1 }, 'notThisLetter'];
    return [{ ...state, selected: move.place }, 'selected'];
  }
  const place = state.selected;
  if (place === null) return [state, 'none'];
  if (move.letter !== round.target[place]) return [{ ...state, mistakes: state.mistakes + 1 }, 'wrongLetter'];
  const word = state.word.map((l, i) => (i === place ? move.letter : l));
  if (differingPlaces(word, round.target).length === 0) return [nextRound({ ...state, word }, true, Math.max(2, 10 * level - state.mistakes * 3)), 'solved'];
  return [{ ...state, word, selected: null }, 'changed'];
}
