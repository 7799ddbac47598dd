import type { TestContext } from '../helpers/buildTestApp';

/** Demo user ids from the seeded database (demoUsers.ts), by mykad. */
export async function demoUserId(ctx: TestContext, mykad: string): Promise<number> {
  const r = await ctx.db.query<{ id: string }>('SELECT id FROM users WHERE mykad_hash = ANY($1::text[])', [ctx.config.mykad.lookupHashes(mykad)]);
  if (!r.rows[0]) throw new Error(`demo user ${mykad} not seeded`);
  return Number(r.rows[0].id);
}

export const MYKAD = {
  student: '120315101234',
  teacherFree: '850612145671',
  teacherPlus: '800101085523',
  teacherPro: '790923105337',
  teacherSchool: '880707075541',
};

export async function demoUserEmail(ctx: TestContext, id: number): Promise<string> {
  return (await ctx.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [id])).rows[0]!.email;
}

/** A fresh teacher with no orders, for tests that must start from "no plan". */
export async function newTeacher(ctx: TestContext, suffix: string): Promise<{ id: number; email: string }> {
  const email = `t${suffix}@test.my`;
  const r = await ctx.db.query<{ id: string }>(
    `INSERT INTO users (email, username, first_name, last_name, role, state, school) VALUES ($1, $1, 'Test', 'Guru', 'teacher', 'Pulau Pinang', 'SJK(T) Ramakrishna') RETURNING id`,
    [email],
  );
  return { id: Number(r.rows[0]!.id), email };
}
