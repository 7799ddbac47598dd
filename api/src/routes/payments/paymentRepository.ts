import type { Queryable } from '../../db/database';
import type { IntentState } from './paymentProviders';

/**
 * Every SQL statement about payment customers and payment intents, and the order facts a payment
 * reads (fastify/demo's repository). Orders themselves are written by store/orderRepository.
 */

export interface Payer {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
}

export async function findPayer(db: Queryable, userId: string): Promise<Payer | undefined> {
  const { rows } = await db.query<Payer>('SELECT id, email, first_name, last_name FROM users WHERE id = $1', [Number(userId)]);
  return rows[0];
}

/** The provider's customer id last made for this user, if any. */
export async function findCustomerId(db: Queryable, userId: string, provider: string): Promise<string | undefined> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM payment_customers WHERE user_id = $1 AND provider = $2 ORDER BY created_at DESC LIMIT 1', [
    userId,
    provider,
  ]);
  return rows[0]?.id;
}

export async function insertCustomer(db: Queryable, c: { id: string; userId: string; provider: string; name: string; email: string }): Promise<void> {
  await db.query('INSERT INTO payment_customers (id, user_id, provider, name, email) VALUES ($1, $2, $3, $4, $5)', [
    c.id,
    c.userId,
    c.provider,
    c.name,
    c.email,
  ]);
}

export async function customerBelongsTo(db: Queryable, customerId: string, userId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM payment_customers WHERE id = $1 AND user_id = $2', [customerId, userId]);
  return rows.length > 0;
}

export interface PayableOrder {
  id: string;
  customer_id: string;
  status: string;
  total: string;
  date_created: string | Date;
  coupon_code: string | null;
}

export async function findPayableOrder(db: Queryable, orderId: number | string): Promise<PayableOrder | undefined> {
  const { rows } = await db.query<PayableOrder>('SELECT id, customer_id, status, total, date_created, coupon_code FROM orders WHERE id = $1', [orderId]);
  return rows[0];
}

export async function orderStatus(db: Queryable, orderId: string): Promise<string> {
  const { rows } = await db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [orderId]);
  return rows[0]?.status ?? 'unknown';
}

export interface IntentRow {
  id: string;
  provider: string;
  user_id: string;
  order_id: string;
  customer_id: string | null;
  amount: number;
  currency: string;
  status: IntentState['status'];
  last_error: string | null;
}

export async function findIntent(db: Queryable, id: string): Promise<IntentRow | undefined> {
  return (await db.query<IntentRow>('SELECT * FROM payment_intents WHERE id = $1', [id])).rows[0];
}

/** The intents opened for an order that have not been paid or cancelled. */
export async function openIntentsOfOrder(db: Queryable, orderId: number | string): Promise<IntentRow[]> {
  return (await db.query<IntentRow>(`SELECT * FROM payment_intents WHERE order_id = $1 AND status NOT IN ('succeeded', 'canceled')`, [orderId])).rows;
}

export async function insertIntent(db: Queryable, i: Omit<IntentRow, 'last_error'>): Promise<void> {
  await db.query(
    `INSERT INTO payment_intents (id, provider, user_id, order_id, customer_id, amount, currency, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [i.id, i.provider, i.user_id, i.order_id, i.customer_id, i.amount, i.currency, i.status],
  );
}

export async function setIntentStatus(db: Queryable, id: string, status: string, lastError: string | null) {
  await db.query('UPDATE payment_intents SET status = $2, last_error = $3, updated_at = now() WHERE id = $1', [id, status, lastError]);
}
