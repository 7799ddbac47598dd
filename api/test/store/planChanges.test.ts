import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { buildTestApp, type TestContext } from '../helpers/buildTestApp';
import { serverSubscription } from '../../src/routes/subscription/serverSubscription';
import { newTeacher } from './storeHelpers';

/**
 * docs/adr/0025: plan changes keep what was paid for, and an unpaid checkout leaves the teacher
 * where they were. The docs/requirements.md §4 rows quoted are the ones the rule still reads.
 */
describe('POST /wp-json/wc/v3/orders (plan changes, docs/adr/0025)', () => {
  let ctx: TestContext;
  let suffix = 0;
  before(async () => {
    ctx = await buildTestApp({ seed: true });
  });
  after(() => ctx.close());

  type Teacher = { id: number; email: string; h: { authorization: string } };
  async function teacher(): Promise<Teacher> {
    const t = await newTeacher(ctx, `plan${++suffix}`);
    return { ...t, h: ctx.authHeader(t.id, 'teacher') };
  }
  const order = (t: Teacher, productId: number, extra: Record<string, unknown> = {}) =>
    ctx.app.inject({ method: 'POST', url: '/wp-json/wc/v3/orders', headers: t.h, payload: { line_items: [{ product_id: productId }], ...extra } });
  const status = async (t: Teacher) =>
    (await ctx.app.inject({ method: 'GET', url: `/wp-json/custom/v1/subscription/status?email=${encodeURIComponent(t.email)}`, headers: t.h })).json();
  const cancel = (t: Teacher, orderId: number) =>
    ctx.app.inject({ method: 'PUT', url: `/wp-json/wc/v3/orders/${orderId}`, headers: t.h, payload: { status: 'cancelled' } });
  async function pay(t: Teacher, orderId: number, card = '4242424242424242') {
    const intent = await ctx.app.inject({
      method: 'POST',
      url: '/wp-json/payments/v1/create-payment-intent',
      headers: t.h,
      payload: { currency: 'myr', order_id: orderId },
    });
    if (intent.statusCode !== 200) return intent;
    return ctx.app.inject({
      method: 'POST',
      url: `/wp-json/payments/v1/confirm-test-payment/${intent.json().id}`,
      headers: t.h,
      payload: { card_number: card, exp_month: 12, exp_year: 2099, cvc: '123' },
    });
  }
  async function onFree(): Promise<Teacher> {
    const t = await teacher();
    expect((await order(t, 774)).json().status).toBe('completed');
    return t;
  }
  async function onPlus(): Promise<Teacher> {
    const t = await teacher();
    const plus = (await order(t, 775)).json();
    expect((await pay(t, plus.id)).json()).toMatchObject({ status: 'succeeded', order_status: 'completed' });
    return t;
  }

  it('should keep a Teacher Free teacher active on Free while a Plus checkout is open, and say it is pending', async () => {
    const t = await onFree();
    const plus = (await order(t, 775)).json();
    expect(plus).toMatchObject({ status: 'pending', total: '120.00' });
    // | Paid | pending, on-hold, processing | processing | is not read while a plan stands
    expect(await status(t)).toMatchObject({
      status: 'active',
      subscriptions: [expect.objectContaining({ plan_id: 'teacher_free' })],
      pending: { order_id: plus.id, product_id: 775, plan_id: 'teacher_plus', total: 120 },
    });
  });

  it('should leave a Teacher Free teacher exactly where they were when they abandon the checkout', async () => {
    const t = await onFree();
    const plus = (await order(t, 775)).json();
    const res = await cancel(t, plus.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: plus.id, status: 'cancelled' });
    const after = await status(t);
    expect(after).toMatchObject({ status: 'active', subscriptions: [expect.objectContaining({ plan_id: 'teacher_free' })] });
    expect(after.pending).toBeUndefined();
  });

  it('should read a first checkout by the table (| Paid | pending … | processing |) and go back to none when it is abandoned', async () => {
    const t = await teacher();
    const plus = (await order(t, 775)).json();
    expect((await status(t)).status).toBe('processing');
    await cancel(t, plus.id);
    expect(await status(t)).toMatchObject({ status: 'none', subscriptions: [] });
  });

  it('should pass over a checkout left unpaid for more than a day, and refuse to take its payment', async () => {
    const t = await onFree();
    const plus = (await order(t, 775)).json();
    await ctx.db.query(`UPDATE orders SET date_created = now() - interval '25 hours' WHERE id = $1`, [plus.id]);
    const after = await status(t);
    expect(after).toMatchObject({ status: 'active', subscriptions: [expect.objectContaining({ plan_id: 'teacher_free' })] });
    expect(after.pending).toBeUndefined();
    const intent = await pay(t, plus.id);
    expect(intent.statusCode).toBe(409);
    expect(intent.json().code).toBe('checkout_expired');
    expect((await ctx.app.inject({ method: 'GET', url: `/wp-json/wc/v3/orders/${plus.id}`, headers: t.h })).json().status).toBe('cancelled');
  });

  it('should keep one open checkout: a second plan order cancels the first', async () => {
    const t = await onFree();
    const first = (await order(t, 775)).json();
    const second = (await order(t, 775)).json();
    const orders = (await ctx.app.inject({ method: 'GET', url: `/wp-json/wc/v3/orders?customer=${t.id}`, headers: t.h })).json();
    const byId = new Map(orders.map((o: { id: number; status: string }) => [o.id, o.status]));
    expect([byId.get(first.id), byId.get(second.id)]).toEqual(['cancelled', 'pending']);
    expect((await status(t)).pending.order_id).toBe(second.id);
  });

  it('should activate Plus only once it is paid (| Paid | completed | active …)', async () => {
    const t = await onFree();
    const plus = (await order(t, 775)).json();
    expect((await pay(t, plus.id)).json()).toMatchObject({ status: 'succeeded', order_status: 'completed' });
    expect(await status(t)).toMatchObject({ status: 'active', subscriptions: [expect.objectContaining({ plan_id: 'teacher_plus' })] });
  });

  it('should refuse a downgrade from paid Plus to Free until the teacher confirms it, naming the end of the paid year', async () => {
    const t = await onPlus();
    const paidUntil = (await status(t)).subscriptions[0].expires_at;
    const res = await order(t, 774);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'plan_downgrade_unconfirmed', current_plan: 'teacher_plus', paid_until: paidUntil });
    expect((await status(t)).subscriptions[0].plan_id).toBe('teacher_plus');
  });

  it('should schedule a confirmed downgrade for the end of the paid year, and keep Plus until then', async () => {
    const t = await onPlus();
    const paidUntil = (await status(t)).subscriptions[0].expires_at;
    const res = await order(t, 774, { meta_data: [{ key: 'plan_change', value: 'at_period_end' }] });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'completed', total: '0.00', starts_at: paidUntil });
    expect(await status(t)).toMatchObject({
      status: 'active',
      subscriptions: [expect.objectContaining({ plan_id: 'teacher_plus', expires_at: paidUntil })],
      scheduled: { order_id: res.json().id, plan_id: 'teacher_free', starts_at: paidUntil },
    });
    const justAfter = new Date(new Date(paidUntil).getTime() + 1000);
    expect((await serverSubscription(ctx.db, t.id, justAfter)).state).toMatchObject({ planId: 'teacher_free', status: 'active' });
    // asking again is refused: it is already scheduled
    expect((await order(t, 774, { meta_data: [{ key: 'plan_change', value: 'at_period_end' }] })).json().code).toBe('plan_change_scheduled');
  });

  it('should let the teacher take back a scheduled downgrade, but never cancel the paid plan itself', async () => {
    const t = await onPlus();
    const free = (await order(t, 774, { meta_data: [{ key: 'plan_change', value: 'at_period_end' }] })).json();
    expect((await cancel(t, free.id)).json().status).toBe('cancelled');
    expect((await status(t)).scheduled).toBeUndefined();
    const plusOrder = (await status(t)).subscriptions[0].order_id;
    const refused = await cancel(t, plusOrder);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('order_not_cancellable');
    expect((await status(t)).subscriptions[0]).toMatchObject({ plan_id: 'teacher_plus', status: 'active' });
  });

  it('should refuse a downgrade from Pro to the cheaper paid Plus while Pro is paid for', async () => {
    await ctx.app.inject({ method: 'PUT', url: '/wp-json/wc/v3/products/776', headers: ctx.adminHeader(), payload: { stock_status: 'instock' } });
    const t = await onPlus();
    const pro = (await order(t, 776)).json();
    expect(pro.status).toBe('pending');
    expect((await status(t)).subscriptions[0].plan_id).toBe('teacher_plus');
    await pay(t, pro.id);
    expect((await status(t)).subscriptions[0].plan_id).toBe('teacher_pro');
    const res = await order(t, 775);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('plan_downgrade_refused');
  });

  it('should drop a scheduled Free when a higher plan is paid, so it cannot end the new plan', async () => {
    await ctx.app.inject({ method: 'PUT', url: '/wp-json/wc/v3/products/776', headers: ctx.adminHeader(), payload: { stock_status: 'instock' } });
    const t = await onPlus();
    const free = (await order(t, 774, { meta_data: [{ key: 'plan_change', value: 'at_period_end' }] })).json();
    const pro = (await order(t, 776)).json();
    // an unpaid upgrade changes nothing yet: the scheduled Free stays
    expect((await status(t)).scheduled.order_id).toBe(free.id);
    await pay(t, pro.id);
    const after = await status(t);
    expect(after.subscriptions[0].plan_id).toBe('teacher_pro');
    expect(after.scheduled).toBeUndefined();
  });

  it('should refuse the plan the teacher already has, and any plan for a school-licence teacher', async () => {
    const t = await onFree();
    const again = await order(t, 774);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('plan_already_active');
  });

  it("should answer 404 for another teacher's order and leave it alone", async () => {
    const owner = await onFree();
    const plus = (await order(owner, 775)).json();
    const stranger = await teacher();
    expect((await cancel(stranger, plus.id)).statusCode).toBe(404);
    expect((await status(owner)).pending.order_id).toBe(plus.id);
  });
});

