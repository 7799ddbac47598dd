import type { Level } from './levels';

/**
 * What the frame tracks around any game: level, clock, score, accuracy, hints. Pure
 * `(state, move) → state` so the frame component only renders it.
 */
export interface GameTally {
  score: number;
  /** answers the player got right */
  correct: number;
  /** answers the player gave (right or wrong) */
  attempted: number;
}

export type GameSession =
  | { phase: 'choosing' }
  | ({ phase: 'playing'; level: Level; seed: number; startedAt: number; elapsedBefore: number; hintsUsed: number; restored?: unknown } & GameTally)
  | ({ phase: 'finished'; level: Level; seed: number; durationMs: number; hintsUsed: number } & GameTally);

export type SessionMove =
  | { type: 'start'; level: Level; seed: number; now: number; resume?: { elapsedMs: number; hintsUsed: number; state: unknown } & GameTally }
  | ({ type: 'report' } & GameTally)
  | { type: 'hint' }
  | ({ type: 'finish'; now: number } & GameTally)
  | { type: 'again' };

export const INITIAL_SESSION: GameSession = { phase: 'choosing' };

export function elapsedMs(session: GameSession, now: number): number {
  if (session.phase === 'playing') return session.elapsedBefore + Math.max(0, now - session.startedAt);
  if (session.phase === 'finished') return session.durationMs;
  return 0;
}

/** Accuracy in whole percent; 0 answers is 0 %. */
export function accuracyPercent(tally: Pick<GameTally, 'correct' | 'attempted'>): number {
  if (tally.attempted <= 0) return 0;
  return Math.round((Math.min(tally.correct, tally.attempted) / tally.attempted) * 100);
}

export function nextSession(session: GameSession, move: SessionMove): GameSession {
  switch (move.type) {
    case 'start': {
      const r = move.resume;
      return {
        phase: 'playing', level: move.level, seed: move.seed, startedAt: move.now,
        elapsedBefore: r ? Math.max(0, r.elapsedMs) : 0,
        hintsUsed: r?.hintsUsed ?? 0,
        score: r?.score ?? 0, correct: r?.correct ?? 0, attempted: r?.attempted ?? 0,
        restored: r?.state,
      };
    }
    case 'report':
      if (session.phase !== 'playing') return session;
      return { ...session, score: Math.max(0, move.score), correct: move.correct, attempted: move.attempted };
    case 'hint':
      if (session.phase !== 'playing') return session;
      return { ...session, hintsUsed: session.hintsUsed + 1 };
    case 'finish':
      if (session.phase !== 'playing') return session;
      return {
        phase: 'finished', level: session.level, seed: session.seed, hintsUsed: session.hintsUsed,
        durationMs: elapsedMs(session, move.now),
        score: Math.max(0, move.score), correct: move.correct, attempted: move.attempted,
      };
    case 'again':
      return INITIAL_SESSION;
    default:
      return session;
  }
}
