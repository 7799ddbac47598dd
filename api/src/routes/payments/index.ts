import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound, unauthorized } from '../../http/httpError';
import { hitRateLimit } from '../../http/rateLimit';
import { confirmTestPayment, createPaymentCustomer, createPaymentIntent, verifyPaymentIntent, type PaymentContext } from './cardPayments';
import { paymentProviderFor } from './paymentProviders';
import { confirmResponse, customerResponse, intentResponse, verifyResponse } from './paymentSchemas';

const tags = ['payments'];
const TEST_MODE_OFF = 'Test payments are off: this server takes real payments.';
const TOO_MANY_TRIES = 'Too many payment attempts. Please wait a minute and try again.';

/** Card payments for store orders (plans, contest entries): see cardPayments. */
const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = '/wp-json/payments/v1';
  const db = app.db;
  const ctx: PaymentContext = {
    db,
    provider: paymentProviderFor(app.config),
    contestOverrideAllowed: app.config.contestOverrideAllowed,
    warn: (error) => app.log.warn({ err: error }, 'payment provider call failed'),
  };

  const customerSchema = {
    body: z.object({ name: z.string().trim().min(1).max(200), email: z.string().trim().max(200) }),
    response: { 200: customerResponse },
    tags,
  };
  app.post(`${base}/create-customer`, { schema: customerSchema }, async (request) => {
    if (!request.user) throw unauthorized();
    return createPaymentCustomer(ctx, request.user.sub, request.body);
  });

  const intentSchema = {
    // amount is accepted for compatibility and ignored: the server charges the order's own total
    body: z.object({
      amount: z.unknown().optional(),
      currency: z.string().default('myr'),
      customer_id: z.string().max(100).optional(),
      payment_method_types: z.array(z.string().max(40)).max(5).default(['card']),
      order_id: z.coerce.number().int().positive(),
    }),
    response: { 200: intentResponse },
    tags,
  };
  app.post(`${base}/create-payment-intent`, { schema: intentSchema }, async (request) => {
    if (!request.user) throw unauthorized();
    const b = request.body;
    return createPaymentIntent(ctx, request.user.sub, {
      orderId: b.order_id,
      currency: b.currency,
      customerId: b.customer_id,
      paymentMethodTypes: b.payment_method_types,
    });
  });

  // Test mode only: the card details come to our server because no real card network is involved.
  const confirmSchema = {
    params: z.object({ id: z.string().max(100) }),
    body: z.object({
      card_number: z.string().max(30),
      exp_month: z.coerce.number().int(),
      exp_year: z.coerce.number().int(),
      cvc: z.string().max(4),
    }),
    response: { 200: confirmResponse },
    tags,
  };
  app.post(`${base}/confirm-test-payment/:id`, { schema: confirmSchema }, async (request) => {
    if (ctx.provider.mode !== 'test') throw notFound(TEST_MODE_OFF, 'test_mode_off');
    if (!request.user) throw unauthorized();
    await hitRateLimit(db, `test-pay:${request.user.sub}`, 30, 60, TOO_MANY_TRIES);
    const b = request.body;
    const card = { number: b.card_number, expMonth: b.exp_month, expYear: b.exp_year, cvc: b.cvc };
    return confirmTestPayment(ctx, request.user.sub, request.params.id, card);
  });

  const verifySchema = { params: z.object({ id: z.string().max(100) }), response: { 200: verifyResponse }, tags };
  app.get(`${base}/verify-payment-intent/:id`, { schema: verifySchema }, async (request) => {
    if (!request.user) throw unauthorized();
    return verifyPaymentIntent(ctx, request.user.sub, request.params.id);
  });
};
export default paymentRoutes;
