import { GAME_SCORING, outcomePoints, type ItemOutcome } from '@app/shared';
import type { Level } from '../../common/levels';
import { placeToChange, type LadderRound } from './ladderRounds';

/**
 * Playing a ladder: stand on a rung, choose the letter that changes (easy marks it), choose its
 * new letter; the new word must be the next rung. Pure `(state, move) → [state, outcome]`.
 * A ladder climbed without a wrong choice earns GAME_SCORING.change's points, with one half;
 * hints cost nothing here (the frame charges them), they only stop the ladder counting as right.
 */
export interface ChangeState {
  rounds: LadderRound[];
  /** the ladder being climbed */
  current: number;
  /** the rung the child stands on (0 = the start word) */
  step: number;
  /** the letter chosen to change, or null */
  selected: number | null;
  /** easy: the letter to change is chosen for the child at every step */
  showPlace: boolean;
  /** wrong choices on this ladder (a letter that stays, or a wrong new letter) */
  mistakes: number;
  /** ladders over (reached or skipped), with how each went */
  results: ItemOutcome[];
  score: number;
  finished: boolean;
}

export type ChangeMove = { type: 'select'; place: number } | { type: 'replace'; letter: string } | { type: 'hint' } | { type: 'skip' };
export type ChangeOutcome = 'none' | 'selected' | 'stays' | 'wrongLetter' | 'stepped' | 'solved' | 'showPlace' | 'revealed' | 'skipped';

function onStep(state: ChangeState, current: number, step: number): ChangeState {
  const round = state.rounds[current];
  const selected = round && state.showPlace && step < round.rungs.length - 1 ? placeToChange(round, step) : null;
  return { ...state, current, step, selected };
}

export function startChange(rounds: LadderRound[], showPlace: boolean): ChangeState {
  const blank: ChangeState = { rounds, current: 0, step: 0, selected: null, showPlace, mistakes: 0, results: [], score: 0, finished: rounds.length === 0 };
  return onStep(blank, 0, 0);
}

/** The word the child stands on, as letters. */
export function currentWord(state: ChangeState): string[] {
  return state.rounds[state.current]?.rungs[state.step] ?? [];
}

/** A ladder is over: it earns its points and the next one starts (or the game ends). */
function endLadder(state: ChangeState, outcome: ItemOutcome, level: Level): ChangeState {
  const next = onStep(state, state.current + 1, 0);
  return {
    ...next,
    mistakes: 0,
    results: [...state.results, outcome],
    score: state.score + outcomePoints(outcome, GAME_SCORING.change.pointsPerUnit(level)),
    finished: state.current + 1 >= state.rounds.length,
  };
}

/** Moves to the next rung; the last rung finishes the ladder. */
function climb(state: ChangeState, level: Level, byHint: boolean): [ChangeState, ChangeOutcome] {
  const round = state.rounds[state.current]!;
  if (state.step + 1 < round.rungs.length - 1) return [onStep(state, state.current, state.step + 1), byHint ? 'revealed' : 'stepped'];
  return [endLadder(state, state.mistakes === 0 ? 'right' : 'near', level), byHint ? 'revealed' : 'solved'];
}

export function applyChangeMove(state: ChangeState, move: ChangeMove, level: Level): [ChangeState, ChangeOutcome] {
  const round = state.rounds[state.current];
  if (!round || state.finished) return [state, 'none'];
  const place = placeToChange(round, state.step);
  const right = round.rungs[state.step + 1]![place]!;
  switch (move.type) {
    case 'select':
      if (move.place < 0 || move.place >= currentWord(state).length || state.showPlace) return [state, 'none'];
      if (move.place !== place) return [{ ...state, selected: null, mistakes: state.mistakes + 1 }, 'stays'];
      return [{ ...state, selected: place }, 'selected'];
    case 'replace':
      if (state.selected === null) return [state, 'none'];
      if (move.letter !== right) return [{ ...state, mistakes: state.mistakes + 1 }, 'wrongLetter'];
      return climb(state, level, false);
    case 'hint':
      // first the letter to change, then its new letter
      if (state.selected === null) return [{ ...state, selected: place }, 'showPlace'];
      return climb(state, level, true);
    case 'skip':
      return [endLadder(state, 'skipped', level), 'skipped'];
  }
}

/** Ladders reached without a wrong choice. */
export const laddersRight = (state: ChangeState) => state.results.filter((r) => r === 'right').length;
