import type { Queryable } from '../../db/database';
import { orderJson, type ItemRow, type OrderJson, type OrderRow, type ProductRow } from './storeRecords';

/**
 * Every SQL statement about orders, coupons and the products an order reads (fastify/demo's
 * repository). Handlers and services call these; none of them writes SQL of its own.
 */

export interface Customer {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: string;
}

export async function findCustomer(db: Queryable, userId: number): Promise<Customer | undefined> {
  return (await db.query<Customer>('SELECT id, email, first_name, last_name, role FROM users WHERE id = $1', [userId])).rows[0];
}

export async function findProducts(db: Queryable, ids: readonly number[]): Promise<ProductRow[]> {
  return (await db.query<ProductRow>('SELECT * FROM products WHERE id = ANY($1::int[])', [[...ids]])).rows;
}

export interface CouponRow {
  code: string;
  amount: string | number;
  discount_type: 'percent' | 'fixed_cart';
  usage_limit: number | null;
  usage_count: number;
  expires_at: string | null;
}

/** docs/requirements.md §5: "A coupon is invalid if the lookup returns no coupon" — expired or used-up ones return none. */
export async function findUsableCoupon(db: Queryable, code: string): Promise<CouponRow | undefined> {
  const trimmed = code.trim().toLowerCase();
  if (!trimmed) return undefined;
  const r = await db.query<CouponRow>(
    'SELECT * FROM coupons WHERE code = $1 AND (expires_at IS NULL OR expires_at > now()) AND (usage_limit IS NULL OR usage_count < usage_limit)',
    [trimmed],
  );
  return r.rows[0];
}

/**
 * Counts one use; false when the coupon is used up. Conditional, so a limit holds under
 * concurrency. Only an order the coupon paid for counts (issue 21): see countCouponUse.
 */
export async function useCoupon(db: Queryable, code: string): Promise<boolean> {
  const used = await db.query(
    'UPDATE coupons SET usage_count = usage_count + 1 WHERE code = $1 AND (usage_limit IS NULL OR usage_count < usage_limit) RETURNING code',
    [code],
  );
  return used.rows.length > 0;
}

export async function insertCoupon(
  db: Queryable,
  c: { code: string; amount: number; discountType: 'percent' | 'fixed_cart'; usageLimit: number | null; expiresAt: string | null },
): Promise<boolean> {
  const row = await db.query(
    'INSERT INTO coupons (code, amount, discount_type, usage_limit, expires_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (code) DO NOTHING RETURNING code',
    [c.code, c.amount, c.discountType, c.usageLimit, c.expiresAt],
  );
  return row.rows.length > 0;
}

/**
 * Counts the use of the coupon on an order that has just been paid. Not conditional: the buyer
 * paid the price the coupon gave when the order was placed, so the use is real even when the
 * last one was taken meanwhile (createPaymentIntent refuses a used-up coupon's order first).
 */
export async function countCouponUse(db: Queryable, orderId: number): Promise<void> {
  await db.query(
    `UPDATE coupons SET usage_count = usage_count + 1
     WHERE code = (SELECT coupon_code FROM orders WHERE id = $1 AND discount_total > 0)`,
    [orderId],
  );
}

export interface NewOrder {
  customerId: string | number;
  status: 'pending' | 'completed';
  /** docs/adr/0025: a plan that starts later (a downgrade at the end of the paid year) */
  startsAt?: string | null;
  billing: { email: string; first_name: string; last_name: string };
  paymentMethod: string;
  paymentMethodTitle: string;
  couponCode?: string | null;
  transactionId?: string | null;
  subtotal: number;
  discountTotal: number;
  total: number;
  lines: { productId: number; name: string; quantity: number; price: number }[];
}

/** One order with its lines; a completed order is paid now. Run inside the caller's transaction. */
export async function insertOrder(db: Queryable, order: NewOrder): Promise<number> {
  const paidAt = order.status === 'completed' ? new Date().toISOString() : null;
  const inserted = await db.query<{ id: string }>(
    `INSERT INTO orders (customer_id, status, billing, payment_method, payment_method_title, coupon_code, transaction_id, subtotal, discount_total, total, date_paid, date_completed, starts_at)
     VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7, $8, $9, $10, $11, $11, $12) RETURNING id`,
    [
      order.customerId,
      order.status,
      JSON.stringify(order.billing),
      order.paymentMethod,
      order.paymentMethodTitle,
      order.couponCode ?? null,
      order.transactionId ?? null,
      order.subtotal,
      order.discountTotal,
      order.total,
      paidAt,
      order.startsAt ?? null,
    ],
  );
  const id = Number(inserted.rows[0]!.id);
  for (const l of order.lines) {
    await db.query('INSERT INTO order_items (order_id, product_id, name, quantity, price, total) VALUES ($1, $2, $3, $4, $5, $6)', [
      id,
      l.productId,
      l.name,
      l.quantity,
      l.price,
      l.price * l.quantity,
    ]);
  }
  return id;
}

/** Orders with their line items, newest first. */
export async function loadOrders(db: Queryable, where: 'customer' | 'id', value: number, limit = 50, offset = 0): Promise<OrderJson[]> {
  const column = where === 'customer' ? 'customer_id' : 'id';
  const orders = await db.query<OrderRow>(
    `SELECT * FROM orders WHERE ${column} = $1 ORDER BY date_created DESC, id DESC LIMIT ${Number(limit)} OFFSET ${Number(offset)}`,
    [value],
  );
  if (orders.rows.length === 0) return [];
  const ids = orders.rows.map((o) => Number(o.id));
  const items = await db.query<ItemRow>('SELECT * FROM order_items WHERE order_id = ANY($1::bigint[]) ORDER BY id', [ids]);
  return orders.rows.map((o) =>
    orderJson(
      o,
      items.rows.filter((i) => Number(i.order_id) === Number(o.id)),
    ),
  );
}

