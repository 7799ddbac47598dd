import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { buildTestApp, type TestContext } from '../helpers/buildTestApp';
import { demoUserEmail, demoUserId, MYKAD, newTeacher } from './storeHelpers';
import { seedContest815Texts } from '../../src/db/seed/storeSeeds';

describe('GET /wp-json/wc/v3/products', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await buildTestApp({ seed: true });
  });
  after(() => ctx.close());

  it('should list the docs/requirements.md §9 plans for include=770,772,773,774,775,776&per_page=10 with store prices and stock', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/wp-json/wc/v3/products?include=770,772,773,774,775,776&per_page=10' });
    expect(res.statusCode).toBe(200);
    const byId = Object.fromEntries(res.json().map((p: { id: number }) => [p.id, p]));
    expect(Object.keys(byId).map(Number).sort()).toEqual([770, 774, 775, 776]);
    expect(byId[775]).toMatchObject({ regular_price: '120.00', price: '120.00', sale_price: '', stock_status: 'instock' });
    expect(byId[776]).toMatchObject({ regular_price: '360.00', stock_status: 'outofstock' });
    expect(byId[774]).toMatchObject({ price: '0.00' });
  });

  it('should return the contest product 815 with the docs/requirements.md §3 contest meta keys', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/wp-json/wc/v3/products/815' });
    const meta = Object.fromEntries(res.json().meta_data.map((m: { key: string; value: unknown }) => [m.key, m.value]));
    expect(meta).toMatchObject({ contestDate: '2025-10-05', contestStartTime: '10:00', contestEndTime: '22:00' });
    for (const key of ['contestIntroduction', 'contestObjectives', 'targetAudience', 'contestRules', 'contestTerms', 'contestPrizes', 'contestOrganizers'])
      expect(typeof meta[key]).toBe('string');
  });

  it("should carry contest 815's introduction, rules and prizes in Tamil and Malay beside the English (issue 27)", async () => {
    const meta = Object.fromEntries(
      (await ctx.app.inject({ method: 'GET', url: '/wp-json/wc/v3/products/815' }))
        .json()
        .meta_data.map((m: { key: string; value: unknown }) => [m.key, m.value]),
    );
    for (const key of ['contestIntroduction', 'contestRules', 'contestPrizes']) {
      expect(meta[`${key}_ta`]).toMatch(/[\u0B80-\u0BFF]/);
      expect(typeof meta[`${key}_bm`]).toBe('string');
      expect(meta[`${key}_bm`]).not.toBe(meta[key]);
    }
    expect(meta.contestPrizes_bm).toContain('Sijil');
  });

  it("should add contest 815's translations to a database seeded before them, keeping what is there", async () => {
    await ctx.db.query(
      `UPDATE products SET meta_data = (SELECT jsonb_agg(m) FROM jsonb_array_elements(meta_data) m WHERE m->>'key' NOT LIKE '%\\_ta' AND m->>'key' NOT LIKE '%\\_bm') || '[{"key":"contestRules_bm","value":"Peraturan sendiri"}]'::jsonb WHERE id = 815`,
    );
    await seedContest815Texts.run(ctx.db, ctx.config);
    const meta = (await ctx.app.inject({ method: 'GET', url: '/wp-json/wc/v3/products/815' })).json().meta_data as { key: string; value: string }[];
    expect(meta.filter((m) => m.key === 'contestRules_bm')).toEqual([expect.objectContaining({ value: 'Peraturan sendiri' })]);
    expect(meta.find((m) => m.key === 'contestIntroduction_ta')?.value).toMatch(/^சொல்வல்லார்/);
  });

  it('should let only the admin create a product, and prefer the sale price while keeping the original', async () => {
    const body = {
      name: 'Teacher Plus (promo)',
      type: 'subscription',
      regular_price: '120',
      sale_price: '99',
      meta_data: [{ key: 'plan_id', value: 'teacher_plus' }],
    };
    const teacher = await ctx.app.inject({ method: 'POST', url: '/wp-json/wc/v3/products', headers: ctx.authHeader(1, 'teacher'), payload: body });
    expect(teacher.statusCode).toBe(403);
    const admin = await ctx.app.inject({ method: 'POST', url: '/wp-json/wc/v3/products', headers: ctx.adminHeader(), payload: body });
    expect(admin.statusCode).toBe(201);
    expect(admin.json()).toMatchObject({ price: '99.00', regular_price: '120.00', sale_price: '99.00', on_sale: true });
  });
});

