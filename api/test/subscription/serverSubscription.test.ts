import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { buildTestApp, type TestContext } from '../helpers/buildTestApp';
import { givePlan, insertUser } from '../boards/boardFixtures';
import { serverSubscription } from '../../src/routes/subscription/serverSubscription';
import { demoUserId, MYKAD } from '../store/storeHelpers';

const V1 = '/wp-json/custom/v1';

describe('the server plan rule (serverSubscription, shared deriveSubscription)', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await buildTestApp({ seed: true });
  });
  after(() => ctx.close());

  async function plusOrderedAt(dateCreated: string, linePrice = 120): Promise<number> {
    const teacher = await insertUser(ctx.db, { first: 'Guru', last: 'Plus', role: 'teacher' });
    const order = await ctx.db.query<{ id: string }>(`INSERT INTO orders (customer_id, status, date_created) VALUES ($1, 'completed', $2) RETURNING id`, [
      teacher,
      dateCreated,
    ]);
    await ctx.db.query(`INSERT INTO order_items (order_id, product_id, name, quantity, price, total) VALUES ($1, 775, 'Teacher Plus', 1, $2, $2)`, [
      order.rows[0]!.id,
      linePrice,
    ]);
    return teacher;
  }

  it('should keep a paid plan for one calendar year from the order date (docs/requirements.md §9), not 365 days', async () => {
    // 2024 is a leap year: 365 days after 10 January 2024 is still inside the year
    const teacher = await plusOrderedAt('2024-01-10T02:00:00Z');
    const day365 = new Date('2025-01-09T12:00:00Z');
    expect((await serverSubscription(ctx.db, teacher, day365)).state).toMatchObject({ planId: 'teacher_plus', status: 'active' });
    expect((await serverSubscription(ctx.db, teacher, new Date('2025-01-10T02:00:01Z'))).state.status).toBe('expired');
  });

  it('should treat Plus as a paid plan even when its order line cost nothing (a sale or a coupon)', async () => {
    const teacher = await plusOrderedAt('2020-03-01T00:00:00Z', 0);
    expect((await serverSubscription(ctx.db, teacher)).state.status).toBe('expired');
  });

  it('should give the school-licence teacher Pro access on the api, as the menu does (docs/requirements.md §6 "Pro access: … or teacher_school")', async () => {
    const school = await demoUserId(ctx, MYKAD.teacherSchool);
    expect((await serverSubscription(ctx.db, school)).state).toMatchObject({ planId: 'teacher_school', status: 'active', source: 'school-license' });
    const student = await insertUser(ctx.db, { first: 'Anbu', last: 'Murid', role: 'student' });
    await givePlan(ctx.db, student, 770);
    const cls = (
      await ctx.app.inject({ method: 'POST', url: `${V1}/boards/classes`, headers: ctx.authHeader(school, 'teacher'), payload: { name: 'Licence class' } })
    ).json();
    await ctx.app.inject({ method: 'POST', url: `${V1}/boards/classes/join`, headers: ctx.authHeader(student, 'student'), payload: { code: cls.code } });
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${V1}/boards/students/${student}/quiz-scores?quiz_category=Search`,
      headers: ctx.authHeader(school, 'teacher'),
    });
    expect(res.statusCode).toBe(200);
  });
});