export async function loadOrder(db: Queryable, id: number): Promise<OrderJson | undefined> {
  return (await loadOrders(db, 'id', id, 1))[0];
}

/**
 * Marks an order paid and completed — only from pending/on-hold/failed, so a replayed payment
 * verification never re-completes a cancelled or refunded order.
 */
export async function completeOrder(db: Queryable, orderId: number, transactionId: string | null): Promise<boolean> {
  const r = await db.query(
    `UPDATE orders SET status = 'completed', transaction_id = COALESCE($2, transaction_id), date_paid = COALESCE(date_paid, now()), date_completed = now()
     WHERE id = $1 AND status IN ('pending', 'on-hold', 'failed', 'processing') RETURNING id`,
    [orderId, transactionId],
  );
  return r.rows.length > 0;
}

/**
 * docs/adr/0025: cancels the customer's plan orders that a new one replaces: open checkouts
 * (unpaid) and, when `scheduled` is set, plan changes that have not started yet. Returns their ids.
 */
export async function cancelSupersededPlanOrders(
  db: Queryable,
  customerId: number | string,
  planProductIds: readonly number[],
  which: { unpaid: boolean; scheduled: boolean },
  exceptOrderId = 0,
): Promise<number[]> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE orders SET status = 'cancelled'
     WHERE customer_id = $1 AND id <> $3
       AND EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = orders.id AND i.product_id = ANY($2::int[]))
       AND (($4 AND status IN ('pending', 'on-hold', 'failed') AND date_paid IS NULL)
         OR ($5 AND status = 'completed' AND starts_at > now()))
     RETURNING id`,
    [customerId, [...planProductIds], exceptOrderId, which.unpaid, which.scheduled],
  );
  return rows.map((r) => Number(r.id));
}

/** docs/adr/0025: a checkout left unpaid for longer than `ttlMs` is cancelled (the status rule already passes over it). */
export async function cancelExpiredCheckouts(db: Queryable, customerId: number | string, ttlMs: number): Promise<void> {
  await db.query(
    `UPDATE orders SET status = 'cancelled'
     WHERE customer_id = $1 AND status IN ('pending', 'on-hold', 'failed') AND date_paid IS NULL AND date_created < now() - make_interval(secs => $2)`,
    [customerId, ttlMs / 1000],
  );
}

export interface CancellableOrder {
  id: string;
  customer_id: string;
  status: string;
  date_paid: unknown;
  starts_at: unknown;
}

export async function findOrderForCancel(db: Queryable, orderId: number): Promise<CancellableOrder | undefined> {
  return (await db.query<CancellableOrder>('SELECT id, customer_id, status, date_paid, starts_at FROM orders WHERE id = $1', [orderId])).rows[0];
}

/** Cancels an order only while it is unpaid or has not started: a paid plan is never cancelled this way. */
export async function cancelUnpaidOrScheduledOrder(db: Queryable, orderId: number): Promise<boolean> {
  const r = await db.query(
    `UPDATE orders SET status = 'cancelled'
     WHERE id = $1 AND ((status IN ('pending', 'on-hold', 'failed') AND date_paid IS NULL) OR (status = 'completed' AND starts_at > now()))
     RETURNING id`,
    [orderId],
  );
  return r.rows.length > 0;
}

export async function setOrderStatus(db: Queryable, orderId: number, status: string): Promise<void> {
  await db.query('UPDATE orders SET status = $2 WHERE id = $1', [orderId, status]);
}

export async function orderCustomerId(db: Queryable, orderId: number | string): Promise<string | undefined> {
  return (await db.query<{ customer_id: string }>('SELECT customer_id FROM orders WHERE id = $1', [orderId])).rows[0]?.customer_id;
}

export async function orderProductIds(db: Queryable, orderId: number | string): Promise<number[]> {
  return (await db.query<{ product_id: number }>('SELECT product_id FROM order_items WHERE order_id = $1', [orderId])).rows.map((r) => Number(r.product_id));
}

export interface FamilyCouponRow {
  code: string;
  contest_id: number;
  phone_number: string;
  last_name: string;
  redeemed_by: string | null;
  order_id: string | null;
}

export async function findFamilyCoupon(db: Queryable, code: string): Promise<FamilyCouponRow | undefined> {
  return (await db.query<FamilyCouponRow>('SELECT * FROM family_coupons WHERE upper(code) = upper($1)', [code])).rows[0];
}

/** Claims a family coupon for one user; false when another request claimed it first. */
export async function claimFamilyCoupon(db: Queryable, code: string, userId: number): Promise<boolean> {
  const claimed = await db.query('UPDATE family_coupons SET redeemed_by = $1, redeemed_at = now() WHERE code = $2 AND redeemed_by IS NULL RETURNING code', [
    userId,
    code,
  ]);
  return claimed.rows.length > 0;
}

export async function attachFamilyCouponOrder(db: Queryable, code: string, orderId: number): Promise<void> {
  await db.query('UPDATE family_coupons SET order_id = $1 WHERE code = $2', [orderId, code]);
}
