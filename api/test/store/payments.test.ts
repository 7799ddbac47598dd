import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { buildTestApp, type TestContext } from '../helpers/buildTestApp';
import { luhnValid, testCardOutcome } from '../../src/routes/payments/paymentProviders';
import { newTeacher } from './storeHelpers';

describe('payments in test mode (/wp-json/payments/v1)', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await buildTestApp({ seed: true });
  });
  after(() => ctx.close());

  async function checkout(suffix: string, card: string) {
    const t = await newTeacher(ctx, suffix);
    const h = ctx.authHeader(t.id, 'teacher');
    const order = (await ctx.app.inject({ method: 'POST', url: '/wp-json/wc/v3/orders', headers: h, payload: { line_items: [{ product_id: 775 }] } })).json();
    const customer = (
      await ctx.app.inject({ method: 'POST', url: '/wp-json/payments/v1/create-customer', headers: h, payload: { name: 'Test Guru', email: t.email } })
    ).json();
    const intent = await ctx.app.inject({
      method: 'POST',
      url: '/wp-json/payments/v1/create-payment-intent',
      headers: h,
      payload: { amount: 100, currency: 'myr', customer_id: customer.id, order_id: order.id },
    });
    const confirm = await ctx.app.inject({
      method: 'POST',
      url: `/wp-json/payments/v1/confirm-test-payment/${intent.json().id}`,
      headers: h,
      payload: { card_number: card, exp_month: 12, exp_year: 2099, cvc: '123' },
    });
    const verify = await ctx.app.inject({ method: 'GET', url: `/wp-json/payments/v1/verify-payment-intent/${intent.json().id}`, headers: h });
    const sub = await ctx.app.inject({ method: 'GET', url: `/wp-json/custom/v1/subscription/status?email=${t.email}`, headers: h });
    return { t, h, order, intent, confirm, verify, sub };
  }

  it('should charge the order total, not the client amount, and complete the order for 4242 4242 4242 4242', async () => {
    const { intent, confirm, verify, sub } = await checkout('ok', '4242 4242 4242 4242');
    expect(intent.json()).toMatchObject({ amount: 12000, currency: 'myr', mode: 'test', status: 'requires_payment_method' });
    expect(confirm.json()).toMatchObject({ status: 'succeeded', order_status: 'completed' });
    expect(verify.json()).toMatchObject({ status: 'succeeded', paid: true, order_status: 'completed' });
    expect(sub.json()).toMatchObject({ status: 'active', subscriptions: [expect.objectContaining({ plan_id: 'teacher_plus' })] });
  });

  it('should leave the order unpaid and the plan inactive when 4000 0000 0000 0002 is declined', async () => {
    const { confirm, verify, sub } = await checkout('declined', '4000 0000 0000 0002');
    expect(confirm.statusCode).toBe(402);
    expect(confirm.json()).toMatchObject({ code: 'card_declined', message: 'Your card was declined.', order_status: 'pending' });
    expect(verify.json()).toMatchObject({ paid: false, order_status: 'pending' });
    expect(sub.json().status).not.toBe('active');
    expect(sub.json().subscriptions).toEqual([]);
  });

  it('should report insufficient funds for 4000 0000 0000 9995', async () => {
    const { confirm, verify } = await checkout('funds', '4000000000009995');
    expect(confirm.json()).toMatchObject({ code: 'insufficient_funds', message: 'Your card has insufficient funds.' });
    expect(verify.json().paid).toBe(false);
  });

  it("should refuse to pay or verify another user's order", async () => {
    const { intent, order } = await checkout('owner', '4000000000000002');
    const other = await newTeacher(ctx, 'intruder');
    const h = ctx.authHeader(other.id, 'teacher');
    expect((await ctx.app.inject({ method: 'GET', url: `/wp-json/payments/v1/verify-payment-intent/${intent.json().id}`, headers: h })).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/wp-json/payments/v1/create-payment-intent', headers: h, payload: { order_id: order.id } })).statusCode,
    ).toBe(404);
  });
});

describe('test card rules', () => {
  const rows: [string, string][] = [
    ['4242424242424242', 'ok'],
    ['4000000000000002', 'card_declined'],
    ['4000000000009995', 'insufficient_funds'],
    ['4242424242424241', 'incorrect_number'],
  ];
  for (const [number, expected] of rows) {
    it(`should answer ${expected} for ${number}`, () => {
      const outcome = testCardOutcome({ number, expMonth: 1, expYear: 2099, cvc: '123' });
      expect(outcome.ok ? 'ok' : outcome.code).toBe(expected);
    });
  }
  it('should refuse an expired card and check Luhn', () => {
    expect(testCardOutcome({ number: '4242424242424242', expMonth: 1, expYear: 2020, cvc: '123' })).toMatchObject({ code: 'expired_card' });
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('1234')).toBe(false);
  });
});

describe('payments in Stripe mode', () => {
  it('should refuse the test-card endpoint when STRIPE_SECRET_KEY is set, so card numbers never reach our server', async () => {
    const ctx = await buildTestApp({ env: { STRIPE_SECRET_KEY: 'sk_test_00000000000000000000' } });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/wp-json/payments/v1/confirm-test-payment/pi_x',
      headers: ctx.authHeader(1, 'teacher'),
      payload: { card_number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('test_mode_off');
    await ctx.close();
  });
});
