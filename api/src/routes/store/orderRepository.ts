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

/** Counts one use; false when the coupon is used up. Conditional, so a limit holds under concurrency. */
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

export interface NewOrder {
  customerId: string | number;
  status: 'pending' | 'completed';
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
    `INSERT INTO orders (customer_id, status, billing, payment_method, payment_method_title, coupon_code, transaction_id, subtotal, discount_total, total, date_paid, date_completed)
     VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7, $8, $9, $10, $11, $11) RETURNING id`,
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

export async function setOrderStatus(db: Queryable, orderId: number, status: string): Promise<void> {
  await db.query('UPDATE orders SET status = $2 WHERE id = $1', [orderId, status]);
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