describe('POST /wp-json/wc/v3/orders', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await buildTestApp({ seed: true });
  });
  after(() => ctx.close());

  it("should refuse an order without a signed-in user with 'User not authenticated or email not available'", async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/wp-json/wc/v3/orders', payload: { line_items: [{ product_id: 775, quantity: 1 }] } });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('User not authenticated or email not available');
  });

  it('should ignore a client-sent price, total and set_paid: the server charges RM 120 and leaves the order pending', async () => {
    const t = await newTeacher(ctx, 'price');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/wp-json/wc/v3/orders',
      headers: ctx.authHeader(t.id, 'teacher'),
      payload: {
        customer_id: 1,
        set_paid: true,
        total: '1.00',
        discount_total: '119.00',
        billing: { email: 'someone@else.my' },
        line_items: [{ product_id: 775, quantity: 1, price: 1, total: '1.00' }],
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'pending',
      total: '120.00',
      discount_total: '0.00',
      set_paid: false,
      customer_id: t.id,
      billing: { email: t.email },
    });
    expect(res.json().line_items[0]).toMatchObject({ product_id: 775, price: 120 });
  });

  it('should complete a free plan order at once', async () => {
    const t = await newTeacher(ctx, 'free');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/wp-json/wc/v3/orders',
      headers: ctx.authHeader(t.id, 'teacher'),
      payload: { line_items: [{ product_id: 774 }] },
    });
    expect(res.json()).toMatchObject({ status: 'completed', total: '0.00', set_paid: true });
  });

  it('should apply a coupon on the server: GURU20 takes 20 % off RM 120', async () => {
    const t = await newTeacher(ctx, 'coupon');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/wp-json/wc/v3/orders',
      headers: ctx.authHeader(t.id, 'teacher'),
      payload: { line_items: [{ product_id: 775 }], coupon_lines: [{ code: 'guru20' }] },
    });
    expect(res.json()).toMatchObject({ subtotal: '120.00', discount_total: '24.00', total: '96.00', status: 'pending' });
  });

  it("should refuse an unknown coupon with 'Invalid coupon code.'", async () => {
    const t = await newTeacher(ctx, 'badcoupon');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/wp-json/wc/v3/orders',
      headers: ctx.authHeader(t.id, 'teacher'),
      payload: { line_items: [{ product_id: 775 }], coupon_lines: [{ code: 'NOPE' }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_coupon', message: 'Invalid coupon code.' });
  });

  it('should refuse an out-of-stock plan (teacher_pro 776) and a teacher plan for a student', async () => {
    const t = await newTeacher(ctx, 'stock');
    const pro = await ctx.app.inject({
      method: 'POST',
      url: '/wp-json/wc/v3/orders',
      headers: ctx.authHeader(t.id, 'teacher'),
      payload: { line_items: [{ product_id: 776 }] },
    });
    expect(pro.statusCode).toBe(409);
    const student = await demoUserId(ctx, MYKAD.student);
    const plus = await ctx.app.inject({
      method: 'POST',
      url: '/wp-json/wc/v3/orders',
      headers: ctx.authHeader(student),
      payload: { line_items: [{ product_id: 775 }] },
    });
    expect(plus.statusCode).toBe(403);
  });
});

