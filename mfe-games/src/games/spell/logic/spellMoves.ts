import { letterEditDistance, letters, normaliseText } from '@app/shared/src/text/letters';
import type { Level } from '../../common/levels';
import { SPELL_LEVELS, type SpellRound } from './spellRounds';

export interface SpellState {
  round: number;
  /** the letters typed so far for this word */
  typed: string[];
  triesThisWord: number;
  exact: number;
  near: number;
  attempts: number;
  done: boolean;
}

export type SpellMove = { type: 'letter'; letter: string } | { type: 'text'; text: string } | { type: 'backspace' } | { type: 'clear' } | { type: 'submit'; text?: string } | { type: 'hint' };
export type SpellOutcome = 'none' | 'exact' | 'near' | 'wrong' | 'missed';

export const TRIES_PER_WORD = 2;

export function initialSpellState(): SpellState {
  return { round: 0, typed: [], triesThisWord: 0, exact: 0, near: 0, attempts: 0, done: false };
}

const fold = (s: string) => normaliseText(s).trim().toLocaleLowerCase();

/** exact, near (within the level's slack, counted in letters) or wrong. */
export function judgeSpelling(answer: string, word: string, level: Level): 'exact' | 'near' | 'wrong' {
  const a = fold(answer);
  const w = fold(word);
  if (a === w) return 'exact';
  const slack = SPELL_LEVELS[level].tolerance(letters(w).length);
  return slack > 0 && letterEditDistance(a, w) <= slack ? 'near' : 'wrong';
}

function advance(state: SpellState, rounds: readonly SpellRound[], patch: Partial<SpellState>): SpellState {
  const round = state.round + 1;
  return { ...state, ...patch, round, typed: [], triesThisWord: 0, attempts: state.attempts + 1, done: round >= rounds.length };
}

export function applySpellMove(rounds: readonly SpellRound[], level: Level, state: SpellState, move: SpellMove): [SpellState, SpellOutcome] {
  const r = rounds[state.round];
  if (!r || state.done) return [state, 'none'];
  switch (move.type) {
    case 'letter':
      return [{ ...state, typed: [...state.typed, move.letter] }, 'none'];
    case 'text':
      return [{ ...state, typed: letters(state.typed.join('') + move.text) }, 'none'];
    case 'backspace':
      return [{ ...state, typed: state.typed.slice(0, -1) }, 'none'];
    case 'clear':
      return [{ ...state, typed: [] }, 'none'];
    case 'hint': {
      // Keep the right beginning and add the next right letter.
      let keep = 0;
      while (keep < state.typed.length && state.typed[keep] === r.letters[keep]) keep++;
      const next = r.letters[keep];
      return next === undefined ? [state, 'none'] : [{ ...state, typed: [...r.letters.slice(0, keep), next] }, 'none'];
    }
    case 'submit': {
      const answer = move.text ?? state.typed.join('');
      if (!fold(answer)) return [state, 'none'];
      const verdict = judgeSpelling(answer, r.word, level);
      if (verdict === 'exact') return [advance(state, rounds, { exact: state.exact + 1 }), 'exact'];
      if (verdict === 'near') return [advance(state, rounds, { near: state.near + 1 }), 'near'];
      if (state.triesThisWord + 1 >= TRIES_PER_WORD) return [advance(state, rounds, {}), 'missed'];
      return [{ ...state, typed: [], triesThisWord: state.triesThisWord + 1, attempts: state.attempts + 1 }, 'wrong'];
    }
    default:
      return [state, 'none'];
  }
}

/** 10 × level for an exact spelling, half for a near one. */
export function spellScore(state: Pick<SpellState, 'exact' | 'near'>, level: number): number {
  return state.exact * 10 * level + state.near * 5 * level;
}
