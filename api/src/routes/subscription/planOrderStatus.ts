import { orderStatusToSubscriptionStatus, paidExpiry } from '@app/shared/src/subscription/subscriptionStatus';
import type { Queryable } from '../../db/database';

export interface PlanOrderRow {
  order_id: string;
  order_status: string;
  date_created: string;
  plan_id: string;
  plan_name: string;
  plan_category: 'teacher' | 'student';
  plan_price: string;
}

/** The latest order containing a plan product (SPEC.md §4 "Rules come from the latest order containing a plan product"). */
export async function latestPlanOrder(db: Queryable, userId: number): Promise<PlanOrderRow | undefined> {
  return (
    await db.query<PlanOrderRow>(
      `SELECT o.id AS order_id, o.status AS order_status, o.date_created, p.name AS plan_name, p.regular_price AS plan_price,
              (SELECT m->>'value' FROM jsonb_array_elements(p.meta_data) m WHERE m->>'key' = 'plan_id' LIMIT 1) AS plan_id,
              COALESCE((SELECT m->>'value' FROM jsonb_array_elements(p.meta_data) m WHERE m->>'key' = 'plan_category' LIMIT 1), 'teacher') AS plan_category
       FROM orders o JOIN order_items i ON i.order_id = o.id JOIN products p ON p.id = i.product_id
       WHERE o.customer_id = $1 AND EXISTS (SELECT 1 FROM jsonb_array_elements(p.meta_data) m WHERE m->>'key' = 'plan_id')
       ORDER BY o.date_created DESC, o.id DESC LIMIT 1`,
      [userId],
    )
  ).rows[0];
}

/**
 * SPEC.md §4 table on the server, through the same rule the browser uses (shared/src/subscription,
 * imported by path so the api never loads shared's React parts). "Paid" means the plan product
 * has a price, whatever a coupon took off.
 */
export function planOrderStatus(order: Pick<PlanOrderRow, 'order_status' | 'date_created' | 'plan_price'>, now: Date): { status: ReturnType<typeof orderStatusToSubscriptionStatus>; expiresAt: string | null } {
  const paid = Number(order.plan_price) > 0;
  const date = new Date(order.date_created).toISOString();
  return { status: orderStatusToSubscriptionStatus(order.order_status, paid, date, now), expiresAt: paid ? paidExpiry(date).toISOString() : null };
}
