import { toSen, UNPAID_CHECKOUT_TTL_MS } from '@app/shared/node';
import type { Database } from '../../db/database';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../http/httpError';
import { closedContestFor } from '../contests/contestState';
import { CONTEST_CLOSED } from '../store/placeOrder';
import { cancelUnpaidOrScheduledOrder, findOrderForCancel, findUsableCoupon, orderProductIds } from '../store/orderRepository';
import { completePaidOrder } from '../store/completePaidOrder';
import { testCardOutcome, type IntentState, type PaymentProvider } from './paymentProviders';
import {
  customerBelongsTo,
  findCustomerId,
  findIntent,
  findPayableOrder,
  findPayer,
  insertCustomer,
  insertIntent,
  openIntentsOfOrder,
  orderStatus,
  setIntentStatus,
  type IntentRow,
} from './paymentRepository';

/**
 * A card payment's life, the same with Stripe and in test mode: a customer for the user, an intent
 * for an order's own total (never an amount the client names), confirmation (test mode only: with
 * Stripe the card goes to Stripe), and verification, which completes the order.
 */

export interface PaymentContext {
  db: Database;
  provider: PaymentProvider;
  /** whether the contest state override may sell an entry to a closed contest (testing only) */
  contestOverrideAllowed: boolean;
  warn: (error: unknown) => void;
}

/** A provider failure (Stripe down, bad key) is a clear 502, never a 500. */
async function viaProvider<T>(ctx: PaymentContext, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    ctx.warn(error);
    const message = 'The payment service did not answer. Please try again in a moment.';
    throw new HttpError(502, 'payment_provider_error', message);
  }
}

/** An entry for a contest that has ended is not paid for: it would buy nothing. */
async function refuseClosedContest(ctx: PaymentContext, orderId: string): Promise<void> {
  const closed = await closedContestFor(ctx.db, await orderProductIds(ctx.db, orderId), ctx.contestOverrideAllowed);
  if (closed) throw conflict(CONTEST_CLOSED, 'contest_closed');
}

async function ownIntent(ctx: PaymentContext, id: string, userId: string): Promise<IntentRow> {
  const row = await findIntent(ctx.db, id);
  if (!row || String(row.user_id) !== String(userId)) throw notFound('No such payment.', 'payment_not_found');
  return row;
}

/** Records the provider's answer; a succeeded payment completes its order, but only when it paid the whole total. */
async function settle(ctx: PaymentContext, row: IntentRow, state: IntentState): Promise<void> {
  await setIntentStatus(ctx.db, row.id, state.status, state.lastError ?? null);
  if (state.status !== 'succeeded') return;
  const order = await findPayableOrder(ctx.db, row.order_id);
  const paidInFull = order && toSen(Number(order.total)) === state.amount && state.currency.toLowerCase() === 'myr';
  if (paidInFull) await completePaidOrder(ctx.db, Number(row.order_id), row.id);
}

/** The user's payment customer (made once per provider), for their own email only. */
export async function createPaymentCustomer(ctx: PaymentContext, userId: string, given: { name: string; email: string }) {
  const user = await findPayer(ctx.db, userId);
  if (!user || user.email.toLowerCase() !== given.email.toLowerCase()) {
    throw forbidden('You can only create a payment customer for your own email.', 'not_your_email');
  }
  const existing = await findCustomerId(ctx.db, user.id, ctx.provider.mode);
  const { name } = given;
  const newCustomer = () => ctx.provider.createCustomer({ name, email: user.email, userId: Number(user.id) });
  const id = existing ?? (await viaProvider(ctx, newCustomer)).id;
  if (!existing) {
    await insertCustomer(ctx.db, { id, userId: user.id, provider: ctx.provider.mode, name, email: user.email });
  }
  return { id, name: given.name, email: user.email, mode: ctx.provider.mode };
}

export interface IntentRequest {
  orderId: number;
  currency: string;
  customerId?: string;
  paymentMethodTypes: string[];
}

