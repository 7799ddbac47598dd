import { after, before, describe, it } from 'node:test';
import { randomUUID } from 'node:crypto';
import { expect } from 'expect';
import { maxScoreForTopic } from '@app/shared/node';
import { buildTestApp, type TestContext } from '../helpers/buildTestApp';
import { insertUser } from '../helpers/contentFixtures';
import { animalTopic, insertTopic } from '../helpers/scoreFixtures';
import { SAVES_PER_MINUTE } from '../../src/routes/quiz';

const BASE = '/wp-json/custom/v1';
const TOPIC = animalTopic();

/** Rate-limit windows are fixed minutes: start a burst early in one so it cannot straddle two. */
async function freshWindow() {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 45_000) await new Promise((r) => setTimeout(r, 60_000 - intoMinute + 50));
}

describe('quiz records (docs/requirements.md §3/§7)', () => {
  let ctx: TestContext;
  let student: string;
  let other: string;
  before(async () => {
    // the daily limit has its own tests (dailyGameLimit.test.ts)
    ctx = await buildTestApp({ env: { DAILY_GAME_LIMIT: '0' } });
    student = await insertUser(ctx.db, 'quizstudent');
    other = await insertUser(ctx.db, 'otherstudent');
    await insertTopic(ctx.db, TOPIC);
    await insertTopic(ctx.db, { ...animalTopic('pre-generated-en-test-animals'), language: 'en' });
  });
  after(() => ctx.close());

  const score = (overrides: Record<string, unknown> = {}) => ({
    client_id: randomUUID(),
    quiz_category: 'Search',
    topic_key: TOPIC.key,
    score: 80,
    level: 2,
    time_submitted: '2026-11-20T08:00:00.000Z',
    duration_ms: 61000,
    language: 'ta',
    ...overrides,
  });
  const save = (body: Record<string, unknown>, userId = student) =>
    ctx.app.inject({ method: 'POST', url: `${BASE}/save-quiz-score`, headers: ctx.authHeader(userId), payload: body });
  const rowsOf = async (clientId: unknown) =>
    Number((await ctx.db.query<{ n: string }>('SELECT count(*) AS n FROM quiz_scores WHERE client_id = $1', [clientId])).rows[0]!.n);

  describe('POST /save-quiz-score', () => {
    it("should store a score with the server's receive time and keep the phone's time beside it", async () => {
      const body = score();
      const before = Date.now();
      const res = await save(body);
      expect(res.statusCode).toBe(200);
      const json = res.json();
      expect(json).toMatchObject({
        client_id: body.client_id,
        user_identifier: student,
        quiz_category: 'Search',
        score: 80,
        level: 2,
        duration_ms: 61000,
        language: 'ta',
        client_time_submitted: body.time_submitted,
      });
      expect(Date.parse(json.time_submitted)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(json.time_submitted)).toBeLessThanOrEqual(Date.now() + 1000);
    });

    it('should store the same client_id once and answer 200 with the same record (offline queue replay)', async () => {
      const body = score({ score: 55 });
      const first = await save(body);
      const again = await save({ ...body, score: 99 });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(await rowsOf(body.client_id)).toBe(1);
    });

    it("should refuse another user replaying someone else's client_id", async () => {
      const body = score();
      await save(body);
      const res = await save(body, other);
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
      ['no elapsed time', { duration_ms: undefined }],
      ['a negative elapsed time', { duration_ms: -5 }],
    ];
    for (const [what, overrides] of invalid) {
      it(`should answer 400 for ${what} and store nothing`, async () => {
        const body = score(overrides);
        const res = await save(body);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'invalid_request' });
        expect(await rowsOf(body.client_id)).toBe(0);
      });
    }

    it('should refuse a topic key no topic has, and store nothing', async () => {
      const body = score({ topic_key: 'pre-generated-ta-no-such-topic' });
      const res = await save(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'unknown_topic' });
      expect(await rowsOf(body.client_id)).toBe(0);
    });

    it("should refuse a score claimed in another language than the topic's", async () => {
      const res = await save(score({ language: 'bm' }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'language_mismatch' });
    });

    it('should take the language from the topic when the record has none', async () => {
      const res = await save(score({ topic_key: 'pre-generated-en-test-animals', language: undefined }));
      expect(res.json()).toMatchObject({ language: 'en' });
    });

    it('should accept exactly the most the game can give on this topic and level, and refuse one point more', async () => {
      const ceiling = maxScoreForTopic('search', 2, TOPIC);
      expect(ceiling).toBeGreaterThan(0);
      expect((await save(score({ score: ceiling }))).statusCode).toBe(200);
      const over = await save(score({ score: ceiling + 1 }));
      expect(over.statusCode).toBe(400);
      expect(over.json()).toMatchObject({ code: 'score_too_high', maxScore: ceiling });
    });

    it('should refuse the 100,000 a single request once used to top every board', async () => {
      const body = score({ score: 100_000 });
      expect((await save(body)).json()).toMatchObject({ code: 'score_too_high' });
      expect(await rowsOf(body.client_id)).toBe(0);
    });

    it('should refuse an elapsed time over two weeks, but not a quick game (the ceiling bounds the score)', async () => {
      expect((await save(score({ duration_ms: 15 * 86_400_000 }))).json()).toMatchObject({ code: 'invalid_request' });
      expect((await save(score({ score: maxScoreForTopic('search', 2, TOPIC), duration_ms: 900 }))).statusCode).toBe(200);
    });

    it('should accept a phone clock years wrong, and rank the score at the time the server received it', async () => {
      const player = await insertUser(ctx.db, 'wrongclock');
      for (const phoneTime of ['1970-01-01T00:00:00.000Z', '2090-06-01T00:00:00.000Z', new Date(Date.now() + 5 * 60_000).toISOString()]) {
        const body = score({ time_submitted: phoneTime });
        const res = await save(body, player);
        expect(res.statusCode).toBe(200);
        expect(Math.abs(Date.parse(res.json().time_submitted) - Date.now())).toBeLessThan(60_000);
      }
    });

    it('should keep a record queued offline for days and a game left open over a day', async () => {
      const player = await insertUser(ctx.db, 'offlineplayer');
      const days = await save(score({ time_submitted: new Date(Date.now() - 5 * 86_400_000).toISOString() }), player);
      expect(days.statusCode).toBe(200);
      const longGame = await save(score({ duration_ms: 30 * 3600 * 1000 }), player);
      expect(longGame.statusCode).toBe(200);
      expect(longGame.json().duration_ms).toBe(30 * 3600 * 1000);
    });

    it(`should refuse more than ${SAVES_PER_MINUTE} new saves a minute from one player, but still answer replays`, async () => {
      await freshWindow();
      const player = await insertUser(ctx.db, 'fastsaver');
      const first = score();
      const statuses: number[] = [];
      for (let i = 0; i < SAVES_PER_MINUTE + 1; i++) statuses.push((await save(i === 0 ? first : score(), player)).statusCode);
      expect(statuses).toEqual([...Array(SAVES_PER_MINUTE).fill(200), 429]);
      expect((await save(first, player)).statusCode).toBe(200);
      expect((await save(score())).statusCode).toBe(200);
    });
  });

  describe('GET /get-quiz-scores', () => {
    it("should return only the caller's scores, filtered by quiz_category, newest first", async () => {
      await save(score({ quiz_category: 'Blank', score: 10 }));
      await save(score({ quiz_category: 'Blank', score: 10 }), other);
      const res = await ctx.app.inject({
        method: 'GET',
        url: `${BASE}/get-quiz-scores?user_identifier=${student}&quiz_category=Blank`,
        headers: ctx.authHeader(student),
      });
      expect(res.statusCode).toBe(200);
      const rows = res.json() as Array<{ user_identifier: string; quiz_category: string }>;
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ user_identifier: student, quiz_category: 'Blank' });
      const all = (await ctx.app.inject({ method: 'GET', url: `${BASE}/get-quiz-scores`, headers: ctx.authHeader(student) })).json() as Array<{
        time_submitted: string;
      }>;
      expect(all.length).toBeGreaterThan(1);
      expect(all.map((r) => r.time_submitted)).toEqual([...all.map((r) => r.time_submitted)].sort().reverse());
    });

    it("should accept the caller's email as user_identifier", async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `${BASE}/get-quiz-scores?user_identifier=quizstudent@example.test&quiz_category=Blank`,
        headers: ctx.authHeader(student),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toHaveLength(1);
    });

    it("should answer 403 when a user asks for another user's scores", async () => {
      const res = await ctx.app.inject({ method: 'GET', url: `${BASE}/get-quiz-scores?user_identifier=${other}`, headers: ctx.authHeader(student) });
      expect(res.statusCode).toBe(403);
    });
  });

  describe('POST /save-quiz-progress and GET /get-quiz-progress', () => {
    it('should upsert one progress record per user, category and topic', async () => {
      const post = (state: unknown) =>
        ctx.app.inject({
          method: 'POST',
          url: `${BASE}/save-quiz-progress`,
          headers: ctx.authHeader(student),
          payload: { quiz_category: 'Jumble', topic_key: TOPIC.key, progress_state: JSON.stringify(state) },
        });
      expect((await post({ index: 1 })).statusCode).toBe(200);
      const second = await post({ index: 2 });
      expect(second.json()).toMatchObject({ quiz_category: 'Jumble', progress_state: '{"index":2}' });
      const res = await ctx.app.inject({
        method: 'GET',
        url: `${BASE}/get-quiz-progress?user_identifier=${student}&quiz_category=Jumble`,
        headers: ctx.authHeader(student),
      });
      const rows = res.json() as Array<{ progress_state: string }>;
      expect(rows).toHaveLength(1);
      expect(JSON.parse(rows[0]!.progress_state)).toEqual({ index: 2 });
    });

    it('should answer 400 when progress_state is not JSON', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `${BASE}/save-quiz-progress`,
        headers: ctx.authHeader(student),
        payload: { quiz_category: 'Jumble', topic_key: TOPIC.key, progress_state: '{oops' },
      });
      expect(res.statusCode).toBe(400);
    });

    it("should not show one user's progress to another", async () => {
      const res = await ctx.app.inject({ method: 'GET', url: `${BASE}/get-quiz-progress?user_identifier=${student}`, headers: ctx.authHeader(other) });
      expect(res.statusCode).toBe(403);
      const own = await ctx.app.inject({ method: 'GET', url: `${BASE}/get-quiz-progress`, headers: ctx.authHeader(other) });
      expect(own.json()).toEqual([]);
    });
  });
});
