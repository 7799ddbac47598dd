import type { SubscriptionState } from '../subscription/subscriptionState';
import { HOMEWORK_RULES } from './homeworkRules';

/**
 * What each teacher plan may set as homework (ADR 0029). Every active teacher plan sets homework,
 * untimed or timed, with any ranking, and reads every result; the plans differ, as they do for
 * topics (docs/requirements.md §9: limited, extended, unlimited), in how much at once.
 */
export interface HomeworkAllowance {
  /** assignments open at once (not closed, due date not passed); null = no limit */
  openAssignments: number | null;
  /** games one assignment may ask for */
  gamesPerAssignment: number;
}

export const HOMEWORK_ALLOWANCES: Readonly<Record<string, HomeworkAllowance>> = {
  teacher_free: { openAssignments: 3, gamesPerAssignment: 1 },
  teacher_plus: { openAssignments: 15, gamesPerAssignment: 3 },
  teacher_pro: { openAssignments: null, gamesPerAssignment: HOMEWORK_RULES.maxGames },
  teacher_school: { openAssignments: null, gamesPerAssignment: HOMEWORK_RULES.maxGames },
};

const NONE: HomeworkAllowance = { openAssignments: 0, gamesPerAssignment: 0 };

/** Only an active teacher plan sets homework; students and expired plans get none. */
export function homeworkAllowance(subscription: Pick<SubscriptionState, 'planId' | 'status'> | undefined | null): HomeworkAllowance {
  if (!subscription || subscription.status !== 'active') return NONE;
  return HOMEWORK_ALLOWANCES[subscription.planId] ?? NONE;
}

export type HomeworkRefusal = 'homework_not_in_plan' | 'homework_limit' | 'too_many_games';

/** Why a plan cannot set one more assignment with this many games, or undefined when it can. */
export function homeworkRefusal(allowance: HomeworkAllowance, { openNow, games }: { openNow: number; games: number }): HomeworkRefusal | undefined {
  if (allowance.gamesPerAssignment === 0) return 'homework_not_in_plan';
  if (games > allowance.gamesPerAssignment) return 'too_many_games';
  if (allowance.openAssignments !== null && openNow >= allowance.openAssignments) return 'homework_limit';
  return undefined;
}
