import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { ApiConfig } from '../../config/apiConfig';

export interface IntentState {
  id: string;
  /** Stripe's PaymentIntent status names; test mode uses requires_payment_method and succeeded */
  status: string;
  amount: number;
  currency: string;
  lastError?: string;
}

/** One interface over Stripe and the built-in test mode (docs/architecture.md "api" "Payments"). */
export interface PaymentProvider {
  mode: 'test' | 'stripe';
  createCustomer(input: { name: string; email: string; userId: number }): Promise<{ id: string }>;
  createIntent(input: {
    amount: number;
    currency: string;
    customerId?: string;
    paymentMethodTypes: string[];
    metadata: Record<string, string>;
  }): Promise<IntentState & { clientSecret: string }>;
  /** The provider's view of an intent; `stored` is our copy (all test mode has). */
  retrieveIntent(id: string, stored: IntentState): Promise<IntentState>;
  /** Stops an intent from being paid later (an abandoned checkout: docs/adr/0025). */
  cancelIntent(id: string): Promise<void>;
}

const token = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Test mode keeps no money and no state of its own: our payment_intents table is the record. */
export const testProvider: PaymentProvider = {
  mode: 'test',
  async createCustomer() {
    return { id: token('cus_test') };
  },
  async createIntent({ amount, currency }) {
    const id = token('pi_test');
    return { id, clientSecret: `${id}_secret_${randomBytes(8).toString('hex')}`, status: 'requires_payment_method', amount, currency };
  },
  async retrieveIntent(_id, stored) {
    return stored;
  },
  // our payment_intents row is the record: the caller marks it canceled
  async cancelIntent() {},
};

export function stripeProvider(secretKey: string): PaymentProvider {
  const stripe = new Stripe(secretKey);
  return {
    mode: 'stripe',
    async createCustomer({ name, email, userId }) {
      const c = await stripe.customers.create({ name, email, metadata: { user_id: String(userId) } });
      return { id: c.id };
    },
    async createIntent({ amount, currency, customerId, paymentMethodTypes, metadata }) {
      const pi = await stripe.paymentIntents.create({
        amount,
        currency,
        customer: customerId,
        // this Stripe api version names the list allowed_payment_method_types
        allowed_payment_method_types: paymentMethodTypes as Stripe.PaymentIntentCreateParams.AllowedPaymentMethodType[],
        metadata,
      });
      return { id: pi.id, clientSecret: pi.client_secret ?? '', status: pi.status, amount: pi.amount, currency: pi.currency };
    },
    async retrieveIntent(id) {
      const pi = await stripe.paymentIntents.retrieve(id);
      return { id: pi.id, status: pi.status, amount: pi.amount, currency: pi.currency, lastError: pi.last_payment_error?.message };
    },
    async cancelIntent(id) {
      await stripe.paymentIntents.cancel(id);
    },
  };
}

export function paymentProviderFor(config: ApiConfig): PaymentProvider {
  return config.payments.stripeSecretKey ? stripeProvider(config.payments.stripeSecretKey) : testProvider;
}

/** Luhn checksum: catches typos in a card number before anything else looks at it. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export type TestCardOutcome = { ok: true } | { ok: false; code: string; message: string };

/** Stripe's published test cards, which test mode honours (docs/architecture.md "api"). */
export function testCardOutcome(card: { number: string; expMonth: number; expYear: number; cvc: string }, now = new Date()): TestCardOutcome {
  const number = card.number.replace(/[\s-]/g, '');
  if (!luhnValid(number)) return { ok: false, code: 'incorrect_number', message: 'Your card number is incorrect.' };
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  if (card.expMonth < 1 || card.expMonth > 12 || year * 12 + card.expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    return { ok: false, code: 'expired_card', message: 'Your card has expired.' };
  }
  if (!/^\d{3,4}$/.test(card.cvc)) return { ok: false, code: 'incorrect_cvc', message: 'Your card’s security code is incorrect.' };
  if (number === '4242424242424242') return { ok: true };
  if (number === '4000000000009995') return { ok: false, code: 'insufficient_funds', message: 'Your card has insufficient funds.' };
  if (number === '4000000000000002') return { ok: false, code: 'card_declined', message: 'Your card was declined.' };
  return { ok: false, code: 'card_declined', message: 'Your card was declined. In test mode, use 4242 4242 4242 4242.' };
}
