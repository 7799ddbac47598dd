import { GUARD_REASONS, levelCompletedReason } from './guardReasons';
import { SOLVALLAR_2025, roundNeedsPayment, type ContestShape } from './contestRules';
import type { ContestState } from './contestWindow';

export interface LevelAccessInput {
  signedIn: boolean;
  /** the contest state with any allowed override applied */
  state: ContestState;
  round: number;
  levelNumber: number;
  /** whether docs/requirements.md §5's payment rule found a payment (only read for rounds that need one) */
  paid: boolean;
  /** level numbers the user has already handed in */
  completed: readonly number[];
  shape?: ContestShape;
}

export type LevelAccessDenial = 'not_logged_in' | 'contest_not_started' | 'contest_ended' | 'payment_required' | 'level_completed';
export type LevelAccess = { allow: true } | { allow: false; code: LevelAccessDenial; reason: string };

/**
 * docs/requirements.md §5 "Contest level access requires all of: user logged in; contest state is during; for
 * rounds 2 to 5 a payment exists; the level is not already completed (no replay in competition
 * mode)." Checked in that order, so the first missing condition is the one a user is told about.
 * The browser guard, the contest home's level marks and the api's writes all call this.
 */
export function levelAccess(input: LevelAccessInput): LevelAccess {
  const deny = (code: LevelAccessDenial, reason: string): LevelAccess => ({ allow: false, code, reason });
  if (!input.signedIn) return deny('not_logged_in', GUARD_REASONS.notLoggedIn);
  if (input.state === 'before') return deny('contest_not_started', GUARD_REASONS.notStarted);
  if (input.state === 'after') return deny('contest_ended', GUARD_REASONS.ended);
  if (roundNeedsPayment(input.round, input.shape ?? SOLVALLAR_2025) && !input.paid) return deny('payment_required', GUARD_REASONS.paymentRequired);
  if (input.completed.includes(input.levelNumber)) return deny('level_completed', levelCompletedReason(input.levelNumber));
  return { allow: true };
}
