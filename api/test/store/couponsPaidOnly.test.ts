import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { buildTestApp, type TestContext } from '../helpers/buildTestApp';
import { newTeacher } from './storeHelpers';
import type { App } from '../../src/app';

// issue 21.8 "zero-total orders still use up a limited coupon": a limited coupon is used only by
// an order it pays for, and its limit holds when orders race on two api instances over one database.

describe('limited coupons across api instances (issue 21.8)', () => {
  let ctx: TestContext;
  let second: { app: App; close(): Promise<void> };
  let suffix = 0;
  before(async () => {
    ctx = await buildTestApp({ seed: true });
    second = await ctx.secondInstance();
  });
  after(async () => {
    await second.close();
    await ctx.close();
  });
  const createCoupon = (code: string, amount: number, limit: number) =>
    ctx.app.inject({
      method: 'POST',
      url: '/wp-json/wc/v3/coupons',
      headers: ctx.adminHeader(),
      payload: { code, amount, discount_type: 'percent', usage_limit: limit },
    });
  const uses = async (code: string) =>
    Number((await ctx.db.query<{ usage_count: number }>('SELECT usage_count FROM coupons WHERE code = $1', [code])).rows[0]!.usage_count);
  const order = async (app: App, productId: number, code: string) => {
    const t = await newTeacher(ctx, `race${++suffix}`);
    return app.inject({
      method: 'POST',
      url: '/wp-json/wc/v3/orders',
      headers: ctx.authHeader(t.id, 'teacher'),
      payload: { line_items: [{ product_id: productId }], coupon_lines: [{ code }] },
    });
  };

  it('should let eight orders racing on two instances use a one-use coupon that pays in full exactly once', async () => {
    expect((await createCoupon('race-all-once', 100, 1)).statusCode).toBe(201);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => order(i % 2 === 0 ? ctx.app : second.app, 775, 'race-all-once')));
    const completed = answers.filter((a) => a.statusCode === 200 || a.statusCode === 201);
    expect(completed.map((a) => a.json()).map((o) => [o.status, o.total])).toEqual([['completed', '0.00']]);
    expect(answers.filter((a) => a.statusCode === 400).map((a) => a.json().code)).toEqual(Array(7).fill('invalid_coupon'));
    expect(await uses('race-all-once')).toBe(1);
  });

  it('should never use a limited coupon on zero-total orders (a free plan), on either instance', async () => {
    expect((await createCoupon('free-never', 50, 1)).statusCode).toBe(201);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => order(i % 2 === 0 ? ctx.app : second.app, 774, 'free-never')));
    expect(answers.map((a) => a.json()).map((o) => [o.status, o.total, o.coupon_lines])).toEqual(Array(6).fill(['completed', '0.00', []]));
    expect(await uses('free-never')).toBe(0);
    // still there for an order it pays for
    expect((await ctx.app.inject({ method: 'GET', url: '/wp-json/wc/v3/coupons?code=free-never', headers: ctx.authHeader(1) })).statusCode).toBe(200);
  });
});
