import type { GuardResult } from '../platform/platform';
import { GUARD_REASONS } from './guardReasons';
import { levelAccess } from './levelAccess';
import { SOLVALLAR_2025, roundNeedsPayment, type ContestShape } from './contestRules';
import type { ContestState } from './contestWindow';

export { GUARD_REASONS, levelCompletedReason, parseLevelCompletedReason } from './guardReasons';

/** What the guard needs to know, each a lookup that may fail. */
export interface ContestGuardDeps {
  isLoggedIn(): boolean;
  /** the state with any allowed override already applied */
  contestState(): Promise<ContestState>;
  /** docs/requirements.md §5 payment rule, with its own stored-flag fallback (checkContestPayment) */
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
 * docs/requirements.md §5 "Contest level access requires all of: user logged in; contest state is during; for
 * rounds 2 to 5 a payment exists; the level is not already completed (no replay in competition
 * mode)." docs/requirements.md §8: every denial, and any guard error, redirects to /solvallar-contest;
 * "Level completion check failure: treated as not completed."
 */
export async function runContestGuard(input: ContestGuardInput, deps: ContestGuardDeps): Promise<GuardResult> {
  const redirectTo = input.redirectTo ?? SOLVALLAR_2025.homePath;
  const deny = (reason: string): GuardResult => ({ allow: false, redirectTo, reason });
  try {
    const signedIn = deps.isLoggedIn();
    const state = signedIn ? await deps.contestState() : 'during';
    const shape = input.shape ?? SOLVALLAR_2025;
    const open = signedIn && state === 'during';
    // look up only what the rule can still need: no orders for round 1, nothing once closed
    const paid = open && roundNeedsPayment(input.round, shape) ? await deps.hasPaid() : false;
    let completed: readonly number[] = [];
    if (open) {
      try {
        completed = await deps.completedLevels();
      } catch {
        completed = [];
      }
    }
    const access = levelAccess({ signedIn, state, round: input.round, levelNumber: input.levelNumber, paid, completed, shape });
    return access.allow ? { allow: true } : deny(access.reason);
  } catch {
    return deny(GUARD_REASONS.checkFailed);
  }
}