describe('GET /wp-json/wc/v3/orders and coupons', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await buildTestApp({ seed: true });
  });
  after(() => ctx.close());

  it("should refuse to show another user's orders", async () => {
    const plus = await demoUserId(ctx, MYKAD.teacherPlus);
    const pro = await demoUserId(ctx, MYKAD.teacherPro);
    const res = await ctx.app.inject({ method: 'GET', url: `/wp-json/wc/v3/orders?customer=${pro}`, headers: ctx.authHeader(plus, 'teacher') });
    expect(res.statusCode).toBe(403);
    const one = await ctx.app.inject({ method: 'GET', url: '/wp-json/wc/v3/orders/1', headers: ctx.authHeader(plus, 'teacher') });
    const own = (await ctx.app.inject({ method: 'GET', url: `/wp-json/wc/v3/orders?customer=${plus}`, headers: ctx.authHeader(plus, 'teacher') })).json();
    if (own[0].id !== 1) expect(one.statusCode).toBe(404);
  });

  it('should show a user their own orders with line items', async () => {
    const pro = await demoUserId(ctx, MYKAD.teacherPro);
    const res = await ctx.app.inject({ method: 'GET', url: `/wp-json/wc/v3/orders?customer=${pro}`, headers: ctx.authHeader(pro, 'teacher') });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({ status: 'completed', customer_id: pro, line_items: [expect.objectContaining({ product_id: 776 })] });
  });

  it("should answer 'User not authenticated or user ID not available' without a user or customer id", async () => {
    const anon = await ctx.app.inject({ method: 'GET', url: '/wp-json/wc/v3/orders?customer=1' });
    expect(anon.statusCode).toBe(401);
    expect(anon.json().message).toBe('User not authenticated or user ID not available');
    const noId = await ctx.app.inject({ method: 'GET', url: '/wp-json/wc/v3/orders', headers: ctx.authHeader(1) });
    expect(noId.json().message).toBe('User not authenticated or user ID not available');
  });

  it("should answer an unknown coupon lookup with 'Invalid coupon code.' and a known one with its amount", async () => {
    const unknown = await ctx.app.inject({ method: 'GET', url: '/wp-json/wc/v3/coupons?code=NOPE', headers: ctx.authHeader(1) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'invalid_coupon', message: 'Invalid coupon code.' });
    const known = await ctx.app.inject({ method: 'GET', url: '/wp-json/wc/v3/coupons?code=GURU20', headers: ctx.authHeader(1) });
    expect(known.json()[0]).toMatchObject({ code: 'guru20', amount: '20.00', discount_type: 'percent' });
  });

  it('should let only the admin create a coupon, which then applies', async () => {
    const body = { code: 'SEKOLAH10', amount: '10', discount_type: 'fixed_cart' };
    expect((await ctx.app.inject({ method: 'POST', url: '/wp-json/wc/v3/coupons', headers: ctx.authHeader(1, 'teacher'), payload: body })).statusCode).toBe(
      403,
    );
    expect((await ctx.app.inject({ method: 'POST', url: '/wp-json/wc/v3/coupons', headers: ctx.adminHeader(), payload: body })).statusCode).toBe(201);
    const t = await newTeacher(ctx, 'admincoupon');
    const order = await ctx.app.inject({
      method: 'POST',
      url: '/wp-json/wc/v3/orders',
      headers: ctx.authHeader(t.id, 'teacher'),
      payload: { line_items: [{ product_id: 775 }], coupon_lines: [{ code: 'sekolah10' }] },
    });
    expect(order.json()).toMatchObject({ total: '110.00', discount_total: '10.00' });
  });

  it('should let only the admin complete a manual order', async () => {
    const t = await newTeacher(ctx, 'manual');
    const order = (
      await ctx.app.inject({
        method: 'POST',
        url: '/wp-json/wc/v3/orders',
        headers: ctx.authHeader(t.id, 'teacher'),
        payload: { line_items: [{ product_id: 775 }] },
      })
    ).json();
    const self = await ctx.app.inject({
      method: 'PUT',
      url: `/wp-json/wc/v3/orders/${order.id}`,
      headers: ctx.authHeader(t.id, 'teacher'),
      payload: { status: 'completed' },
    });
    expect(self.statusCode).toBe(403);
    const admin = await ctx.app.inject({
      method: 'PUT',
      url: `/wp-json/wc/v3/orders/${order.id}`,
      headers: ctx.adminHeader(),
      payload: { status: 'completed' },
    });
    expect(admin.json()).toMatchObject({ status: 'completed', set_paid: true });
  });
});

