import { after, before, describe, it } from 'node:test';
import { randomUUID } from 'node:crypto';
import { expect } from 'expect';
import { buildTestApp, type TestContext } from '../helpers/buildTestApp';
import { insertUser } from '../helpers/contentFixtures';

const BASE = '/wp-json/custom/v1';

describe('quiz records (SPEC.md §3/§7)', () => {
  let ctx: TestContext;
  let student: string;
  let other: string;
  before(async () => {
    ctx = await buildTestApp();
    student = await insertUser(ctx.db, 'quizstudent');
    other = await insertUser(ctx.db, 'otherstudent');
  });
  after(() => ctx.close());

  const score = (overrides: Record<string, unknown> = {}) => ({
    client_id: randomUUID(),
    quiz_category: 'Search',
    topic_key: 'pre-generated-ta-animals-y1',
    score: 80,
    level: 2,
    time_submitted: '2026-11-20T08:00:00.000Z',
    duration_ms: 61000,
    language: 'ta',
    ...overrides,
  });

  describe('POST /save-quiz-score', () => {
    it('should store a score and answer with the record', async () => {
      const body = score();
      const res = await ctx.app.inject({ method: 'POST', url: `${BASE}/save-quiz-score`, headers: ctx.authHeader(student), payload: body });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ client_id: body.client_id, user_identifier: student, quiz_category: 'Search', score: 80, level: 2, duration_ms: 61000, language: 'ta', time_submitted: body.time_submitted });
    });

    it('should store the same client_id once and answer 200 with the same record (offline queue replay)', async () => {
      const body = score({ score: 55 });
      const first = await ctx.app.inject({ method: 'POST', url: `${BASE}/save-quiz-score`, headers: ctx.authHeader(student), payload: body });
      const again = await ctx.app.inject({ method: 'POST', url: `${BASE}/save-quiz-score`, headers: ctx.authHeader(student), payload: { ...body, score: 99 } });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      const count = await ctx.db.query<{ n: string | number }>('SELECT count(*) AS n FROM quiz_scores WHERE client_id = $1', [body.client_id]);
      expect(Number(count.rows[0]!.n)).toBe(1);
    });

    it('should refuse another user replaying someone else\'s client_id', async () => {
      const body = score();
      await ctx.app.inject({ method: 'POST', url: `${BASE}/save-quiz-score`, headers: ctx.authHeader(student), payload: body });
      const res = await ctx.app.inject({ method: 'POST', url: `${BASE}/save-quiz-score`, headers: ctx.authHeader(other), payload: body });
      expect(res.statusCode).toBe(409);
    });

    it('should answer 401 without a token', async () => {
      const res = await ctx.app.inject({ method: 'POST', url: `${BASE}/save-quiz-score`, payload: score() });
      expect(res.statusCode).toBe(401);
    });

    const invalid: Array<[string, Record<string, unknown>]> = [
      ['an unknown quiz_category', { quiz_category: 'Poker' }],
      ['a level outside 1–3', { level: 4 }],
      ['a negative score', { score: -1 }],
      ['a client_id that is not a UUID', { client_id: 'abc' }],
      ['a topic key without a known prefix', { topic_key: 'animals' }],
      ['a time that is not ISO 8601', { time_submitted: 'yesterday' }],
    ];
    for (const [what, overrides] of invalid) {
      it(`should answer 400 for ${what}`, async () => {
        const res = await ctx.app.inject({ method: 'POST', url: `${BASE}/save-quiz-score`, headers: ctx.authHeader(student), payload: score(overrides) });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'invalid_request' });
      });
    }

    it('should refuse a time_submitted in the future', async () => {
      const res = await ctx.app.inject({ method: 'POST', url: `${BASE}/save-quiz-score`, headers: ctx.authHeader(student), payload: score({ time_submitted: new Date(Date.now() + 86_400_000).toISOString() }) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid_time_submitted' });
    });
  });

  describe('GET /get-quiz-scores', () => {
    it('should return only the caller\'s scores, filtered by quiz_category, newest first', async () => {
      await ctx.app.inject({ method: 'POST', url: `${BASE}/save-quiz-score`, headers: ctx.authHeader(student), payload: score({ quiz_category: 'Blank', time_submitted: '2026-11-21T08:00:00.000Z' }) });
      await ctx.app.inject({ method: 'POST', url: `${BASE}/save-quiz-score`, headers: ctx.authHeader(other), payload: score({ quiz_category: 'Blank' }) });
      const res = await ctx.app.inject({ method: 'GET', url: `${BASE}/get-quiz-scores?user_identifier=${student}&quiz_category=Blank`, headers: ctx.authHeader(student) });
      expect(res.statusCode).toBe(200);
      const rows = res.json() as Array<{ user_identifier: string; quiz_category: string }>;
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ user_identifier: student, quiz_category: 'Blank' });
      const all = (await ctx.app.inject({ method: 'GET', url: `${BASE}/get-quiz-scores`, headers: ctx.authHeader(student) })).json() as Array<{ time_submitted: string }>;
      expect(all.length).toBeGreaterThan(1);
      expect(all.map((r) => r.time_submitted)).toEqual([...all.map((r) => r.time_submitted)].sort().reverse());
    });

    it('should accept the caller\'s email as user_identifier', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: `${BASE}/get-quiz-scores?user_identifier=quizstudent@example.test&quiz_category=Blank`, headers: ctx.authHeader(student) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toHaveLength(1);
    });

    it('should answer 403 when a user asks for another user\'s scores', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: `${BASE}/get-quiz-scores?user_identifier=${other}`, headers: ctx.authHeader(student) });
      expect(res.statusCode).toBe(403);
    });
  });

  describe('POST /save-quiz-progress and GET /get-quiz-progress', () => {
    it('should upsert one progress record per user, category and topic', async () => {
      const post = (state: unknown) =>
        ctx.app.inject({ method: 'POST', url: `${BASE}/save-quiz-progress`, headers: ctx.authHeader(student), payload: { quiz_category: 'Jumble', topic_key: 'pre-generated-ta-animals-y1', progress_state: JSON.stringify(state) } });
      expect((await post({ index: 1 })).statusCode).toBe(200);
      const second = await post({ index: 2 });
      expect(second.json()).toMatchObject({ quiz_category: 'Jumble', progress_state: '{"index":2}' });
      const res = await ctx.app.inject({ method: 'GET', url: `${BASE}/get-quiz-progress?user_identifier=${student}&quiz_category=Jumble`, headers: ctx.authHeader(student) });
      const rows = res.json() as Array<{ progress_state: string }>;
      expect(rows).toHaveLength(1);
      expect(JSON.parse(rows[0]!.progress_state)).toEqual({ index: 2 });
    });

    it('should answer 400 when progress_state is not JSON', async () => {
      const res = await ctx.app.inject({ method: 'POST', url: `${BASE}/save-quiz-progress`, headers: ctx.authHeader(student), payload: { quiz_category: 'Jumble', topic_key: 'pre-generated-ta-animals-y1', progress_state: '{oops' } });
      expect(res.statusCode).toBe(400);
    });

    it('should not show one user\'s progress to another', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: `${BASE}/get-quiz-progress?user_identifier=${student}`, headers: ctx.authHeader(other) });
      expect(res.statusCode).toBe(403);
      const own = await ctx.app.inject({ method: 'GET', url: `${BASE}/get-quiz-progress`, headers: ctx.authHeader(other) });
      expect(own.json()).toEqual([]);
    });
  });
});