/** An intent to pay one of the user's own orders that is waiting for payment, for its whole total in ringgit. */
export async function createPaymentIntent(ctx: PaymentContext, userId: string, r: IntentRequest) {
  if (r.currency.toLowerCase() !== 'myr') {
    throw badRequest('Payments are in Malaysian ringgit (myr).', 'currency_not_supported');
  }
  const order = await findPayableOrder(ctx.db, r.orderId);
  if (!order || String(order.customer_id) !== userId) throw notFound('No such order.', 'order_not_found');
  const notPayable = () => conflict('This order does not need a payment.', 'order_not_payable');
  if (order.status !== 'pending' && order.status !== 'failed') throw notPayable();
  // an order placed while the contest ran is not paid for once it is over
  await refuseClosedContest(ctx, order.id);
  // docs/adr/0025: a checkout left unpaid for a day is abandoned; a new one starts from today's prices
  if (Date.now() - new Date(order.date_created).getTime() > UNPAID_CHECKOUT_TTL_MS) {
    await cancelUnpaidOrScheduledOrder(ctx.db, Number(order.id));
    throw conflict('This checkout was left unpaid for more than a day and has been cancelled. Please start again.', 'checkout_expired');
  }
  // a limited coupon is used up by paid orders only: one used up since this order was placed cannot discount it
  if (order.coupon_code && !(await findUsableCoupon(ctx.db, order.coupon_code))) {
    await cancelUnpaidOrScheduledOrder(ctx.db, Number(order.id));
    throw conflict('The coupon on this order has been used up meanwhile. Please start again.', 'coupon_used_up');
  }
  const amount = toSen(Number(order.total));
  if (amount <= 0) throw notPayable();
  if (r.customerId && !(await customerBelongsTo(ctx.db, r.customerId, order.customer_id))) {
    throw forbidden('That payment customer is not yours.', 'not_your_customer');
  }
  const intent = await viaProvider(ctx, () =>
    ctx.provider.createIntent({
      amount,
      currency: 'myr',
      customerId: r.customerId,
      paymentMethodTypes: r.paymentMethodTypes,
      metadata: { order_id: String(order.id), user_id: userId },
    }),
  );
  await insertIntent(ctx.db, {
    id: intent.id,
    provider: ctx.provider.mode,
    user_id: order.customer_id,
    order_id: order.id,
    customer_id: r.customerId ?? null,
    amount,
    currency: 'myr',
    status: intent.status,
  });
  return {
    id: intent.id,
    client_secret: intent.clientSecret,
    amount,
    currency: 'myr',
    status: intent.status,
    mode: ctx.provider.mode,
    order_id: Number(order.id),
  };
}

export interface TestCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/**
 * Test mode only: pays an intent with a test card (the card comes to our server because no real
 * card network is involved). A declined card is a 402 naming the order's status.
 */
export async function confirmTestPayment(ctx: PaymentContext, userId: string, intentId: string, card: TestCard) {
  const row = await ownIntent(ctx, intentId, userId);
  const answer = async (status: string) => ({
    id: row.id,
    status,
    order_id: Number(row.order_id),
    order_status: await orderStatus(ctx.db, row.order_id),
  });
  if (row.status === 'succeeded') return answer(row.status);
  // an abandoned (cancelled) checkout takes no payment
  const payable = await findPayableOrder(ctx.db, row.order_id);
  if (!payable || !['pending', 'failed', 'on-hold'].includes(payable.status)) throw conflict('This order does not need a payment.', 'order_not_payable');
  await refuseClosedContest(ctx, row.order_id);
  const outcome = testCardOutcome(card);
  if (!outcome.ok) {
    const declined: IntentState = {
      id: row.id,
      status: 'requires_payment_method',
      amount: row.amount,
      currency: row.currency,
      lastError: outcome.message,
    };
    await settle(ctx, row, declined);
    const extra = { order_id: Number(row.order_id), order_status: await orderStatus(ctx.db, row.order_id) };
    throw new HttpError(402, outcome.code, outcome.message, extra);
  }
  await settle(ctx, row, { id: row.id, status: 'succeeded', amount: row.amount, currency: row.currency });
  return answer('succeeded');
}

/** Asks the provider where a payment stands and settles it; `paid` once the order is completed. */
export async function verifyPaymentIntent(ctx: PaymentContext, userId: string, intentId: string) {
  const row = await ownIntent(ctx, intentId, userId);
  const known: IntentState = {
    id: row.id,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    lastError: row.last_error ?? undefined,
  };
  const state = await viaProvider(ctx, () => ctx.provider.retrieveIntent(row.id, known));
  await settle(ctx, row, state);
  const status = await orderStatus(ctx.db, row.order_id);
  return {
    id: row.id,
    status: state.status,
    paid: state.status === 'succeeded' && status === 'completed',
    order_id: Number(row.order_id),
    order_status: status,
    last_error: state.lastError ?? null,
  };
}

/**
 * docs/adr/0025: the owner abandons a checkout (or a plan change that has not started). An intent
 * the provider has meanwhile been paid completes the order instead: money that moved is never
 * thrown away. Other open intents are cancelled at the provider, so they cannot be paid later.
 */
export async function abandonOwnOrder(ctx: PaymentContext, userId: number, orderId: number): Promise<void> {
  const order = await findOrderForCancel(ctx.db, orderId);
  if (!order || Number(order.customer_id) !== userId) throw notFound('No such order.', 'order_not_found');
  for (const row of await openIntentsOfOrder(ctx.db, orderId)) {
    const known: IntentState = { id: row.id, status: row.status, amount: row.amount, currency: row.currency };
    const state = await viaProvider(ctx, () => ctx.provider.retrieveIntent(row.id, known));
    if (state.status === 'succeeded') {
      await settle(ctx, row, state);
      throw conflict('This order has been paid, so it cannot be cancelled.', 'order_already_paid');
    }
    await viaProvider(ctx, () => ctx.provider.cancelIntent(row.id));
    await setIntentStatus(ctx.db, row.id, 'canceled', null);
  }
  if (!(await cancelUnpaidOrScheduledOrder(ctx.db, orderId))) {
    throw conflict('Only an unpaid order or a plan change that has not started can be cancelled.', 'order_not_cancellable');
  }
}
