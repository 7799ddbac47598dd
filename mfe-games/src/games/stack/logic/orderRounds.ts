import type { Level } from '../../common/levels';
import { type Rng, shuffled } from '@app/shared';

/**
 * The ordering engine shared by `stack` (items in order) and `reform` (words of a sentence in
 * order): each round has pieces in a right order; the player moves them and checks.
 */
export interface OrderRound {
  /** the pieces in the right order */
  answer: string[];
  /** what the round is about (a sentence's translation, "alphabetical", …) */
  note?: string;
  /** the topic word the round is recorded under: the sentence's item (reform), the run's first word (stack) */
  word?: string;
}

export interface OrderState {
  rounds: OrderRound[];
  current: number;
  /** the current arrangement: indexes into the round's answer */
  order: number[];
  checks: number;
  solved: number;
  score: number;
  finished: boolean;
}

export type OrderMove = { type: 'move'; from: number; to: number } | { type: 'check' } | { type: 'skip' };
export type OrderOutcome = 'none' | 'moved' | 'right' | 'wrong' | 'skipped';

/** A shuffle that is never already solved (when another order exists). */
export function scrambled(count: number, rng: Rng): number[] {
  const identity = Array.from({ length: count }, (_, i) => i);
  if (count < 2) return identity;
  for (let attempt = 0; attempt < 10; attempt++) {
    const s = shuffled(identity, rng);
    if (s.some((v, i) => v !== i)) return s;
  }
  return [...identity.slice(1), 0];
}

export function startOrder(rounds: OrderRound[], rng: Rng): OrderState {
  return { rounds, current: 0, order: scrambled(rounds[0]?.answer.length ?? 0, rng), checks: 0, solved: 0, score: 0, finished: rounds.length === 0 };
}

/** Which places hold the right piece (two equal pieces are interchangeable). */
export function rightPlaces(state: OrderState): boolean[] {
  const round = state.rounds[state.current];
  if (!round) return [];
  return state.order.map((piece, place) => round.answer[piece] === round.answer[place]);
}

export const ORDER_POINTS: Record<Level, number> = { 1: 10, 2: 15, 3: 20 };

function advance(state: OrderState, solved: boolean, points: number, rng: Rng): OrderState {
  const current = state.current + 1;
  const next = state.rounds[current];
  return {
    ...state,
    current,
    order: next ? scrambled(next.answer.length, rng) : [],
    checks: 0,
    solved: state.solved + (solved ? 1 : 0),
    score: state.score + points,
    finished: current >= state.rounds.length,
  };
}

export function applyOrderMove(state: OrderState, move: OrderMove, level: Level, rng: Rng): [OrderState, OrderOutcome] {
  if (state.finished) return [state, 'none'];
  switch (move.type) {
    case 'move': {
      const { from, to } = move;
      if (from === to || from < 0 || to < 0 || from >= state.order.length || to >= state.order.length) return [state, 'none'];
      const order = [...state.order];
      const [piece] = order.splice(from, 1);
      order.splice(to, 0, piece!);
      return [{ ...state, order }, 'moved'];
    }
    case 'check': {
      if (rightPlaces(state).every(Boolean)) {
        // full points on the first check, half after a wrong one
        const points = state.checks === 0 ? ORDER_POINTS[level] : Math.floor(ORDER_POINTS[level] / 2);
        return [advance(state, true, points, rng), 'right'];
      }
      return [{ ...state, checks: state.checks + 1 }, 'wrong'];
    }
    case 'skip':
      return [advance(state, false, 0, rng), 'skipped'];
  }
}