describe('GET /wp-json/custom/v1/subscription/status', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await buildTestApp({ seed: true });
  });
  after(() => ctx.close());

  const status = async (id: number) =>
    ctx.app.inject({
      method: 'GET',
      url: `/wp-json/custom/v1/subscription/status?email=${encodeURIComponent(await demoUserEmail(ctx, id))}`,
      headers: ctx.authHeader(id, 'teacher'),
    });

  it('should put each demo user on their seeded plan', async () => {
    const expected: [string, string][] = [
      [MYKAD.student, 'student_free'],
      [MYKAD.teacherFree, 'teacher_free'],
      [MYKAD.teacherPlus, 'teacher_plus'],
      [MYKAD.teacherPro, 'teacher_pro'],
      [MYKAD.teacherSchool, 'teacher_school'],
    ];
    for (const [mykad, plan] of expected) {
      const res = await status(await demoUserId(ctx, mykad));
      expect(res.json()).toMatchObject({ status: 'active', subscriptions: [expect.objectContaining({ plan_id: plan })] });
    }
  });

  it('should report a paid plan ordered more than one year ago as expired (docs/requirements.md §4 "active if now is within one year of the order date, else expired")', async () => {
    const t = await newTeacher(ctx, 'old');
    const order = (
      await ctx.app.inject({
        method: 'POST',
        url: '/wp-json/wc/v3/orders',
        headers: ctx.authHeader(t.id, 'teacher'),
        payload: { line_items: [{ product_id: 775 }] },
      })
    ).json();
    await ctx.db.query(`UPDATE orders SET status = 'completed', date_created = now() - interval '366 days' WHERE id = $1`, [order.id]);
    const res = await status(t.id);
    expect(res.json()).toMatchObject({ status: 'expired', subscriptions: [] });
    await ctx.db.query(`UPDATE orders SET date_created = now() - interval '364 days' WHERE id = $1`, [order.id]);
    expect((await status(t.id)).json().status).toBe('active');
  });

  it('should map pending to processing and refunded to cancelled', async () => {
    const t = await newTeacher(ctx, 'pend');
    const order = (
      await ctx.app.inject({
        method: 'POST',
        url: '/wp-json/wc/v3/orders',
        headers: ctx.authHeader(t.id, 'teacher'),
        payload: { line_items: [{ product_id: 775 }] },
      })
    ).json();
    expect((await status(t.id)).json().status).toBe('processing');
    await ctx.db.query(`UPDATE orders SET status = 'refunded' WHERE id = $1`, [order.id]);
    expect((await status(t.id)).json().status).toBe('cancelled');
  });

  it("should refuse to read another user's subscription", async () => {
    const plus = await demoUserId(ctx, MYKAD.teacherPlus);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/wp-json/custom/v1/subscription/status?email=asiriyar.pro@demo.my',
      headers: ctx.authHeader(plus, 'teacher'),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('PUT /wp-json/wc/v3/products/:id (an update changes only what it is given)', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await buildTestApp({ seed: true });
  });
  after(() => ctx.close());
  const put = (payload: Record<string, unknown>) => ctx.app.inject({ method: 'PUT', url: '/wp-json/wc/v3/products/775', headers: ctx.adminHeader(), payload });

  it('should put Plus on sale without touching its description or its plan id', async () => {
    const before = (await ctx.app.inject({ method: 'GET', url: '/wp-json/wc/v3/products/775' })).json();
    const res = await put({ sale_price: '99' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      price: '99.00',
      regular_price: '120.00',
      on_sale: true,
      description: before.description,
      name: before.name,
      stock_status: 'instock',
    });
    expect(res.json().meta_data).toEqual(before.meta_data);
    const sub = await ctx.app.inject({ method: 'GET', url: '/wp-json/wc/v3/products?include=775' });
    expect(sub.json()[0].meta_data).toContainEqual(expect.objectContaining({ key: 'plan_id', value: 'teacher_plus' }));
  });

  it('should merge meta_data by key: change one, add one, remove one sent as null, keep the rest', async () => {
    const res = await put({
      meta_data: [
        { key: 'is_popular', value: 'no' },
        { key: 'badge', value: 'Promo' },
        { key: 'plan_category', value: null },
      ],
    });
    const meta = Object.fromEntries(res.json().meta_data.map((m: { key: string; value: unknown }) => [m.key, m.value]));
    expect(meta).toEqual({ plan_id: 'teacher_plus', billing_period: 'year', is_popular: 'no', badge: 'Promo' });
  });

  it('should end a sale with an empty sale price', async () => {
    expect((await put({ sale_price: '' })).json()).toMatchObject({ price: '120.00', sale_price: '', on_sale: false });
  });
});
