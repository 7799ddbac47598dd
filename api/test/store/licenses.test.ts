import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { buildTestApp, type TestContext } from '../helpers/buildTestApp';
import { demoUserId, MYKAD, newTeacher } from './storeHelpers';
import { DEMO_LICENSE_CODE } from '../../src/db/seed/licenseCodeSeeds';
import { insertUser } from '../helpers/contentFixtures';
import { freshWindow } from '../helpers/rateWindows';

const SCHOOL = { school_name: 'SJK(T) Ramakrishna', school_state: 'Pulau Pinang' };

describe('school licenses (/wp-json/custom/v1/school-license)', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await buildTestApp({ seed: true });
  });
  after(() => ctx.close());

  const redeem = (t: { id: number; email: string }, school: Record<string, string> = SCHOOL, code: string | null = DEMO_LICENSE_CODE) =>
    ctx.app.inject({
      method: 'POST',
      url: '/wp-json/custom/v1/school-license/redeem',
      headers: ctx.authHeader(t.id, 'teacher'),
      payload: { user_email: t.email, user_id: t.id, first_name: 'Test', last_name: 'Guru', ...school, ...(code === null ? {} : { redemption_code: code }) },
    });

  it('should find the seeded license (country defaults to MY) and say whether a teacher can redeem', async () => {
    const t = await newTeacher(ctx, 'check');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/wp-json/custom/v1/school-license/check',
      headers: ctx.authHeader(t.id, 'teacher'),
      payload: { school_name: 'sjk(t) ramakrishna', school_state: 'Pulau Pinang' },
    });
    expect(res.json()).toMatchObject({ has_license: true, can_redeem: true, code_required: true });
    const none = await ctx.app.inject({
      method: 'POST',
      url: '/wp-json/custom/v1/school-license/check',
      payload: { school_name: 'SK Nowhere', school_state: 'Johor' },
    });
    expect(none.json()).toMatchObject({ has_license: false, can_redeem: false });
  });

  it("should answer 'User not logged in' to a redeem without a user", async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/wp-json/custom/v1/school-license/redeem',
      payload: { first_name: 'A', last_name: 'B', ...SCHOOL },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, message: 'User not logged in' });
  });

  it('should use one seat for a teacher who redeems twice and report the license in status', async () => {
    const t = await newTeacher(ctx, 'twice');
    const before = (await ctx.db.query<{ seats_used: number }>('SELECT seats_used FROM school_licenses')).rows[0]!.seats_used;
    expect((await redeem(t)).json()).toMatchObject({ success: true });
    expect((await redeem(t)).json()).toMatchObject({ success: true });
    const after = (await ctx.db.query<{ seats_used: number }>('SELECT seats_used FROM school_licenses')).rows[0]!.seats_used;
    expect(after - before).toBe(1);
    const status = await ctx.app.inject({
      method: 'GET',
      url: `/wp-json/custom/v1/school-license/status?user_email=${t.email}`,
      headers: ctx.authHeader(t.id, 'teacher'),
    });
    expect(status.json()).toMatchObject({ has_school_license: true, license_status: 'active' });
    expect(typeof status.json().expires_at).toBe('string');
  });

  it("should give no seat without the school's licence code, nor with a wrong one (issue 13: a stranger cannot take a seat)", async () => {
    const before = (await ctx.db.query<{ seats_used: number }>('SELECT seats_used FROM school_licenses WHERE school_name = $1', [SCHOOL.school_name])).rows[0]!
      .seats_used;
    const stranger = await newTeacher(ctx, 'nocode');
    expect((await redeem(stranger, SCHOOL, null)).json()).toMatchObject({ success: false, code: 'code_required' });
    const wrong = await redeem(stranger, SCHOOL, 'AAAA-BBBB-CCCC');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ success: false, code: 'code_wrong' });
    const after = (await ctx.db.query<{ seats_used: number }>('SELECT seats_used FROM school_licenses WHERE school_name = $1', [SCHOOL.school_name])).rows[0]!
      .seats_used;
    expect(after).toBe(before);
  });

  it('should accept the code whatever its case and dashes, and make a student account a teacher of the school', async () => {
    const id = Number(await insertUser(ctx.db, 'newguru'));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/wp-json/custom/v1/school-license/redeem',
      headers: ctx.authHeader(id),
      payload: { user_id: id, first_name: 'New', last_name: 'Guru', ...SCHOOL, redemption_code: DEMO_LICENSE_CODE.toLowerCase().replace(/-/g, ' ') },
    });
    expect(res.json()).toMatchObject({ success: true, role: 'teacher' });
    expect((await ctx.db.query<{ role: string }>('SELECT role FROM users WHERE id = $1', [id])).rows[0]!.role).toBe('teacher');
  });

  it('should stop trying codes after 10 wrong ones in an hour', async () => {
    await freshWindow(3600);
    const t = await newTeacher(ctx, 'guesser');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await redeem(t, SCHOOL, `GUES-SING-${String(i).padStart(4, '0')}`)).statusCode);
    expect(statuses).toEqual([...Array(10).fill(403), 429]);
  });

  it("should refuse a status read for another user's email", async () => {
    const t = await newTeacher(ctx, 'peek');
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/wp-json/custom/v1/school-license/status?user_email=school.teacher@demo.my',
      headers: ctx.authHeader(t.id, 'teacher'),
    });
    expect(res.statusCode).toBe(403);
  });

  it('should never oversell seats under 50 concurrent redeem requests', async () => {
    const school = { school_name: 'SK Seri Rebut', school_state: 'Johor' };
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/wp-json/custom/v1/school-license',
      headers: ctx.adminHeader(),
      payload: { ...school, seats: 10 },
    });
    expect(created.statusCode).toBe(201);
    const code = created.json().redemption_code as string;
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    // the code is only shown when made: updating the licence does not reveal it again
    const updated = await ctx.app.inject({
      method: 'POST',
      url: '/wp-json/custom/v1/school-license',
      headers: ctx.adminHeader(),
      payload: { ...school, seats: 10 },
    });
    expect(updated.json().redemption_code).toBeUndefined();
    const teachers = [];
    for (let i = 0; i < 50; i++) teachers.push(await newTeacher(ctx, `race${i}`));
    const results = await Promise.all(teachers.map((t) => redeem(t, school, code)));
    const ok = results.filter((r) => r.statusCode === 200);
    const full = results.filter((r) => r.statusCode === 409);
    expect(ok.length).toBe(10);
    expect(full.length).toBe(40);
    expect(full[0]!.json().message).toMatch(/All seats/);
    const row = (await ctx.db.query<{ seats_used: number }>('SELECT seats_used FROM school_licenses WHERE school_name = $1', [school.school_name])).rows[0]!;
    expect(row.seats_used).toBe(10);
    const redemptions = await ctx.db.query(`SELECT 1 FROM license_redemptions r JOIN school_licenses l ON l.id = r.license_id WHERE l.school_name = $1`, [
      school.school_name,
    ]);
    expect(redemptions.rows.length).toBe(10);
  });

  it('should show seats used to a teacher holding a seat and the list of holders to the admin only', async () => {
    const holder = await demoUserId(ctx, MYKAD.teacherSchool);
    const q = '/wp-json/custom/v1/school-license/seats?school_name=SJK(T)%20Ramakrishna&school_state=Pulau%20Pinang';
    const teacher = await ctx.app.inject({ method: 'GET', url: q, headers: ctx.authHeader(holder, 'teacher') });
    expect(teacher.json()).toMatchObject({ seats_total: 25 });
    expect(teacher.json().members).toBeUndefined();
    const admin = await ctx.app.inject({ method: 'GET', url: q, headers: ctx.adminHeader() });
    expect(admin.json().members.length).toBe(admin.json().seats_used);
    const stranger = await newTeacher(ctx, 'stranger');
    expect((await ctx.app.inject({ method: 'GET', url: q, headers: ctx.authHeader(stranger.id, 'teacher') })).statusCode).toBe(403);
  });
});

