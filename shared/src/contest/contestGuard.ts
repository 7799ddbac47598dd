import type { GuardResult } from '../platform/platform';
import { SOLVALLAR_2025, roundNeedsPayment, type ContestShape } from './contestRules';
import type { ContestState } from './contestWindow';

/** SPEC.md §8 contest guard denial reasons, word for word. */
export const GUARD_REASONS = {
  notLoggedIn: 'User not logged in',
  notStarted: 'Contest has not started yet',
  ended: 'Contest has ended',
  paymentRequired: 'Payment required for this round',
  /** not a SPEC.md text: SPEC.md §8 only says a guard error denies and redirects */
  checkFailed: 'Could not check access to this level. Please try again.',
} as const;

/** SPEC.md §8 'Level N already completed. No replay allowed in competition mode.' */
export function levelCompletedReason(levelNumber: number): string {
  return `Level ${levelNumber} already completed. No replay allowed in competition mode.`;
}

/** Reads N back out of a 'Level N already completed…' reason (for translating it). */
export function parseLevelCompletedReason(reason: string): number | null {
  const m = /^Level (\d+) already completed\. No replay allowed in competition mode\.$/.exec(reason);
  return m ? Number(m[1]) : null;
}

/** What the guard needs to know, each a lookup that may fail. */
export interface ContestGuardDeps {
  isLoggedIn(): boolean;
  /** the state with any allowed override already applied */
  contestState(): Promise<ContestState>;
  /** SPEC.md §5 payment rule, with its own stored-flag fallback (checkContestPayment) */
  hasPaid(): Promise<boolean>;
  /** level numbers of the user's score records */
  completedLevels(): Promise<readonly number[]>;
}

export interface ContestGuardInput {
  round: number;
  level: number;
  levelNumber: number;
  shape?: ContestShape;
  redirectTo?: string;
}

/**
 * SPEC.md §5 "Contest level access requires all of: user logged in; contest state is during; for
 * rounds 2 to 5 a payment exists; the level is not already completed (no replay in competition
 * mode)." SPEC.md §8: every denial, and any guard error, redirects to /solvallar-contest;
 * "Level completion check failure: treated as not completed."
 */
export async function runContestGuard(input: ContestGuardInput, deps: ContestGuardDeps): Promise<GuardResult> {
  const redirectTo = input.redirectTo ?? SOLVALLAR_2025.homePath;
  const deny = (reason: string): GuardResult => ({ allow: false, redirectTo, reason });
  try {
    if (!deps.isLoggedIn()) return deny(GUARD_REASONS.notLoggedIn);
    const state = await deps.contestState();
    if (state === 'before') return deny(GUARD_REASONS.notStarted);
    if (state === 'after') return deny(GUARD_REASONS.ended);
    if (roundNeedsPayment(input.round, input.shape ?? SOLVALLAR_2025) && !(await deps.hasPaid())) return deny(GUARD_REASONS.paymentRequired);
    let completed: readonly number[] = [];
    try {
      completed = await deps.completedLevels();
    } catch {
      completed = [];
    }
    if (completed.includes(input.levelNumber)) return deny(levelCompletedReason(input.levelNumber));
    return { allow: true };
  } catch {
    return deny(GUARD_REASONS.checkFailed);
  }
}
