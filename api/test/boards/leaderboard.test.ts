import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { buildTestApp, type TestContext } from '../helpers/buildTestApp';
import { givePlan, insertScore, insertUser } from './boardFixtures';
import { runSeeds } from '../../src/db/seed/seedRegistry';
import { seedStoreProducts } from '../../src/db/seed/storeSeeds';

const URL = '/wp-json/custom/v1/leaderboard';
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('GET /wp-json/custom/v1/leaderboard', () => {
  let ctx: TestContext;
  let viewer: number;
  let teacher: number;
  const ids: Record<string, number> = {};
  before(async () => {
    // plan products only: the other demo seeds would add the demo student's games to these boards
    ctx = await buildTestApp();
    await runSeeds(ctx.db, ctx.config, [seedStoreProducts]);
    const db = ctx.db;
    teacher = await insertUser(db, { first: 'Meena', last: 'Guru', role: 'teacher' });
    await givePlan(db, teacher, 774);
    viewer = await insertUser(db, { first: 'Viewer', last: 'Last' });
    await givePlan(db, viewer, 770);
    for (const [name, school] of [
      ['Anbu', 'SK Test'],
      ['Bala', 'SK Test'],
      ['Chitra', 'SK Other'],
      ['Devi', 'SK Test'],
    ] as const) {
      ids[name] = await insertUser(db, { first: name, last: 'Kumar', school });
    }
    // Anbu and Bala tie on 90: Bala reached it first, so Bala ranks above Anbu
    await insertScore(db, { userId: ids.Anbu!, score: 90, at: ago(10) });
    await insertScore(db, { userId: ids.Anbu!, score: 40, at: ago(12) });
    await insertScore(db, { userId: ids.Bala!, score: 90, at: ago(20) });
    await insertScore(db, { userId: ids.Chitra!, score: 95, at: ago(5) });
    await insertScore(db, { userId: ids.Devi!, score: 50, at: ago(5), category: 'Blank' });
    await insertScore(db, { userId: viewer, score: 10, at: ago(3) });
    await insertScore(db, { userId: ids.Devi!, score: 99, at: '2020-01-01T00:00:00Z' });
  });
  after(() => ctx.close());

  const get = (query: string, userId = viewer) => ctx.app.inject({ method: 'GET', url: `${URL}?${query}`, headers: ctx.authHeader(userId) });

  it('should rank each player by their best score, ties broken by the earlier time', async () => {
    const res = await get('quiz_category=Search&period=all');
    expect(res.statusCode).toBe(200);
    expect(res.json().entries.map((e: { name: string; score: number; rank: number }) => [e.rank, e.name, e.score])).toEqual([
      [1, 'Devi K.', 99],
      [2, 'Chitra K.', 95],
      [3, 'Bala K.', 90],
      [4, 'Anbu K.', 90],
      [5, 'Viewer L.', 10],
    ]);
  });

  it("should always return the viewer's own row, even outside the top rows", async () => {
    const body = (await get('quiz_category=Search&period=all&limit=2')).json();
    expect(body.entries).toHaveLength(2);
    expect(body.total).toBe(5);
    expect(body.viewer).toMatchObject({ rank: 5, name: 'Viewer L.', isViewer: true, score: 10 });
  });

  it('should leave out scores from before the period (this week, UTC+8)', async () => {
    const body = (await get('quiz_category=Search&period=week')).json();
    expect(body.entries.map((e: { name: string }) => e.name)).not.toContain('Devi K.');
    expect(body.periodStart).toMatch(/T16:00:00.000Z$/);
  });

  it("should rank only the viewer's school with scope=school", async () => {
    const body = (await get('quiz_category=Search&period=all&scope=school')).json();
    expect(body.entries.map((e: { name: string }) => e.name)).toEqual(['Devi K.', 'Bala K.', 'Anbu K.', 'Viewer L.']);
  });

  it('should filter by game, topic and language', async () => {
    expect((await get('quiz_category=Blank&period=all')).json().entries.map((e: { name: string }) => e.name)).toEqual(['Devi K.']);
    expect((await get('topic_key=pre-generated-none&period=all')).json().entries).toEqual([]);
    expect((await get('language=en&period=all')).json().entries).toEqual([]);
  });

  it('should say the viewer has no class for scope=class, then rank the class once they join one', async () => {
    expect((await get('scope=class&period=all')).json()).toMatchObject({ entries: [], scopeMissing: 'class' });
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/wp-json/custom/v1/boards/classes',
      headers: ctx.authHeader(teacher, 'teacher'),
      payload: { name: '4 Mawar' },
    });
    const code = created.json().code;
    for (const who of [viewer, ids.Chitra!]) {
      const joined = await ctx.app.inject({ method: 'POST', url: '/wp-json/custom/v1/boards/classes/join', headers: ctx.authHeader(who), payload: { code } });
      expect(joined.statusCode).toBe(200);
    }
    const body = (await get('scope=class&period=all')).json();
    expect(body.entries.map((e: { name: string }) => e.name)).toEqual(['Chitra K.', 'Viewer L.']);

    // the teacher opts in to full names for the class
    await ctx.app.inject({
      method: 'PATCH',
      url: `/wp-json/custom/v1/boards/classes/${created.json().id}`,
      headers: ctx.authHeader(teacher, 'teacher'),
      payload: { showFullNames: true },
    });
    expect((await get('scope=class&period=all')).json().entries.map((e: { name: string }) => e.name)).toEqual(['Chitra Kumar', 'Viewer Last']);
  });

  it('should refuse a signed-in user with no active subscription with a clear message', async () => {
    const res = await get('period=all', ids.Anbu!);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'subscription_required', message: 'Leaderboards need an active subscription.' });
  });

  it('should refuse an anonymous request', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });

  it('should answer 400 for an unknown period', async () => {
    expect((await get('period=year')).statusCode).toBe(400);
  });
});

