import type { PlanId, SubscriptionState } from '../subscription/subscriptionState';
import { NO_SUBSCRIPTION, PLAN_PRODUCTS } from '../subscription/subscriptionStatus';

/**
 * Who the dev toolbar can be: the demo accounts the api seeds (api/src/db/seed/demoUsers.ts; a
 * test keeps the two lists equal). They sign in by MyKad alone, so the harness gets a real token
 * and the api answers as it would answer that user.
 */
export const DEV_ACCOUNTS = [
  { key: 'student', label: 'Student (free)', mykad: '120315101234', email: 'student@demo.my', plan: 'student_free' },
  { key: 'teacher_free', label: 'Teacher (free)', mykad: '850612145671', email: 'guru.free@demo.my', plan: 'teacher_free' },
  { key: 'teacher_plus', label: 'Teacher (Plus)', mykad: '800101085523', email: 'teacher.plus@demo.my', plan: 'teacher_plus' },
  { key: 'teacher_pro', label: 'Teacher (Pro)', mykad: '790923105337', email: 'asiriyar.pro@demo.my', plan: 'teacher_pro' },
  { key: 'teacher_school', label: 'Teacher (school licence)', mykad: '880707075541', email: 'school.teacher@demo.my', plan: 'teacher_school' },
] as const satisfies readonly { key: string; label: string; mykad: string; email: string; plan: PlanId }[];

export type DevAccount = (typeof DEV_ACCOUNTS)[number];

/** The plans the toolbar offers; `none` is what a signed-out visitor has. */
export const DEV_PLANS: readonly PlanId[] = ['none', 'student_free', 'teacher_free', 'teacher_plus', 'teacher_pro', 'teacher_school'];

export function devAccountByMykad(mykad: string | undefined): DevAccount | undefined {
  return DEV_ACCOUNTS.find((a) => a.mykad === mykad);
}

/** The demo account a signed-in user is: by email, as the app keeps no MyKad (docs/adr/0018). */
export function devAccountByEmail(email: string | undefined): DevAccount | undefined {
  return DEV_ACCOUNTS.find((a) => a.email === email);
}

/** An active subscription to `plan`, as the shell would derive it from a paid order or a licence. */
export function devPlanState(plan: PlanId): SubscriptionState {
  const product = Object.values(PLAN_PRODUCTS).find((p) => p.planId === plan);
  if (plan === 'none' || !product) return NO_SUBSCRIPTION;
  const source = plan === 'teacher_school' ? 'school-license' : 'order';
  return { planId: product.planId, planName: product.planName, category: product.category, status: 'active', source };
}