describe('POST /wp-json/custom/v1/validate-family-coupon', () => {
  let ctx: TestContext;
  before(async () => {
    // a family coupon pays an entry only while the contest can be played (the 2025 one is over)
    ctx = await buildTestApp({ seed: true, env: { CONTEST_OVERRIDE_ALLOWED: 'true' } });
    await ctx.app.inject({
      method: 'POST',
      url: '/wp-json/custom/v1/contests/Solvallar2025/override',
      headers: ctx.adminHeader(),
      payload: { state: 'during' },
    });
  });
  after(() => ctx.close());

  const validate = (userId: number, body: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/wp-json/custom/v1/validate-family-coupon',
      headers: ctx.authHeader(userId),
      payload: { user_id: userId, contest_id: 815, phone_number: '012-345 6789', last_name: 'Raman', coupon_code: 'family-raman-2025', ...body },
    });

  it("should refuse an unknown code with 'Invalid coupon code.' and a wrong family with a clear message", async () => {
    const student = await demoUserId(ctx, MYKAD.student);
    expect((await validate(student, { coupon_code: 'NOPE' })).json()).toMatchObject({ valid: false, message: 'Invalid coupon code.' });
    expect((await validate(student, { last_name: 'Other' })).json()).toMatchObject({ valid: false, code: 'family_mismatch' });
  });

  it('should accept the family coupon once, pay the contest entry, and refuse it for another account', async () => {
    const student = await demoUserId(ctx, MYKAD.student);
    const ok = await validate(student, {});
    expect(ok.json()).toMatchObject({ valid: true });
    const orders = (await ctx.app.inject({ method: 'GET', url: `/wp-json/wc/v3/orders?customer=${student}`, headers: ctx.authHeader(student) })).json();
    expect(
      orders.some(
        (o: { status: string; line_items: { product_id: number }[] }) => o.status === 'completed' && o.line_items.some((li) => li.product_id === 815),
      ),
    ).toBe(true);
    expect((await validate(student, {})).json()).toMatchObject({ valid: true });
    const other = await newTeacher(ctx, 'family');
    expect((await validate(other.id, {})).statusCode).toBe(409);
  });
});
