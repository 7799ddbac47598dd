import { remainingThisMonth, startOfMonthUtc8, topicAllowance } from '@app/shared/node';
import type { Queryable } from '../../db/database';
import { forbidden } from '../../http/httpError';
import { teacherPlan, topicsMadeSince } from '../topicGeneration/teacherPlan';

/**
 * docs/requirements.md §9: free teachers have limited topic creation, Plus extended, Pro unlimited. The numbers
 * per plan are the shared topicAllowance, counted per calendar month in Malaysia (UTC+8).
 */
export async function topicAllowanceOf(db: Queryable, userId: number, now = new Date()) {
  const plan = await teacherPlan(db, userId, now);
  const allowance = topicAllowance(plan);
  const since = startOfMonthUtc8(now);
  const [custom, ai] = await Promise.all([topicsMadeSince(db, userId, 'custom-', since), topicsMadeSince(db, userId, 'ai-generated-', since)]);
  const part = (limit: number | null, used: number) => ({ limit, used, remaining: remainingThisMonth(limit, used) });
  return {
    planId: plan.status === 'active' ? plan.planId : 'none',
    custom: part(allowance.topicsPerMonth, custom),
    ai: part(allowance.aiPerMonth, ai),
  };
}

/** Refuses a new hand-made (`custom`) or AI-made (`ai`) topic once this month's allowance is used. */
export async function assertTopicAllowed(db: Queryable, userId: number, kind: 'custom' | 'ai', now = new Date()) {
  const { limit, remaining } = (await topicAllowanceOf(db, userId, now))[kind];
  if (remaining !== 0) return;
  const message =
    kind === 'custom'
      ? limit === 0
        ? 'Your plan does not include making topics. Choose a teacher plan to make them.'
        : `Your plan allows ${limit} new topics a month, and you have made them. Upgrade for more.`
      : limit === 0
        ? 'Your plan does not include AI topic creation. Choose a teacher plan to use it.'
        : `Your plan allows ${limit} AI topics a month, and you have used them. Upgrade for more.`;
  throw forbidden(message, 'allowance_used');
}
