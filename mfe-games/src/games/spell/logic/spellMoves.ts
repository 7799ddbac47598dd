import { judgeTypedAnswer, letters, nearMissCredit, normaliseText, typedOutcome } from '@app/shared';
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

/** `letter` is one whole letter, from the keypad or completed by the letter model from typing. */
export type SpellMove = { type: 'letter'; letter: string } | { type: 'backspace' } | { type: 'clear' } | { type: 'submit'; text?: string } | { type: 'hint' };
/** exact; near (a slip, half the points on easy); almost (a slip above easy: try again); wrong; missed (out of tries) */
export type SpellOutcome = 'none' | 'exact' | 'near' | 'almost' | 'wrong' | 'missed';

/** the most tries a word has (easy and medium; SPELL_LEVELS gives each level's) */
export const TRIES_PER_WORD = 2;

export function initialSpellState(): SpellState {
  return { round: 0, typed: [], triesThisWord: 0, exact: 0, near: 0, attempts: 0, done: false };
}

const fold = (s: string) => normaliseText(s).trim().toLocaleLowerCase();

/**
 * exact, near or almost (a slip by the shared near-miss rule, counted in letters: easy gives it
 * half the points, medium and hard only say "almost"), or wrong.
 */
export function judgeSpelling(answer: string, word: string, level: Level): 'exact' | 'near' | 'almost' | 'wrong' {
  const outcome = typedOutcome(judgeTypedAnswer(word, answer).verdict, nearMissCredit('spell', level));
  return outcome === 'right' ? 'exact' : outcome === 'near' || outcome === 'almost' ? outcome : 'wrong';
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
      // one letter a slot: the slots say how long the word is
      if (state.typed.length >= r.letters.length || letters(move.letter).length !== 1) return [state, 'none'];
      return [{ ...state, typed: [...state.typed, move.letter] }, 'none'];
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
      if (state.triesThisWord + 1 >= SPELL_LEVELS[level].tries) return [advance(state, rounds, {}), 'missed'];
      // an "almost" keeps the letters typed, so the child fixes the one that is off
      const typed = verdict === 'almost' ? letters(answer) : [];
      return [{ ...state, typed, triesThisWord: state.triesThisWord + 1, attempts: state.attempts + 1 }, verdict === 'almost' ? 'almost' : 'wrong'];
    }
    default:
      return [state, 'none'];
  }
}

/** 10 × level for an exact spelling, half for a near one (easy only). Hints are charged by the frame. */
export function spellScore(state: Pick<SpellState, 'exact' | 'near'>, level: number): number {
  return state.exact * 10 * level + state.near * 5 * level;
}
