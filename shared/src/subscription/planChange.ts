import type { SubscriptionState } from './subscriptionState';

/**
 * What choosing a plan does to the plan a user holds (docs/adr/0025). The plans page labels its
 * buttons by it and the api refuses or schedules an order by it, so both always agree.
 */
export type PlanChange =
  /** the plan cannot be checked just now: nothing that changes a plan is offered */
  | { kind: 'unknown' }
  /** no plan stands (none, expired, cancelled, or only a checkout open): any plan may be chosen */
  | { kind: 'new' }
  /** this plan is the active one */
  | { kind: 'current' }
  /** a checkout for this plan is open: resume or abandon it */
  | { kind: 'pending'; orderId: string }
  /** this plan is already due to start when the paid year ends */
  | { kind: 'scheduled'; startsAt: string; orderId: string }
  /** a higher plan: the current one stays until the new one is paid */
  | { kind: 'upgrade' }
  /** a free plan below a paid one: after the teacher confirms, it starts when the paid year ends */
  | { kind: 'downgradeAtEnd'; startsAt: string }
  /** a lower paid plan while a paid one runs: refused, it can be chosen when the paid year ends */
  | { kind: 'downgradeRefused'; until: string }
  /** an active school licence gives the school plan: nothing to buy while it lasts */
  | { kind: 'coveredBySchool' };

/** Plans in order of what they give (docs/requirements.md §9 features); unknown plans rank by price. */
const PLAN_RANK: Readonly<Record<string, number>> = { student_free: 0, teacher_free: 0, teacher_plus: 1, teacher_pro: 2, teacher_school: 3 };

export function planRank(planId: string, paid: boolean): number {
  return PLAN_RANK[planId] ?? (paid ? 1 : 0);
}

export interface PlanChoice {
  planId: string;
  /** a plan that costs money (docs/requirements.md §4 "Paid") */
  paid: boolean;
}

/** Whether the plan that stands was paid for (a paid plan has the one-year expiry of docs/requirements.md §9). */
export function holdsPaidPlan(current: SubscriptionState): boolean {
  return current.status === 'active' && current.source !== 'school-license' && Boolean(current.expiryDate);
}

/**
 * docs/adr/0025: a plan change keeps what was paid for. An upgrade is a checkout that leaves the
 * current plan in place until it is paid; a downgrade from a paid plan to a free one starts when
 * the paid year ends, and only after the teacher confirms; a downgrade to a cheaper paid plan is
 * refused until then (it would be a second payment for a year already paid).
 */
export function planChangeFor(current: SubscriptionState | undefined, target: PlanChoice): PlanChange {
  if (!current || current.unconfirmed) return { kind: 'unknown' };
  if (current.pendingOrder?.planId === target.planId) return { kind: 'pending', orderId: current.pendingOrder.orderId };
  if (current.scheduledChange?.planId === target.planId) {
    return { kind: 'scheduled', startsAt: current.scheduledChange.startsAt, orderId: current.scheduledChange.orderId };
  }
  if (current.status !== 'active') return { kind: 'new' };
  if (current.planId === target.planId) return { kind: 'current' };
  if (current.source === 'school-license') return { kind: 'coveredBySchool' };
  const currentPaid = holdsPaidPlan(current);
  if (planRank(target.planId, target.paid) > planRank(current.planId, currentPaid)) return { kind: 'upgrade' };
  if (!currentPaid) return { kind: 'new' };
  const end = current.expiryDate!;
  return target.paid ? { kind: 'downgradeRefused', until: end } : { kind: 'downgradeAtEnd', startsAt: end };
}
