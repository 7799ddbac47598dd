import { sameLetters } from '@app/shared';
import type { JumbleRound } from './jumbleRounds';

export interface JumbleState {
  round: number;
  /** tile indexes in the order the player picked them */
  picked: number[];
  solved: number;
  attempts: number;
  hintsThisRound: number;
  /** wrong words built for this word: each is a wrong try on it (first-try accuracy, ADR 0022) */
  wrongThisRound?: number;
  done: boolean;
}

/** `type`: a whole letter from a keyboard (the letter model completed it): it picks a tile that shows it. */
export type JumbleMove =
  { type: 'pick'; tile: number } | { type: 'type'; letter: string } | { type: 'unpick' } | { type: 'clear' } | { type: 'hint' } | { type: 'skip' };
/** `noTile`: a typed letter that no tile left shows */
export type JumbleOutcome = 'none' | 'correct' | 'incorrect' | 'skipped' | 'noTile';

export const JUMBLE_POINTS = 10;

export function initialJumbleState(): JumbleState {
  return { round: 0, picked: [], solved: 0, attempts: 0, hintsThisRound: 0, wrongThisRound: 0, done: false };
}

function next(state: JumbleState, rounds: readonly JumbleRound[], correct: boolean): JumbleState {
  const round = state.round + 1;
  return {
    ...state,
    round,
    picked: [],
    hintsThisRound: 0,
    wrongThisRound: 0,
    solved: state.solved + (correct ? 1 : 0),
    attempts: state.attempts + 1,
    done: round >= rounds.length,
  };
}

function judge(state: JumbleState, rounds: readonly JumbleRound[], answer: string): [JumbleState, JumbleOutcome] {
  const r = rounds[state.round]!;
  if (sameLetters(answer, r.word, { ignoreCase: true })) return [next(state, rounds, true), 'correct'];
  return [{ ...state, picked: [], attempts: state.attempts + 1, wrongThisRound: (state.wrongThisRound ?? 0) + 1 }, 'incorrect'];
}

export function applyJumbleMove(rounds: readonly JumbleRound[], state: JumbleState, move: JumbleMove): [JumbleState, JumbleOutcome] {
  const r = rounds[state.round];
  if (!r || state.done) return [state, 'none'];
  switch (move.type) {
    case 'pick': {
      if (state.picked.includes(move.tile) || move.tile < 0 || move.tile >= r.tiles.length) return [state, 'none'];
      const picked = [...state.picked, move.tile];
      if (picked.length < r.tiles.length) return [{ ...state, picked }, 'none'];
      return judge({ ...state, picked }, rounds, picked.map((i) => r.tiles[i]).join(''));
    }
    case 'unpick':
      return [{ ...state, picked: state.picked.slice(0, -1) }, 'none'];
    case 'clear':
      return [{ ...state, picked: [] }, 'none'];
    case 'type': {
      const tile = r.tiles.findIndex((t, i) => !state.picked.includes(i) && sameLetters(t, move.letter, { ignoreCase: true }));
      return tile < 0 ? [state, 'noTile'] : applyJumbleMove(rounds, state, { type: 'pick', tile });
    }
    case 'hint': {
      // Keep the correct prefix, then place the next right letter.
      let keep = 0;
      while (keep < state.picked.length && r.tiles[state.picked[keep]!] === r.letters[keep]) keep++;
      const picked = state.picked.slice(0, keep);
      const want = r.letters[keep];
      const tile = r.tiles.findIndex((t, i) => t === want && !picked.includes(i));
      if (tile < 0) return [state, 'none'];
      const withHint = { ...state, picked: [...picked, tile], hintsThisRound: state.hintsThisRound + 1 };
      if (withHint.picked.length === r.tiles.length) return judge(withHint, rounds, r.word);
      return [withHint, 'none'];
    }
    case 'skip':
      return [next(state, rounds, false), 'skipped'];
    default:
      return [state, 'none'];
  }
}

/** Points: level × 10 per solved word. Hints are charged by the frame (shared scoring rule). */
export function jumbleScore(solved: number, level: number): number {
  return solved * JUMBLE_POINTS * level;
}
