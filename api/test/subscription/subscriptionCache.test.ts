import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { buildTestApp, type TestContext } from '../helpers/buildTestApp';
import { givePlan, insertUser } from '../boards/boardFixtures';
import { runSeeds } from '../../src/db/seed/seedRegistry';
import { seedStoreProducts } from '../../src/db/seed/storeSeeds';
import { recentSubscription, SUBSCRIPTION_CACHE_MS } from '../../src/routes/subscription/subscriptionCache';

const LEADERBOARD = '/wp-json/custom/v1/leaderboard?period=all';

/** Ends every plan order of the user, as a refund does. */
async function endPlans(ctx: TestContext, userId: number): Promise<void> {
  await ctx.db.query(`UPDATE orders SET status = 'refunded' WHERE customer_id = $1`, [userId]);
}

describe('remembered subscription states (subscriptionCache.ts)', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await buildTestApp();
    await runSeeds(ctx.db, ctx.config, [seedStoreProducts]);
  });
  after(() => ctx.close());

  it('should open the leaderboard on the very next read after a plan is bought, though the refusal was just remembered', async () => {
    const student = await insertUser(ctx.db, { first: 'Baru', last: 'Beli' });
    const read = () => ctx.app.inject({ method: 'GET', url: LEADERBOARD, headers: ctx.authHeader(student) });
    expect((await read()).statusCode).toBe(403);
    await givePlan(ctx.db, student, 770);
    expect((await read()).statusCode).toBe(200);
  });

  it('should keep an active state for at most a minute after the plan ends, then apply the plan rule again', async () => {
    const student = await insertUser(ctx.db, { first: 'Lama', last: 'Pelan' });
    await givePlan(ctx.db, student, 770);
    const now = Date.now();
    expect((await recentSubscription(ctx.db, student, undefined, now)).status).toBe('active');
    await endPlans(ctx, student);
    expect((await recentSubscription(ctx.db, student, undefined, now + SUBSCRIPTION_CACHE_MS - 1)).status).toBe('active');
    expect((await recentSubscription(ctx.db, student, undefined, now + SUBSCRIPTION_CACHE_MS)).status).not.toBe('active');
  });

  it('should read the plan rule again when the caller does not trust the remembered state', async () => {
    const student = await insertUser(ctx.db, { first: 'Tak', last: 'Percaya' });
    await givePlan(ctx.db, student, 770);
    const now = Date.now();
    expect((await recentSubscription(ctx.db, student, undefined, now)).status).toBe('active');
    await endPlans(ctx, student);
    expect((await recentSubscription(ctx.db, student, (s) => s.status !== 'active', now + 1)).status).not.toBe('active');
  });

  it('should refresh the remembered state when the player reads their subscription status', async () => {
    const student = await insertUser(ctx.db, { first: 'Semak', last: 'Status' });
    await givePlan(ctx.db, student, 770);
    expect((await recentSubscription(ctx.db, student)).status).toBe('active');
    await endPlans(ctx, student);
    const { rows } = await ctx.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [student]);
    const status = await ctx.app.inject({
      method: 'GET',
      url: `/wp-json/custom/v1/subscription/status?email=${encodeURIComponent(rows[0]!.email)}`,
      headers: ctx.authHeader(student),
    });
    expect(status.statusCode).toBe(200);
    expect(status.json().status).not.toBe('active');
    expect((await recentSubscription(ctx.db, student)).status).not.toBe('active');
  });
});
