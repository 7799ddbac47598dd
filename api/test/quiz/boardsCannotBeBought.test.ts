import { after, before, describe, it } from 'node:test';
import { randomUUID } from 'node:crypto';
import { expect } from 'expect';
import { GAME_SCORING } from '@app/shared/node';
import { buildTestApp, type TestContext } from '../helpers/buildTestApp';
import { givePlan } from '../helpers/contentFixtures';
import { insertUser } from '../boards/boardFixtures';
import { animalTopic, insertTopic } from '../helpers/scoreFixtures';
import { runSeeds } from '../../src/db/seed/seedRegistry';
import { seedStoreProducts } from '../../src/db/seed/storeSeeds';
import type { App } from '../../src/app';

// issue 21.4 "Boards that cannot be bought": a maximum score "played" in 0 ms ranked first;
// joining any PIN game lifted a free student's daily limit; six throw-away accounts saving 0
// pushed the leading school to #2; an admin could not remove a forged score. Every save here
// goes through the api, alternating between two api instances over one database.

const BASE = '/wp-json/custom/v1';
const LIMIT = 3;
const TOPIC = animalTopic('pre-generated-ta-trust-boards');
const WORDS = TOPIC.items.map((i) => i.word);
const FLOOR = GAME_SCORING.choice.minMsPerUnit;
/** a Choice level 1 round of this topic: six questions of 10 */
const MAX = 60;

