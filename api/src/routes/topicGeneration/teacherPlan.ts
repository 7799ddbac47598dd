import type { SubscriptionStatus } from '@app/shared/src/subscription/subscriptionState';
import type { Queryable } from '../../db/database';
import { licenseOfUser, licenseUsable } from '../licenses/schoolLicenses';
import { latestPlanOrder, planOrderStatus } from '../subscription/planOrderStatus';

/** The teacher's plan as the server sees it (a school license first, SPEC.md §4), for allowances. */
export async function teacherPlan(db: Queryable, userId: number, now = new Date()): Promise<{ planId: string; status: SubscriptionStatus }> {
  const license = await licenseOfUser(db, userId);
  if (license && licenseUsable(license, now)) return { planId: 'teacher_school', status: 'active' };
  const order = await latestPlanOrder(db, userId);
  if (!order) return { planId: 'none', status: 'none' };
  return { planId: order.plan_id, status: planOrderStatus(order, now).status };
}

/** Topics of one kind (`custom-` or `ai-generated-`) this teacher made since `since`. */
export async function topicsMadeSince(db: Queryable, userId: number, prefix: 'custom-' | 'ai-generated-', since: Date): Promise<number> {
  const { rows } = await db.query<{ n: string }>(`SELECT count(*)::text AS n FROM topics WHERE owner_id = $1 AND key LIKE $2 AND created_at >= $3`, [userId, `${prefix}%`, since.toISOString()]);
  return Number(rows[0]?.n ?? 0);
}
