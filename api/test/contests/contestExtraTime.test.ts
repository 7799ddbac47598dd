import { after, before, beforeEach, describe, it } from 'node:test';
import { expect } from 'expect';
import { buildTestApp, type TestContext } from '../helpers/buildTestApp';
import { forgetContest } from '../../src/routes/contests/contestCache';

// Issue 26 (WCAG 2.2.1 Timing Adjustable): "Contest levels count down (90 s for 8 questions, then
// auto-submit) with no way to ask for more time" → "an organiser setting for extra time in
// contests, and a per-pupil 'more time' accommodation that teachers can grant".

const KEY = 'Solvallar2025';
const api = '/wp-json/custom/v1';
let seq = 0;

async function userId(ctx: TestContext, mykad: string): Promise<string> {
  return String(
    (await ctx.db.query<{ id: string }>('SELECT id FROM users WHERE mykad_hash = ANY($1::text[])', [ctx.config.mykad.lookupHashes(mykad)])).rows[0]?.id,
  );
}

describe('contest extra time (issue 26)', () => {
  let ctx: TestContext;
  let student: string;
  let teacher: string;
  let otherTeacher: string;
  let levelSeconds: number;
  const start = (user: string) => ctx.app.inject({ method: 'POST', url: `${api}/contests/${KEY}/levels/1/start`, headers: ctx.authHeader(user) });
  const grant = (by: string, pupil: string, moreTime: boolean) =>
    ctx.app.inject({ method: 'PUT', url: `${api}/contest-accommodations/${pupil}`, headers: ctx.authHeader(by, 'teacher'), payload: { moreTime } });
  /** the organiser's setting, as a loaded definition would write it (the contest cache forgets the old one) */
  const setPercent = async (percent: number) => {
    await ctx.db.query('UPDATE contests SET extra_time_percent = $2 WHERE key = $1', [KEY, percent]);
    forgetContest(ctx.db, KEY);
  };

  before(async () => {
    ctx = await buildTestApp({ seed: true, env: { CONTEST_OVERRIDE_ALLOWED: 'true' } });
    student = await userId(ctx, '120315101234');
    teacher = await userId(ctx, '800101085523');
    otherTeacher = await userId(ctx, '790923105337');
    const cls = await ctx.db.query<{ id: string }>("INSERT INTO classes (teacher_id, name, code) VALUES ($1, '1 Mawar', $2) RETURNING id", [
      teacher,
      `XT${Date.now() % 100000}`,
    ]);
    await ctx.db.query('INSERT INTO class_members (class_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [cls.rows[0]?.id, student]);
    // the other teacher does not teach this pupil (the demo seeds may have put them in a class of theirs)
    await ctx.db.query('DELETE FROM class_members m USING classes c WHERE c.id = m.class_id AND c.teacher_id = $1 AND m.user_id = $2', [otherTeacher, student]);
    const level = await ctx.db.query<{ duration_seconds: number }>('SELECT duration_seconds FROM contest_levels WHERE contest_key = $1 AND level_number = 1', [
      KEY,
    ]);
    levelSeconds = Number(level.rows[0]?.duration_seconds);
    await ctx.app.inject({ method: 'POST', url: `${api}/contests/${KEY}/override`, headers: ctx.adminHeader(), payload: { state: 'during' } });
  });
  beforeEach(async () => {
    await ctx.db.query('DELETE FROM contest_level_starts WHERE contest_key = $1', [KEY]);
    await ctx.db.query('DELETE FROM contest_scores WHERE contest_key = $1', [KEY]);
    await ctx.db.query('DELETE FROM more_time_accommodations');
    await setPercent(50);
  });
  after(async () => {
    await ctx.app.inject({ method: 'POST', url: `${api}/contests/${KEY}/override`, headers: ctx.adminHeader(), payload: { state: null } });
    await ctx.close();
  });

  describe('PUT /wp-json/custom/v1/contest-accommodations/:userId', () => {
    it('should let a teacher grant more time to a pupil of their class, and list it', async () => {
      const res = await grant(teacher, student, true);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ userId: student, moreTime: true });
      const list = await ctx.app.inject({ method: 'GET', url: `${api}/contest-accommodations`, headers: ctx.authHeader(teacher, 'teacher') });
      expect(list.json()).toEqual({ moreTime: [student] });
    });

    it('should refuse a teacher whose classes do not have the pupil', async () => {
      const res = await grant(otherTeacher, student, true);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('not_your_pupil');
    });

    it('should refuse a pupil granting it to themself', async () => {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: `${api}/contest-accommodations/${student}`,
        headers: ctx.authHeader(student),
        payload: { moreTime: true },
      });
      expect(res.statusCode).toBe(403);
    });
  });

  describe('POST /wp-json/custom/v1/contests/:key/levels/:number/start', () => {
    it('should give a pupil without the accommodation the level’s own length', async () => {
      const res = await start(student);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ durationSeconds: levelSeconds, extraSeconds: 0 });
    });

    it('should give a pupil granted more time the organiser’s 50 % on top, on the server’s clock', async () => {
      await grant(teacher, student, true);
      const body = (await start(student)).json();
      expect(body.durationSeconds).toBe(Math.ceil(levelSeconds * 1.5));
      expect(body.extraSeconds).toBe(Math.ceil(levelSeconds * 1.5) - levelSeconds);
      expect(body.remainingMs).toBeGreaterThan(levelSeconds * 1000);
    });

    it('should follow the organiser’s setting: 0 % gives no extra time even to an accommodated pupil', async () => {
      await grant(teacher, student, true);
      await setPercent(0);
      expect((await start(student)).json()).toMatchObject({ durationSeconds: levelSeconds, extraSeconds: 0 });
    });

    it('should take the time back when the teacher withdraws it', async () => {
      await grant(teacher, student, true);
      await grant(teacher, student, false);
      expect((await start(student)).json()).toMatchObject({ durationSeconds: levelSeconds });
    });
  });

  describe('POST /wp-json/custom/v1/scores', () => {
    it('should accept, not mark late, a hand-in after the level’s length but within the pupil’s extra time', async () => {
      await grant(teacher, student, true);
      expect((await start(student)).statusCode).toBe(200);
      const played = levelSeconds + Math.floor(levelSeconds / 4); // past the length, inside +50 %
      await ctx.db.query(
        `UPDATE contest_level_starts SET started_at = now() - ($3 || ' seconds')::interval WHERE contest_key = $1 AND user_id = $2 AND level_number = 1`,
        [KEY, student, String(played)],
      );
      const res = await ctx.app.inject({
        method: 'POST',
        url: `${api}/scores`,
        headers: ctx.authHeader(student),
        payload: { contest_category: KEY, level: 1, answers: ['x'], time_taken: played, client_id: `extra-${Date.now()}-${++seq}` },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().late ?? false).toBe(false);
    });
  });
});
