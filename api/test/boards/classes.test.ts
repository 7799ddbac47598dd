import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { buildTestApp, type TestContext } from '../helpers/buildTestApp';
import { givePlan, insertScore, insertUser } from './boardFixtures';
import { runSeeds } from '../../src/db/seed/seedRegistry';
import { seedStoreProducts } from '../../src/db/seed/storeSeeds';

const V1 = '/wp-json/custom/v1/boards';
const ago = (days: number) => new Date(Date.now() - days * 24 * 3600_000).toISOString();

describe('classes, dashboard and student analytics (/wp-json/custom/v1/boards)', () => {
  let ctx: TestContext;
  let teacher: number;
  let proTeacher: number;
  let active: number;
  let idle: number;
  let code: string;
  before(async () => {
    // plan products only: the other demo seeds would add the demo student's games to these boards
    ctx = await buildTestApp();
    await runSeeds(ctx.db, ctx.config, [seedStoreProducts]);
    teacher = await insertUser(ctx.db, { first: 'Siti', last: 'Guru', role: 'teacher' });
    await givePlan(ctx.db, teacher, 774);
    proTeacher = await insertUser(ctx.db, { first: 'Meena', last: 'Pro', role: 'teacher' });
    await givePlan(ctx.db, proTeacher, 776, 360);
    active = await insertUser(ctx.db, { first: 'Aktif', last: 'Murid' });
    idle = await insertUser(ctx.db, { first: 'Diam', last: 'Murid' });
    await insertScore(ctx.db, { userId: active, score: 20, at: new Date().toISOString(), topic: 'pre-generated-hard' });
    await insertScore(ctx.db, { userId: active, score: 90, at: new Date().toISOString(), topic: 'pre-generated-easy' });
    await insertScore(ctx.db, { userId: idle, score: 60, at: ago(20), topic: 'pre-generated-easy' });
  });
  after(() => ctx.close());

  it('should let a teacher create a named class with a 6-character join code', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: `${V1}/classes`, headers: ctx.authHeader(teacher, 'teacher'), payload: { name: '3 Cempaka' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: '3 Cempaka', memberCount: 0, showFullNames: false, isOwner: true, teacherName: 'Siti Guru' });
    code = res.json().code;
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
  });

  it('should refuse class creation by a student', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: `${V1}/classes`, headers: ctx.authHeader(active, 'teacher'), payload: { name: 'Mine' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only teachers can create classes.');
  });

  it('should let students join by code (any case), once, and refuse an unknown code', async () => {
    for (const who of [active, idle, active]) {
      const res = await ctx.app.inject({ method: 'POST', url: `${V1}/classes/join`, headers: ctx.authHeader(who), payload: { code: code.toLowerCase() } });
      expect(res.statusCode).toBe(200);
    }
    const classes = (await ctx.app.inject({ method: 'GET', url: `${V1}/classes`, headers: ctx.authHeader(teacher, 'teacher') })).json().classes;
    expect(classes).toEqual([expect.objectContaining({ name: '3 Cempaka', memberCount: 2 })]);
    const wrong = await ctx.app.inject({ method: 'POST', url: `${V1}/classes/join`, headers: ctx.authHeader(active), payload: { code: 'ZZZZZZ' } });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe('No class has that code. Check it with your teacher.');
  });

  it("should give the teacher's dashboard: classes, recent activity, weakest topics, students who have not played this week", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `${V1}/dashboard`, headers: ctx.authHeader(teacher, 'teacher') });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.classes).toHaveLength(1);
    expect(body.recentActivity.map((a: { studentName: string; score: number }) => [a.studentName, a.score])).toEqual(
      expect.arrayContaining([
        ['Aktif Murid', 90],
        ['Aktif Murid', 20],
        ['Diam Murid', 60],
      ]),
    );
    expect(body.weakestTopics[0]).toMatchObject({ topicKey: 'pre-generated-hard', averageScore: 20, attempts: 1 });
    expect(body.inactiveStudents.map((s: { name: string }) => s.name)).toEqual(['Diam Murid']);
  });

  it('should refuse the dashboard to a student with a clear message', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `${V1}/dashboard`, headers: ctx.authHeader(active) });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('The dashboard is for teachers.');
  });

  it("should show a Pro teacher their own student's quiz records, and nobody else's (docs/requirements.md §9 Student Analytics)", async () => {
    const url = `${V1}/students/${active}/quiz-scores?quiz_category=Search`;
    // a free-plan teacher: Pro needed
    const free = await ctx.app.inject({ method: 'GET', url, headers: ctx.authHeader(teacher, 'teacher') });
    expect(free.statusCode).toBe(403);
    expect(free.json().code).toBe('pro_required');
    // Pro, but not their student yet
    expect((await ctx.app.inject({ method: 'GET', url, headers: ctx.authHeader(proTeacher, 'teacher') })).json().code).toBe('not_your_student');
    const cls = (
      await ctx.app.inject({ method: 'POST', url: `${V1}/classes`, headers: ctx.authHeader(proTeacher, 'teacher'), payload: { name: 'Pro class' } })
    ).json();
    await ctx.app.inject({ method: 'POST', url: `${V1}/classes/join`, headers: ctx.authHeader(active), payload: { code: cls.code } });
    const ok = await ctx.app.inject({ method: 'GET', url, headers: ctx.authHeader(proTeacher, 'teacher') });
    expect(ok.statusCode).toBe(200);
    expect(
      ok
        .json()
        .map((r: { score: number }) => r.score)
        .sort(),
    ).toEqual([20, 90]);
    expect(ok.json()[0]).toEqual(expect.objectContaining({ quiz_category: 'Search', level: 1 }));
    const progress = await ctx.app.inject({
      method: 'GET',
      url: `${V1}/students/${active}/quiz-progress?quiz_category=Search`,
      headers: ctx.authHeader(proTeacher, 'teacher'),
    });
    expect(progress.json()).toEqual([]);
    // without a category: every game, as the learning analytics count them (issue 27)
    await insertScore(ctx.db, { userId: active, score: 40, at: new Date().toISOString(), category: 'Jumble', topic: 'pre-generated-easy' });
    const all = await ctx.app.inject({ method: 'GET', url: `${V1}/students/${active}/quiz-scores`, headers: ctx.authHeader(proTeacher, 'teacher') });
    expect(
      all
        .json()
        .map((r: { quiz_category: string }) => r.quiz_category)
        .sort(),
    ).toEqual(['Jumble', 'Search', 'Search']);
    expect((await ctx.app.inject({ method: 'GET', url, headers: ctx.authHeader(proTeacher, 'teacher') })).json()).toHaveLength(2);
  });
});
