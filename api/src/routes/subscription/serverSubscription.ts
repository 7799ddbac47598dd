import {
  deriveSubscription,
  latestPlanOrder,
  PLAN_PRODUCTS,
  type PlanLookup,
  type PlanProduct,
  type StoreOrder,
  type SubscriptionState,
} from '@app/shared/node';
import type { Queryable } from '../../db/database';
import { licenseOfUser, licenseUsable } from '../licenses/licenseRepository';

interface PlanProductRow {
  id: number;
  name: string;
  regular_price: string;
  plan_id: string;
  plan_category: string | null;
}

/**
 * Plan products as the store holds them (a product with plan_id meta). Free or paid comes from
 * the docs/requirements.md §9 catalogue where it names the plan, else from the product's regular price, never
 * from what an order line happened to cost (a sale or a coupon does not make Plus free).
 */
export async function planProducts(db: Queryable): Promise<Map<number, PlanProduct>> {
  const { rows } = await db.query<PlanProductRow>(
    `SELECT id, name, regular_price,
            (SELECT m->>'value' FROM jsonb_array_elements(meta_data) m WHERE m->>'key' = 'plan_id' LIMIT 1) AS plan_id,
            (SELECT m->>'value' FROM jsonb_array_elements(meta_data) m WHERE m->>'key' = 'plan_category' LIMIT 1) AS plan_category
     FROM products WHERE EXISTS (SELECT 1 FROM jsonb_array_elements(meta_data) m WHERE m->>'key' = 'plan_id')`,
  );
  const catalogue = new Map(Object.values(PLAN_PRODUCTS).map((p) => [p.planId, p]));
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        planId: r.plan_id,
        planName: r.name,
        category: r.plan_category === 'student' ? 'student' : 'teacher',
        paid: catalogue.get(r.plan_id)?.paid ?? Number(r.regular_price) > 0,
      },
    ]),
  );
}

/** The user's orders that hold a plan product, in the store's order shape (with set_paid and starts_at: docs/adr/0025). */
async function planOrders(db: Queryable, userId: number, planIds: number[]): Promise<StoreOrder[]> {
  const { rows } = await db.query<{
    id: string;
    status: string;
    date_created: Date | string;
    date_paid: Date | string | null;
    starts_at: Date | string | null;
    total: string;
    payment_method_title: string;
    product_id: number;
    price: string;
  }>(
    `SELECT o.id, o.status, o.date_created, o.date_paid, o.starts_at, o.total, o.payment_method_title, i.product_id, i.price
     FROM orders o JOIN order_items i ON i.order_id = o.id
     WHERE o.customer_id = $1 AND i.product_id = ANY($2::int[])`,
    [userId, planIds],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    status: r.status,
    date_created: new Date(r.date_created).toISOString(),
    set_paid: r.date_paid !== null,
    starts_at: r.starts_at === null ? null : new Date(r.starts_at).toISOString(),
    total: r.total,
    payment_method_title: r.payment_method_title,
    line_items: [{ product_id: Number(r.product_id), price: Number(r.price), quantity: 1 }],
  }));
}

export interface ServerSubscription {
  state: SubscriptionState;
  /** the latest plan order, when the state came from one */
  order?: StoreOrder;
}

/**
 * The server's view of a user's subscription, by the same docs/requirements.md §4 rule the browser runs
 * (shared deriveSubscription): an active school licence wins, else the latest order holding a
 * plan product through the status table, paid plans valid one calendar year from the order.
 * Allowances, boards and the status call all read this; the browser's copy is only a hint.
 */
export async function serverSubscription(db: Queryable, userId: number, now = new Date()): Promise<ServerSubscription> {
  const license = await licenseOfUser(db, userId);
  const licenseStatus =
    license && licenseUsable(license, now)
      ? { has_school_license: true, license_status: 'active', expires_at: new Date(license.expires_at).toISOString() }
      : null;
  const plans = await planProducts(db);
  const orders = licenseStatus ? [] : await planOrders(db, userId, [...plans.keys()]);
  const planOf: PlanLookup = (id) => plans.get(Number(id));
  const state = deriveSubscription({ orders, license: licenseStatus }, now, planOf);
  return { state, order: latestPlanOrder(orders, planOf, now)?.order ?? orders.find((o) => String(o.id) === state.pendingOrder?.orderId) };
}
