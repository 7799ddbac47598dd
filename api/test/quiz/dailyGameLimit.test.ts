import { after, before, describe, it } from 'node:test';
import { randomUUID } from 'node:crypto';
import { expect } from 'expect';
import { buildTestApp, type TestContext } from '../helpers/buildTestApp';
import { givePlan, insertUser } from '../helpers/contentFixtures';
import { animalTopic, insertTopic } from '../helpers/scoreFixtures';
import { runSeeds } from '../../src/db/seed/seedRegistry';
import { seedStoreProducts } from '../../src/db/seed/storeSeeds';

const BASE = '/wp-json/custom/v1';
const LIMIT = 3;
const TOPICS = ['pre-generated-ta-limit-a', 'pre-generated-ta-limit-b', 'pre-generated-ta-limit-c', 'pre-generated-ta-limit-d', 'pre-generated-ta-limit-e'];

describe('the free student\'s daily game limit (docs/requirements.md §9 "limited daily games", "unlimited games with PIN")', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await buildTestApp({ env: { DAILY_GAME_LIMIT: String(LIMIT) } });
    await runSeeds(ctx.db, ctx.config, [seedStoreProducts]);
    for (const key of TOPICS) await insertTopic(ctx.db, animalTopic(key));
  });
  after(() => ctx.close());

  const as = (userId: string, role: 'student' | 'teacher' = 'student') => ctx.authHeader(userId, role);
  const start = (userId: string, topic: string, role: 'student' | 'teacher' = 'student') =>
    ctx.app.inject({ method: 'POST', url: `${BASE}/games/start`, headers: as(userId, role), payload: { quiz_category: 'Choice', topic_key: topic } });
  const save = (userId: string, topic: string, role: 'student' | 'teacher' = 'student') =>
    ctx.app.inject({
      method: 'POST',
      url: `${BASE}/save-quiz-score`,
      headers: as(userId, role),
      payload: {
        client_id: randomUUID(),
        quiz_category: 'Choice',
        topic_key: topic,
        score: 30,
        level: 1,
        time_submitted: new Date().toISOString(),
        duration_ms: 40_000,
      },
    });
  const allowance = async (userId: string, role: 'student' | 'teacher' = 'student') =>
    (await ctx.app.inject({ method: 'GET', url: `${BASE}/games/allowance`, headers: as(userId, role) })).json();
  const freeStudent = async (name: string) => {
    const id = await insertUser(ctx.db, name);
    await givePlan(ctx.db, id, 770);
    return id;
  };

  it(`should count each game a student_free account starts and refuse start ${LIMIT + 1} with daily_limit and a friendly message`, async () => {
    const student = await freeStudent('limited1');
    expect(await allowance(student)).toMatchObject({ limit: LIMIT, remaining: LIMIT, played: 0 });
    for (let i = 0; i < LIMIT; i++) expect((await start(student, TOPICS[i]!)).json()).toMatchObject({ remaining: LIMIT - i - 1 });
    const refused = await start(student, TOPICS[LIMIT]!);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'daily_limit', limit: LIMIT, message: expect.stringContaining('Come back tomorrow') });
    expect(Date.parse(refused.json().resetsAt)).toBeGreaterThan(Date.now());
    expect(await allowance(student)).toMatchObject({ remaining: 0, played: LIMIT });
  });

  it('should not count the same game twice when it is opened again before its score arrives', async () => {
    const student = await freeStudent('reopener');
    await start(student, TOPICS[0]!);
    await start(student, TOPICS[0]!);
    expect(await allowance(student)).toMatchObject({ played: 1 });
  });

  it('should keep the score of a game started before the limit, even when the limit was reached meanwhile', async () => {
    const student = await freeStudent('keeper');
    expect((await start(student, TOPICS[0]!)).statusCode).toBe(200);
    for (let i = 1; i < LIMIT; i++) expect((await save(student, TOPICS[i]!)).statusCode).toBe(200);
    expect((await start(student, TOPICS[LIMIT]!)).statusCode).toBe(403);
    const late = await save(student, TOPICS[0]!);
    expect(late.statusCode).toBe(200);
  });

  it(`should refuse save ${LIMIT + 1} of a game that never started (offline) with daily_limit, storing nothing`, async () => {
    const student = await freeStudent('offline');
    for (let i = 0; i < LIMIT; i++) expect((await save(student, TOPICS[i]!)).statusCode).toBe(200);
    const refused = await save(student, TOPICS[LIMIT]!);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'daily_limit' });
    const stored = await ctx.db.query<{ n: string }>('SELECT count(*) AS n FROM quiz_scores WHERE user_id = $1', [student]);
    expect(Number(stored.rows[0]!.n)).toBe(LIMIT);
  });

  it('should never limit a teacher', async () => {
    const teacher = await insertUser(ctx.db, 'teacherplays', 'teacher');
    for (let i = 0; i < LIMIT + 2; i++) expect((await save(teacher, TOPICS[i % TOPICS.length]!, 'teacher')).statusCode).toBe(200);
    expect(await allowance(teacher, 'teacher')).toMatchObject({ remaining: null });
  });

  it("should not count a PIN game the student joined from their teacher's board", async () => {
    const student = await freeStudent('pinplayer');
    const teacher = await insertUser(ctx.db, 'pinteacher', 'teacher');
    for (let i = 0; i < LIMIT; i++) await save(student, TOPICS[i]!);
    const session = await ctx.db.query<{ id: string }>(
      `INSERT INTO gameboard_sessions (pin, teacher_id, quiz_category, topic_key, language, expires_at) VALUES ('123456', $1, 'Choice', $2, 'ta', now() + interval '1 hour') RETURNING id`,
      [teacher, TOPICS[4]],
    );
    await ctx.db.query(`INSERT INTO gameboard_players (session_id, nickname, nickname_key, user_id, token_hash) VALUES ($1, 'Pin', 'pin', $2, 'x')`, [
      session.rows[0]!.id,
      student,
    ]);
    expect((await start(student, TOPICS[4]!)).json()).toMatchObject({ remaining: null });
    expect((await save(student, TOPICS[4]!)).statusCode).toBe(200);
    expect((await save(student, TOPICS[3]!)).statusCode).toBe(403);
  });
});