describe('boards that cannot be bought (issue 21.4)', () => {
  let ctx: TestContext;
  let second: { app: App; close(): Promise<void> };
  let saves = 0;
  before(async () => {
    ctx = await buildTestApp({ env: { DAILY_GAME_LIMIT: String(LIMIT) } });
    second = await ctx.secondInstance();
    await runSeeds(ctx.db, ctx.config, [seedStoreProducts]);
    await insertTopic(ctx.db, TOPIC);
  });
  after(async () => {
    await second.close();
    await ctx.close();
  });

  /** each save goes to the other instance: limits and the rollup hold across instances */
  const instance = () => (++saves % 2 === 0 ? ctx.app : second.app);
  const save = (userId: number, o: { score?: number; itemMs?: number; durationMs?: number; items?: boolean } = {}) => {
    const score = o.score ?? MAX;
    const rightItems = score / 10;
    const items = WORDS.slice(0, 6).map((word, i) => ({ word, outcome: i < rightItems ? 'right' : 'wrong', given: word, ms: o.itemMs ?? 2 * FLOOR }));
    return instance().inject({
      method: 'POST',
      url: `${BASE}/save-quiz-score`,
      headers: ctx.authHeader(userId),
      payload: {
        client_id: randomUUID(),
        quiz_category: 'Choice',
        topic_key: TOPIC.key,
        score,
        level: 1,
        time_submitted: new Date().toISOString(),
        duration_ms: o.durationMs ?? 6 * 2 * FLOOR + 500,
        ...(o.items === false ? {} : { items }),
      },
    });
  };
  const board = async (viewer: number, query = '') =>
    (await ctx.app.inject({ method: 'GET', url: `${BASE}/leaderboard?quiz_category=Choice&period=all${query}`, headers: ctx.authHeader(viewer) })).json() as {
      entries: { name: string; score: number; rank: number }[];
    };
  const pupil = async (first: string, o: { school?: string; state?: string; settled?: boolean; plan?: number } = {}) => {
    const id = await insertUser(ctx.db, { first, last: 'Murid', school: o.school ?? 'SK Trust', state: o.state ?? 'Selangor' });
    if (o.settled !== false) await ctx.db.query("UPDATE users SET created_at = now() - interval '30 days' WHERE id = $1", [id]);
    await givePlan(ctx.db, String(id), o.plan ?? 770);
    return id;
  };
  const offBoard = async (id: string) =>
    (await ctx.db.query<{ off_board: string | null }>('SELECT off_board FROM quiz_scores WHERE id = $1', [id])).rows[0]!.off_board;

  describe('a score needs a plausible time for its items', () => {
    it('should keep a maximum score played in 0 ms off the boards (kept in the history), and rank the one played at a child’s pace', async () => {
      const forger = await pupil('Forger');
      const honest = await pupil('Honest');
      const forged = await save(forger, { itemMs: 0, durationMs: 0 });
      expect(forged.statusCode).toBe(200);
      expect(forged.json()).toMatchObject({ score: MAX, off_board: 'too_fast' });
      const scripted = await save(forger, { itemMs: FLOOR - 1, durationMs: 6 * FLOOR });
      expect(scripted.json()).toMatchObject({ off_board: 'too_fast' });
      // an older app sends no items: the round's time must still cover the answers its score needs
      const bare = await save(forger, { items: false, durationMs: 6 * FLOOR - 1 });
      expect(bare.json()).toMatchObject({ off_board: 'too_fast' });
      const real = await save(honest, { score: 50 });
      expect(real.json()).toMatchObject({ score: 50, off_board: null });
      const names = (await board(honest)).entries.map((e) => [e.name, e.score]);
      expect(names).toContainEqual(['Honest M.', 50]);
      expect(names.some(([name]) => name === 'Forger M.')).toBe(false);
      // the topic board reads quiz_scores directly: the same rule holds there
      const topic = (await board(honest, `&topic_key=${TOPIC.key}`)).entries.map((e) => e.name);
      expect(topic).toContain('Honest M.');
      expect(topic).not.toContain('Forger M.');
      // the forger's history still has all three
      const history = await ctx.app.inject({ method: 'GET', url: `${BASE}/get-quiz-scores?quiz_category=Choice`, headers: ctx.authHeader(forger) });
      expect(history.statusCode).toBe(200);
      expect(history.json()).toHaveLength(3);
    });
  });

  describe('PIN games count towards the daily limit of what reaches the boards', () => {
    it(`should save every PIN game score, but only ${LIMIT} a day on the leaderboards for a free student`, async () => {
      const student = await pupil('Pinner');
      const teacher = await insertUser(ctx.db, { first: 'Guru', last: 'Pin', role: 'teacher' });
      const session = await ctx.db.query<{ id: string }>(
        `INSERT INTO gameboard_sessions (pin, teacher_id, quiz_category, topic_key, language, expires_at) VALUES ('246810', $1, 'Choice', $2, 'ta', now() + interval '1 hour') RETURNING id`,
        [teacher, TOPIC.key],
      );
      await ctx.db.query(`INSERT INTO gameboard_players (session_id, nickname, nickname_key, user_id, token_hash) VALUES ($1, 'Pinner', 'pinner', $2, 'x')`, [
        session.rows[0]!.id,
        student,
      ]);
      const answers = [];
      for (let i = 0; i < LIMIT + 5; i++) answers.push(await save(student, { score: 10 * (1 + (i % 6)) }));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(LIMIT + 5).fill(200));
      expect(answers.map((a) => a.json().off_board)).toEqual([...Array(LIMIT).fill(null), ...Array(5).fill('daily_limit')]);
      // the leaderboards hold what the first LIMIT games gave: best 30, total 10 + 20 + 30
      const bests = await ctx.db.query<{ score: string; total_score: string }>(
        "SELECT score, total_score FROM leaderboard_bests WHERE user_id = $1 AND period = 'all' AND quiz_category = '*' AND language = '*'",
        [student],
      );
      expect(bests.rows.map((r) => [Number(r.score), Number(r.total_score)])).toEqual([[30, 60]]);
      const allowance = (await ctx.app.inject({ method: 'GET', url: `${BASE}/games/allowance`, headers: ctx.authHeader(student) })).json();
      expect(allowance).toMatchObject({ played: LIMIT, remaining: 0 });
    });
  });

  describe('the school board', () => {
    it('should not move when six throw-away accounts at the leading school save 0, nor when six new accounts elsewhere save the maximum', async () => {
      const state = 'Kedah';
      for (let i = 0; i < 5; i++) expect((await save(await pupil(`Alpha${i}`, { school: 'SK Alpha', state }), { score: 50 })).statusCode).toBe(200);
      for (let i = 0; i < 5; i++) expect((await save(await pupil(`Beta${i}`, { school: 'SK Beta', state }), { score: 40 })).statusCode).toBe(200);
      const schoolboard = async () =>
        (await ctx.app.inject({ method: 'GET', url: `${BASE}/schoolboard?period=all&state=${state}`, headers: ctx.authHeader(1) })).json().schools as {
          school: string;
          averageScore: number;
          rank: number;
        }[];
      const before = await schoolboard();
      expect(before.map((s) => [s.rank, s.school, s.averageScore])).toEqual([
        [1, 'SK Alpha', 25],
        [2, 'SK Beta', 20],
      ]);
      // six throw-away accounts, registered today and a month ago alike, save 0 for the leading school
      for (let i = 0; i < 6; i++) await save(await pupil(`Idle${i}`, { school: 'SK Alpha', state, settled: i % 2 === 0 }), { score: 0 });
      // six accounts made today save the maximum for the other school
      for (let i = 0; i < 6; i++) await save(await pupil(`New${i}`, { school: 'SK Beta', state, settled: false }), { score: MAX });
      expect(await schoolboard()).toEqual(before);
    });
  });

  describe('an admin removes a forged score, with an audit record', () => {
    it('should refuse anyone but the admin, take the score off every board, record who and why, and refuse a second removal', async () => {
      const cheat = await pupil('Cheat');
      const viewer = await pupil('Looker');
      const saved = (await save(cheat, { score: MAX })).json();
      expect(saved.off_board).toBeNull();
      expect((await board(viewer)).entries.map((e) => e.name)).toContain('Cheat M.');
      const url = `${BASE}/admin/scores/${saved.id}/remove`;
      const payload = { reason: 'sixty full marks in a minute from one address', removed_by: 'Siti (support)' };
      expect([401, 403]).toContain((await ctx.app.inject({ method: 'POST', url, payload })).statusCode);
      expect([401, 403]).toContain((await ctx.app.inject({ method: 'POST', url, payload, headers: ctx.authHeader(viewer, 'teacher') })).statusCode);
      const removed = await second.app.inject({ method: 'POST', url, payload, headers: ctx.adminHeader() });
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toMatchObject({ score_id: Number(saved.id), user_id: cheat, score: MAX, previous_off_board: null, ...payload });
      expect(await offBoard(saved.id)).toBe('removed');
      expect((await board(viewer)).entries.map((e) => e.name)).not.toContain('Cheat M.');
      const rollup = await ctx.db.query('SELECT 1 FROM leaderboard_bests WHERE user_id = $1', [cheat]);
      expect(rollup.rows).toHaveLength(0);
      const again = await ctx.app.inject({ method: 'POST', url, payload, headers: ctx.adminHeader() });
      expect(again.statusCode).toBe(409);
      const audit = (await ctx.app.inject({ method: 'GET', url: `${BASE}/admin/score-removals?user_id=${cheat}`, headers: ctx.adminHeader() })).json();
      expect(audit.removals).toEqual([expect.objectContaining({ score_id: Number(saved.id), reason: payload.reason, removed_by: 'Siti (support)' })]);
      expect((await ctx.app.inject({ method: 'GET', url: `${BASE}/admin/score-removals`, headers: ctx.authHeader(viewer) })).statusCode).toBeGreaterThanOrEqual(
        401,
      );
    });

    it('should keep the player’s other scores on the boards when one is removed', async () => {
      const player = await pupil('Twice');
      const first = (await save(player, { score: 30 })).json();
      const forged = (await save(player, { score: MAX })).json();
      await ctx.app.inject({
        method: 'POST',
        url: `${BASE}/admin/scores/${forged.id}/remove`,
        payload: { reason: 'forged', removed_by: 'Siti' },
        headers: ctx.adminHeader(),
      });
      expect(first.off_board).toBeNull();
      const rows = await ctx.db.query<{ score: string; total_score: string }>(
        "SELECT score, total_score FROM leaderboard_bests WHERE user_id = $1 AND period = 'all' AND quiz_category = 'Choice' AND language = 'ta'",
        [player],
      );
      expect(rows.rows.map((r) => [Number(r.score), Number(r.total_score)])).toEqual([[30, 30]]);
    });
  });
});