describe('coupons are used up only by paid orders (issue 21)', () => {
  let ctx: TestContext;
  let suffix = 0;
  before(async () => {
    ctx = await buildTestApp({ seed: true });
  });
  after(() => ctx.close());

  const createCoupon = (code: string, amount: number, limit: number) =>
    ctx.app.inject({
      method: 'POST',
      url: '/wp-json/wc/v3/coupons',
      headers: ctx.adminHeader(),
      payload: { code, amount, discount_type: 'percent', usage_limit: limit },
    });
  const couponUses = async (code: string) =>
    Number((await ctx.db.query<{ usage_count: number }>('SELECT usage_count FROM coupons WHERE code = $1', [code])).rows[0]!.usage_count);
  async function teacher() {
    const t = await newTeacher(ctx, `coupon${++suffix}`);
    return { ...t, h: ctx.authHeader(t.id, 'teacher') };
  }
  const order = (h: { authorization: string }, productId: number, code: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/wp-json/wc/v3/orders',
      headers: h,
      payload: { line_items: [{ product_id: productId }], coupon_lines: [{ code }] },
    });

  it('should not use a limited coupon on a free plan order (zero total, nothing discounted)', async () => {
    await createCoupon('once-free', 50, 1);
    for (let i = 0; i < 3; i++) {
      const t = await teacher();
      const res = await order(t.h, 774, 'once-free');
      expect(res.json()).toMatchObject({ status: 'completed', total: '0.00', coupon_lines: [] });
    }
    expect(await couponUses('once-free')).toBe(0);
  });

  it('should not use a limited coupon on checkouts that are never paid', async () => {
    await createCoupon('once-unpaid', 50, 1);
    for (let i = 0; i < 3; i++) {
      const t = await teacher();
      const res = await order(t.h, 775, 'once-unpaid');
      expect(res.json()).toMatchObject({ status: 'pending', total: '60.00' });
      await ctx.app.inject({ method: 'PUT', url: `/wp-json/wc/v3/orders/${res.json().id}`, headers: t.h, payload: { status: 'cancelled' } });
    }
    expect(await couponUses('once-unpaid')).toBe(0);
    const lookup = await ctx.app.inject({ method: 'GET', url: '/wp-json/wc/v3/coupons?code=once-unpaid', headers: ctx.authHeader(1) });
    expect(lookup.statusCode).toBe(200);
  });

  it('should use the coupon when its order is paid, and then refuse a second order waiting with it', async () => {
    await createCoupon('once-paid', 50, 1);
    const a = await teacher();
    const b = await teacher();
    const orderA = (await order(a.h, 775, 'once-paid')).json();
    const orderB = (await order(b.h, 775, 'once-paid')).json();
    const intentA = (
      await ctx.app.inject({ method: 'POST', url: '/wp-json/payments/v1/create-payment-intent', headers: a.h, payload: { order_id: orderA.id } })
    ).json();
    await ctx.app.inject({
      method: 'POST',
      url: `/wp-json/payments/v1/confirm-test-payment/${intentA.id}`,
      headers: a.h,
      payload: { card_number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' },
    });
    expect(await couponUses('once-paid')).toBe(1);
    const intentB = await ctx.app.inject({ method: 'POST', url: '/wp-json/payments/v1/create-payment-intent', headers: b.h, payload: { order_id: orderB.id } });
    expect(intentB.statusCode).toBe(409);
    expect(intentB.json().code).toBe('coupon_used_up');
  });

  it('should use a coupon that pays the whole price at once, within its limit', async () => {
    await createCoupon('all-once', 100, 1);
    const a = await teacher();
    expect((await order(a.h, 775, 'all-once')).json()).toMatchObject({ status: 'completed', total: '0.00', discount_total: '120.00' });
    expect(await couponUses('all-once')).toBe(1);
    const b = await teacher();
    const second = await order(b.h, 775, 'all-once');
    expect(second.statusCode).toBe(400);
    expect(second.json().code).toBe('invalid_coupon');
  });
});
