import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { buildTestApp, type TestContext } from '../helpers/buildTestApp';
import { formatMalaysiaTime } from '@app/shared/node';
import { demoUserId, MYKAD, newTeacher } from '../store/storeHelpers';

const V1 = '/wp-json/custom/v1';
const KEY = 'Solvallar2025';
const HOUR = 3_600_000;

describe('contest entry is sold only while a round can be played (issue 15)', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await buildTestApp({ seed: true, env: { CONTEST_OVERRIDE_ALLOWED: 'true' } });
  });
  after(() => ctx.close());

  const override = (state: 'before' | 'during' | 'after' | null) =>
    ctx.app.inject({ method: 'POST', url: `${V1}/contests/${KEY}/override`, headers: ctx.adminHeader(), payload: { state } });
  const buyEntry = (userId: number) =>
    ctx.app.inject({
      method: 'POST',
      url: '/wp-json/wc/v3/orders',
      headers: ctx.authHeader(userId, 'teacher'),
      payload: { line_items: [{ product_id: 815 }] },
    });

  it('should refuse to sell the entry once the contest has ended, and say so', async () => {
    await override('after');
    const t = await newTeacher(ctx, 'late');
    const res = await buyEntry(t.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'contest_closed', message: 'This contest has ended, so its entry can no longer be bought.' });
    const info = (await ctx.app.inject({ method: 'GET', url: `${V1}/contests/${KEY}` })).json();
    expect(info.entryOnSale).toBe(false);
  });

  it('should sell the entry before and during the contest', async () => {
    for (const state of ['before', 'during'] as const) {
      await override(state);
      const t = await newTeacher(ctx, `on-${state}`);
      expect((await buyEntry(t.id)).json()).toMatchObject({ status: 'pending', total: '10.00' });
      expect((await ctx.app.inject({ method: 'GET', url: `${V1}/contests/${KEY}` })).json().entryOnSale).toBe(true);
    }
  });

  it('should not take payment for an entry ordered during the contest once it has ended', async () => {
    await override('during');
    const t = await newTeacher(ctx, 'paylate');
    const h = ctx.authHeader(t.id, 'teacher');
    const order = (await buyEntry(t.id)).json();
    await override('after');
    const intent = await ctx.app.inject({
      method: 'POST',
      url: '/wp-json/payments/v1/create-payment-intent',
      headers: h,
      payload: { currency: 'myr', order_id: order.id },
    });
    expect(intent.statusCode).toBe(409);
    expect(intent.json().code).toBe('contest_closed');
  });

  it('should refuse a family coupon for a contest that has ended', async () => {
    await override('after');
    const student = await demoUserId(ctx, MYKAD.student);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${V1}/validate-family-coupon`,
      headers: ctx.authHeader(student),
      payload: { user_id: student, contest_id: 815, phone_number: '012-345 6789', last_name: 'Raman', coupon_code: 'family-raman-2025' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'contest_closed', valid: false });
    await override(null);
  });
});

describe('results are published by the organiser or three days after the end (issue 15)', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await buildTestApp({ seed: true });
  });
  after(() => ctx.close());

  /** A small timed contest that ended an hour ago (Malaysian wall clock). */
  async function loadJustEnded(key: string) {
    const start = formatMalaysiaTime(Date.now() - 3 * HOUR);
    const end = formatMalaysiaTime(Date.now() - HOUR);
    const [date, startTime] = start.split(' ');
    const endTime = end.split(' ')[1];
    const items = [{ type: 'spelling', prompt: 'Pilih ejaan betul', choices: ['rumah', 'rumha'], answer: 'rumah' }];
    const body = {
      key,
      kind: 'timed',
      title: { en: 'Test', ta: 'சோதனை', bm: 'Ujian' },
      window: { date, startTime, endTime },
      rounds: 1,
      levelsPerRound: 1,
      paidFromRound: 2,
      levels: [{ number: 1, durationSeconds: 60, items }],
    };
    const res = await ctx.app.inject({ method: 'PUT', url: `${V1}/contests/${key}`, headers: ctx.adminHeader(), payload: body });
    expect(res.statusCode).toBe(200);
    return Date.parse(`${end.replace(' ', 'T')}:00+08:00`);
  }

  it("should keep a just-ended contest's results unpublished and say when they come", async () => {
    if (new Date(Date.now() + 8 * HOUR).getUTCHours() < 3) return; // the window must fit in one Malaysian day
    const endsAt = await loadJustEnded('JustEnded1');
    const winners = (await ctx.app.inject({ method: 'GET', url: `${V1}/contests/JustEnded1/winners` })).json();
    expect(winners.results).toEqual({ published: false, at: new Date(endsAt + 72 * HOUR).toISOString() });
    expect(winners.ranking).toEqual([]);
  });

  it('should let only the admin publish results early, and then show them', async () => {
    if (new Date(Date.now() + 8 * HOUR).getUTCHours() < 3) return;
    await loadJustEnded('JustEnded2');
    const teacher = await demoUserId(ctx, MYKAD.teacherPro);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `${V1}/contests/JustEnded2/results`,
      headers: ctx.authHeader(teacher, 'teacher'),
      payload: {},
    });
    expect(refused.statusCode).toBe(403);
    const published = await ctx.app.inject({ method: 'POST', url: `${V1}/contests/JustEnded2/results`, headers: ctx.adminHeader(), payload: {} });
    expect(published.json().published).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url: `${V1}/contests/JustEnded2/winners` })).json().results.published).toBe(true);
  });

  it('should show a contest that ended long ago as published (Solvallar 2025 in this configuration)', async () => {
    const winners = (await ctx.app.inject({ method: 'GET', url: `${V1}/contests/${KEY}/winners` })).json();
    expect(winners.results).toEqual({ published: true, at: '2025-10-08T14:00:00.000Z' });
  });

  it("should keep an organiser's publish date when the contest file is loaded again", async () => {
    const at = '2025-10-06T02:00:00.000Z';
    await ctx.app.inject({ method: 'POST', url: `${V1}/contests/${KEY}/results`, headers: ctx.adminHeader(), payload: { at } });
    const file = (await import('../../src/db/seed/contestSeeds')).CONTEST_FILES[0]!;
    const body = JSON.parse((await import('node:fs')).readFileSync(file, 'utf8'));
    await ctx.app.inject({ method: 'PUT', url: `${V1}/contests/${KEY}`, headers: ctx.adminHeader(), payload: body });
    expect((await ctx.app.inject({ method: 'GET', url: `${V1}/contests/${KEY}` })).json().results).toEqual({ published: true, at });
  });
});
