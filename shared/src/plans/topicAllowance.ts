import type { SubscriptionState } from '../subscription/subscriptionState';
import { startOfMalaysiaMonth } from '../time/malaysiaTime';

/**
 * docs/requirements.md §9: "free teacher has limited topic creation and AI generation; Plus has extended; Pro
 * has unlimited". The spec names no numbers; these are ours, per calendar month (UTC+8).
 * `null` = unlimited. docs/requirements.md §6 gives teacher_school Pro access, so it is unlimited too.
 */
export interface TopicAllowance {
  /** topics made by hand (custom-) */
  topicsPerMonth: number | null;
  /** topics made with AI help (ai-generated-) */
  aiPerMonth: number | null;
}

export const TOPIC_ALLOWANCES: Readonly<Record<string, TopicAllowance>> = {
  teacher_free: { topicsPerMonth: 3, aiPerMonth: 3 },
  teacher_plus: { topicsPerMonth: 30, aiPerMonth: 30 },
  teacher_pro: { topicsPerMonth: null, aiPerMonth: null },
  teacher_school: { topicsPerMonth: null, aiPerMonth: null },
};

const NONE: TopicAllowance = { topicsPerMonth: 0, aiPerMonth: 0 };

/** Only an active teacher plan creates topics; anything else (students, expired plans) gets none. */
export function topicAllowance(subscription: Pick<SubscriptionState, 'planId' | 'status'> | undefined | null): TopicAllowance {
  if (!subscription || subscription.status !== 'active') return NONE;
  return TOPIC_ALLOWANCES[subscription.planId] ?? NONE;
}

/** How many more this month; null = unlimited. */
export function remainingThisMonth(limit: number | null, usedThisMonth: number): number | null {
  return limit === null ? null : Math.max(0, limit - usedThisMonth);
}

/** The first instant of the current month in Malaysia (UTC+8): where this month's allowance starts. */
export function startOfMonthUtc8(now: Date): Date {
  return startOfMalaysiaMonth(now);
}