describe('GET /wp-json/custom/v1/schoolboard', () => {
  let ctx: TestContext;
  let viewer: number;
  /** a pupil whose account is a month old (accounts count for their school after 7 days, docs/adr/0019) */
  async function settledPupil(school: string, state: string, scores: number[]) {
    const id = await insertUser(ctx.db, { first: 'P', last: school, school, state });
    await ctx.db.query("UPDATE users SET created_at = now() - interval '30 days' WHERE id = $1", [id]);
    for (const score of scores) await insertScore(ctx.db, { userId: id, score, at: ago(5) });
  }
  before(async () => {
    // plan products only: the other demo seeds would add the demo student's games to these boards
    ctx = await buildTestApp();
    await runSeeds(ctx.db, ctx.config, [seedStoreProducts]);
    viewer = await insertUser(ctx.db, { first: 'V', last: 'W' });
    await givePlan(ctx.db, viewer, 770);
    // Alpha: ten pupils of 100 (two games each); Beta: five of 150 (one game); Gamma: four, not ranked
    for (let i = 0; i < 10; i++) await settledPupil('SK Alpha', 'Johor', [100, 100]);
    for (let i = 0; i < 5; i++) await settledPupil('SK Beta', 'Perak', [150]);
    for (let i = 0; i < 4; i++) await settledPupil('SK Gamma', 'Perak', [200]);
  });
  after(() => ctx.close());
  const get = (q: string) => ctx.app.inject({ method: 'GET', url: `/wp-json/custom/v1/schoolboard?${q}`, headers: ctx.authHeader(viewer) });

  it("should rank schools by their top ten pupils' bests over ten places, leaving out schools with fewer than five active pupils", async () => {
    const { schools } = (await get('period=all')).json();
    expect(schools).toEqual([
      { rank: 1, school: 'SK Alpha', state: 'Johor', activeStudents: 10, totalScore: 2000, averageScore: 100 },
      { rank: 2, school: 'SK Beta', state: 'Perak', activeStudents: 5, totalScore: 750, averageScore: 75 },
    ]);
  });

  it('should rank by total when asked', async () => {
    expect((await get('period=all&sort=total')).json().schools.map((s: { school: string }) => s.school)).toEqual(['SK Alpha', 'SK Beta']);
  });

  it('should filter by state', async () => {
    expect((await get('period=all&state=Perak')).json().schools.map((s: { school: string }) => s.school)).toEqual(['SK Beta']);
  });
});

describe('GET /wp-json/custom/v1/scoreboard', () => {
  it("should return only the signed-in user's scores and personal bests per game and topic", async () => {
    const ctx = await buildTestApp();
    const me = await insertUser(ctx.db, { first: 'Me', last: 'Self' });
    const other = await insertUser(ctx.db, { first: 'Other', last: 'One' });
    await insertScore(ctx.db, { userId: me, score: 30, at: ago(30) });
    await insertScore(ctx.db, { userId: me, score: 70, at: ago(20) });
    await insertScore(ctx.db, { userId: me, score: 50, at: ago(10), category: 'Blank' });
    await insertScore(ctx.db, { userId: other, score: 100, at: ago(5) });
    const body = (await ctx.app.inject({ method: 'GET', url: '/wp-json/custom/v1/scoreboard', headers: ctx.authHeader(me) })).json();
    expect(body.recent.map((r: { score: number }) => r.score)).toEqual([50, 70, 30]);
    expect(body.bests).toEqual([
      expect.objectContaining({ quizCategory: 'Blank', topicKey: 'pre-generated-animals', bestScore: 50, attempts: 1 }),
      expect.objectContaining({ quizCategory: 'Search', topicKey: 'pre-generated-animals', bestScore: 70, attempts: 2, averageScore: 50 }),
    ]);
    await ctx.close();
  });
});
