import { letters, normaliseText, relateLetter } from '@app/shared';
import { GUESS_LEVELS, type GuessRound } from './guessRounds';
import type { Level } from '../../common/levels';

/** Hangman state. Letters compare whole (கு is one letter); English/Malay ignore case. */
export interface GuessState {
  round: number;
  guessed: string[];
  livesLeft: number;
  solved: number;
  /** guesses made, right or wrong */
  attempts: number;
  /** right guesses */
  hits: number;
  /** lives left summed over solved words (bonus points) */
  bonus: number;
  done: boolean;
  /** the last round's end, for the banner */
  last: 'solved' | 'lost' | null;
}

/** `letter` is one whole letter, from the keypad or completed by the letter model from typing. */
export type GuessMove = { type: 'letter'; letter: string } | { type: 'reveal' };
/**
 * `near`: not in the word, but a letter still hidden in it has the same consonant (சோ for சு). It is
 * no hit, yet it takes no life: the child was told the letter-wise truth (issue 22), not "absent".
 */
export type GuessOutcome = 'none' | 'hit' | 'near' | 'miss' | 'repeat' | 'solved' | 'lost';

const fold = (l: string) => normaliseText(l).toLocaleLowerCase();

export function initialGuessState(rounds: readonly GuessRound[], level: Level): GuessState {
  const first = GUESS_LEVELS[level].showFirst && rounds[0] ? [fold(rounds[0].letters[0] ?? '')] : [];
  return { round: 0, guessed: first, livesLeft: GUESS_LEVELS[level].lives, solved: 0, attempts: 0, hits: 0, bonus: 0, done: false, last: null };
}

export function isRevealed(letter: string, guessed: readonly string[]): boolean {
  return guessed.includes(fold(letter)) || !/[\p{L}\p{M}]/u.test(letter);
}

function endRound(state: GuessState, rounds: readonly GuessRound[], level: Level, solved: boolean): GuessState {
  const round = state.round + 1;
  const nextWord = rounds[round];
  return {
    ...state,
    round,
    guessed: nextWord && GUESS_LEVELS[level].showFirst ? [fold(nextWord.letters[0] ?? '')] : [],
    livesLeft: GUESS_LEVELS[level].lives,
    solved: state.solved + (solved ? 1 : 0),
    bonus: state.bonus + (solved ? state.livesLeft : 0),
    done: round >= rounds.length,
    last: solved ? 'solved' : 'lost',
  };
}

export function applyGuessMove(rounds: readonly GuessRound[], level: Level, state: GuessState, move: GuessMove): [GuessState, GuessOutcome] {
  const r = rounds[state.round];
  if (!r || state.done) return [state, 'none'];
  if (move.type === 'reveal') {
    const hidden = r.letters.find((l) => !isRevealed(l, state.guessed));
    if (!hidden) return [state, 'none'];
    const s = { ...state, guessed: [...state.guessed, fold(hidden)] };
    return r.letters.every((l) => isRevealed(l, s.guessed)) ? [endRound(s, rounds, level, true), 'solved'] : [s, 'hit'];
  }
  const typed = letters(move.letter.trim());
  if (typed.length !== 1) return [state, 'none'];
  const letter = fold(typed[0]!);
  if (state.guessed.includes(letter)) return [state, 'repeat'];
  const guessed = [...state.guessed, letter];
  const hit = r.letters.some((l) => fold(l) === letter);
  const near = !hit && r.letters.some((l) => !isRevealed(l, state.guessed) && relateLetter(fold(l), letter) === 'sameConsonant');
  const s = { ...state, guessed, attempts: state.attempts + 1, hits: state.hits + (hit ? 1 : 0), livesLeft: state.livesLeft - (hit || near ? 0 : 1) };
  if (near) return [s, 'near'];
  if (hit && r.letters.every((l) => isRevealed(l, guessed))) return [endRound(s, rounds, level, true), 'solved'];
  if (!hit && s.livesLeft <= 0) return [endRound(s, rounds, level, false), 'lost'];
  return [s, hit ? 'hit' : 'miss'];
}

/** Letters guessed wrong on the current word so far: its wrong tries (first-try accuracy, ADR 0022). */
export function wordMisses(state: Pick<GuessState, 'livesLeft'>, level: Level): number {
  return GUESS_LEVELS[level].lives - state.livesLeft;
}

/** 10 × level per word found, plus a point per life left on it. */
export function guessScore(state: Pick<GuessState, 'solved' | 'bonus'>, level: number): number {
  return state.solved * 10 * level + state.bonus;
}
