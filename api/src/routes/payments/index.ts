import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toSen } from '@app/shared/src/store/storePrices';
import { badRequest, conflict, forbidden, HttpError, notFound, unauthorized } from '../../http/httpError';
import { hitRateLimit } from '../../http/rateLimit';
import { completeOrder } from '../store/storeRecords';
import { paymentProviderFor, testCardOutcome, type IntentState } from './paymentProviders';

interface IntentRow {
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

const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = '/wp-json/payments/v1';
  const db = app.db;
  const provider = paymentProviderFor(app.config);
  /** A provider failure (Stripe down, bad key) is a clear 502, never a 500. */
  const viaProvider = async <T>(fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (error) {
      app.log.warn({ err: error }, 'payment provider call failed');
      throw new HttpError(502, 'payment_provider_error', 'The payment service did not answer. Please try again in a moment.');
    }
  };
  
  const me = async (sub: string) => (await db.query<{ id: string; email: string; first_name: string; last_name: string }>('SELECT id, email, first_name, last_name FROM users WHERE id = $1', [Number(sub)])).rows[0];
  const ownIntent = async (id: string, userId: string) => {
    const row = (await db.query<IntentRow>('SELECT * FROM payment_intents WHERE id = $1', [id])).rows[0];
    if (!row || String(row.user_id) !== String(userId)) throw notFound('No such payment.', 'payment_not_found');
    return row;
  };
  /** A succeeded payment completes its order, but only when it paid the order's whole total. */
  const settle = async (row: IntentRow, state: IntentState) => {
    await db.query('UPDATE payment_intents SET status = $2, last_error = $3, updated_at = now() WHERE id = $1', [row.id, state.status, state.lastError ?? null]);
    if (state.status !== 'succeeded') return;
    const order = (await db.query<{ total: string }>('SELECT total FROM orders WHERE id = $1', [row.order_id])).rows[0];
    if (order && toSen(Number(order.total)) === state.amount && state.currency.toLowerCase() === 'myr') await completeOrder(db, Number(row.order_id), row.id);
  };
  const orderStatus = async (orderId: string) => (await db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [orderId])).rows[0]?.status ?? 'unknown';

  app.post(`${base}/create-customer`, { schema: { body: z.object({ name: z.string().trim().min(1).max(200), email: z.string().trim().max(200) }) } }, async (request) => {
    if (!request.user) throw unauthorized();
    const user = await me(request.user.sub);
    if (!user || user.email.toLowerCase() !== request.body.email.toLowerCase()) throw forbidden('You can only create a payment customer for your own email.', 'not_your_email');
    const existing = (await db.query<{ id: string }>('SELECT id FROM payment_customers WHERE user_id = $1 AND provider = $2 ORDER BY created_at DESC LIMIT 1', [user.id, provider.mode])).rows[0];
    const id = existing?.id ?? (await viaProvider(() => provider.createCustomer({ name: request.body.name, email: user.email, userId: Number(user.id) }))).id;
    if (!existing) await db.query('INSERT INTO payment_customers (id, user_id, provider, name, email) VALUES ($1, $2, $3, $4, $5)', [id, user.id, provider.mode, request.body.name, user.email]);
    return { id, name: request.body.name, email: user.email, mode: provider.mode };
  });

  app.post(
    `${base}/create-payment-intent`,
    {
      schema: {
        // amount is accepted for compatibility and ignored: the server charges the order's own total
        body: z.object({
          amount: z.unknown().optional(),
          currency: z.string().default('myr'),
          customer_id: z.string().max(100).optional(),
          payment_method_types: z.array(z.string().max(40)).max(5).default(['card']),
          order_id: z.coerce.number().int().positive(),
        }),
      },
    },
    async (request) => {
      if (!request.user) throw unauthorized();
      const b = request.body;
      if (b.currency.toLowerCase() !== 'myr') throw badRequest('Payments are in Malaysian ringgit (myr).', 'currency_not_supported');
      const order = (await db.query<{ id: string; customer_id: string; status: string; total: string }>('SELECT id, customer_id, status, total FROM orders WHERE id = $1', [b.order_id])).rows[0];
      if (!order || String(order.customer_id) !== request.user.sub) throw notFound('No such order.', 'order_not_found');
      if (order.status !== 'pending' && order.status !== 'failed') throw conflict('This order does not need a payment.', 'order_not_payable');
      const amount = toSen(Number(order.total));
      if (amount <= 0) throw conflict('This order does not need a payment.', 'order_not_payable');
      if (b.customer_id) {
        const owned = await db.query('SELECT 1 FROM payment_customers WHERE id = $1 AND user_id = $2', [b.customer_id, order.customer_id]);
        if (owned.rows.length === 0) throw forbidden('That payment customer is not yours.', 'not_your_customer');
      }
      const intent = await viaProvider(() => provider.createIntent({ amount, currency: 'myr', customerId: b.customer_id, paymentMethodTypes: b.payment_method_types, metadata: { order_id: String(order.id), user_id: request.user!.sub } }));
      await db.query('INSERT INTO payment_intents (id, provider, user_id, order_id, customer_id, amount, currency, status) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)', [intent.id, provider.mode, order.customer_id, order.id, b.customer_id ?? null, amount, 'myr', intent.status]);
      return { id: intent.id, client_secret: intent.clientSecret, amount, currency: 'myr', status: intent.status, mode: provider.mode, order_id: Number(order.id) };
    },
  );

  // Test mode only: the card details come to our server because no real card network is involved.
  app.post(
    `${base}/confirm-test-payment/:id`,
    { schema: { params: z.object({ id: z.string().max(100) }), body: z.object({ card_number: z.string().max(30), exp_month: z.coerce.number().int(), exp_year: z.coerce.number().int(), cvc: z.string().max(4) }) } },
    async (request) => {
      if (provider.mode !== 'test') throw notFound('Test payments are off: this server takes real payments.', 'test_mode_off');
      if (!request.user) throw unauthorized();
      await hitRateLimit(db, `test-pay:${request.user.sub}`, 30, 60, 'Too many payment attempts. Please wait a minute and try again.');
      const row = await ownIntent(request.params.id, request.user.sub);
      if (row.status === 'succeeded') return { id: row.id, status: row.status, order_id: Number(row.order_id), order_status: await orderStatus(row.order_id) };
      const b = request.body;
      const outcome = testCardOutcome({ number: b.card_number, expMonth: b.exp_month, expYear: b.exp_year, cvc: b.cvc });
      if (!outcome.ok) {
        await settle(row, { id: row.id, status: 'requires_payment_method', amount: row.amount, currency: row.currency, lastError: outcome.message });
        throw new HttpError(402, outcome.code, outcome.message, { order_id: Number(row.order_id), order_status: await orderStatus(row.order_id) });
      }
      await settle(row, { id: row.id, status: 'succeeded', amount: row.amount, currency: row.currency });
      return { id: row.id, status: 'succeeded', order_id: Number(row.order_id), order_status: await orderStatus(row.order_id) };
    },
  );

  app.get(`${base}/verify-payment-intent/:id`, { schema: { params: z.object({ id: z.string().max(100) }) } }, async (request) => {
    if (!request.user) throw unauthorized();
    const row = await ownIntent(request.params.id, request.user.sub);
    const state = await viaProvider(() => provider.retrieveIntent(row.id, { id: row.id, status: row.status, amount: row.amount, currency: row.currency, lastError: row.last_error ?? undefined }));
    await settle(row, state);
    const status = await orderStatus(row.order_id);
    return { id: row.id, status: state.status, paid: state.status === 'succeeded' && status === 'completed', order_id: Number(row.order_id), order_status: status, last_error: state.lastError ?? null };
  });
};
export default paymentRoutes;
