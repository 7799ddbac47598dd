import { after, before, describe, it } from 'node:test';
import { randomUUID } from 'node:crypto';
import { expect } from 'expect';
import type { ItemAttempt } from '@app/shared/node';
import { buildTestApp, type TestContext } from '../helpers/buildTestApp';
import { animalTopic, insertTopic } from '../helpers/scoreFixtures';
import { givePlan, insertUser } from '../boards/boardFixtures';
import { runSeeds } from '../../src/db/seed/seedRegistry';
import { seedStoreProducts } from '../../src/db/seed/storeSeeds';

const V1 = '/wp-json/custom/v1';
const BOARDS = `${V1}/boards`;
const TOPIC = animalTopic();
const H = 3600_000;
const inHours = (h: number) => new Date(Date.now() + h * H).toISOString();
const right = (word: string, over: Partial<ItemAttempt> = {}): ItemAttempt => ({
  word,
  outcome: 'right',
  given: word,
  wrong: [],
  wrongTries: 0,
  hints: 0,
  ms: 3000,
  ...over,
});
const wrong = (word: string, given: string): ItemAttempt => ({ word, outcome: 'wrong', given, wrong: [], wrongTries: 1, hints: 0, ms: 5000 });

describe('homework (issue 23.6: /wp-json/custom/v1/boards/…assignments)', () => {
  let ctx: TestContext;
  let teacher: number;
  let otherTeacher: number;
  let noPlanTeacher: number;
  let kavin: number;
  let meena: number;
  let outsider: number;
  let classId: number;
  let otherClassId: number;
  let assignmentId: number;

  const as = (userId: number, role: 'student' | 'teacher' = 'student') => ctx.authHeader(userId, role);
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, userId: number, payload?: object) =>
    ctx.app.inject({ method, url, headers: as(userId), ...(payload ? { payload } : {}) });
  const homework = (over: Record<string, unknown> = {}) => ({ topic_key: TOPIC.key, games: ['Jumble'], level: 1, due_at: inHours(48), ...over });
  const play = (userId: number, over: Record<string, unknown> = {}) =>
    call('POST', `${V1}/save-quiz-score`, userId, {
      client_id: randomUUID(),
      quiz_category: 'Jumble',
      topic_key: TOPIC.key,
      level: 1,
      // two right at the first try (2 × 10) less a wrong answer (5): the fair rule, ADR 0022
      score: 15,
      time_submitted: new Date().toISOString(),
      duration_ms: 50_000,
      language: 'ta',
      assignment_id: assignmentId,
      items: [right('புலி'), right('யானை'), wrong('மயில்', 'மயல்')],
      ...over,
    });

  before(async () => {
    ctx = await buildTestApp({ env: { DAILY_GAME_LIMIT: '1' } });
    await runSeeds(ctx.db, ctx.config, [seedStoreProducts]);
    await insertTopic(ctx.db, TOPIC);
    teacher = await insertUser(ctx.db, { first: 'Malar', last: 'Guru', role: 'teacher' });
    await givePlan(ctx.db, teacher, 774);
    otherTeacher = await insertUser(ctx.db, { first: 'Ravi', last: 'Guru', role: 'teacher' });
    await givePlan(ctx.db, otherTeacher, 776, 360);
    noPlanTeacher = await insertUser(ctx.db, { first: 'Tiada', last: 'Pelan', role: 'teacher' });
    kavin = await insertUser(ctx.db, { first: 'Kavin', last: 'Raj' });
    meena = await insertUser(ctx.db, { first: 'Meena', last: 'Siva' });
    outsider = await insertUser(ctx.db, { first: 'Luar', last: 'Kelas' });
    const made = await ctx.app.inject({ method: 'POST', url: `${BOARDS}/classes`, headers: as(teacher, 'teacher'), payload: { name: '2 Mawar' } });
    classId = made.json().id;
    for (const pupil of [kavin, meena]) {
      await ctx.app.inject({ method: 'POST', url: `${BOARDS}/classes/join`, headers: as(pupil), payload: { code: made.json().code } });
    }
    const other = await ctx.app.inject({ method: 'POST', url: `${BOARDS}/classes`, headers: as(otherTeacher, 'teacher'), payload: { name: '5 Melur' } });
    otherClassId = other.json().id;
    await ctx.app.inject({ method: 'POST', url: `${BOARDS}/classes/join`, headers: as(outsider), payload: { code: other.json().code } });
  });
  after(() => ctx.close());

  describe('POST /boards/classes/:id/assignments', () => {
    it('should set homework for the class: 201 with its id, untimed for a Year 2 topic, ranking hidden by default', async () => {
      const res = await call('POST', `${BOARDS}/classes/${classId}/assignments`, teacher, homework());
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({
        class_id: classId,
        class_name: '2 Mawar',
        topic_key: TOPIC.key,
        topic_title: 'விலங்குகள்',
        games: ['Jumble'],
        level: 1,
        timed: false,
        ranking: 'hidden',
        closed_at: null,
        max_score: 50,
        counts: { pupils: 2, done: 0, late: 0 },
      });
      expect(body.id).toEqual(expect.any(Number));
      assignmentId = body.id;
      // set two days ago, so an attempt may have waited hours in a phone's queue since
      await ctx.db.query("UPDATE assignments SET created_at = now() - interval '2 days' WHERE id = $1", [assignmentId]);
    });

    it('should take timed and a ranking when the teacher sets them', async () => {
      const res = await call(
        'POST',
        `${BOARDS}/classes/${otherClassId}/assignments`,
        otherTeacher,
        homework({ timed: true, ranking: 'shown', games: ['Jumble', 'Search'] }),
      );
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ timed: true, ranking: 'shown', games: ['Jumble', 'Search'] });
    });

    it('should refuse a class that is not the teacher’s own, and a pupil', async () => {
      expect((await call('POST', `${BOARDS}/classes/${otherClassId}/assignments`, teacher, homework())).json().code).toBe('class_not_found');
      expect((await call('POST', `${BOARDS}/classes/${classId}/assignments`, kavin, homework())).json().code).toBe('teacher_only');
    });

    it('should refuse what cannot be homework: a past due date, a game the topic cannot feed, an unknown topic, another teacher’s topic', async () => {
      await insertTopic(ctx.db, { ...animalTopic('custom-ravi-animals') }, String(otherTeacher));
      const cases: [Record<string, unknown>, number, string][] = [
        [{ due_at: inHours(-1) }, 400, 'due_in_past'],
        [{ due_at: inHours(24 * 400) }, 400, 'due_too_far'],
        [{ games: ['Phrase'] }, 400, 'game_cannot_use_topic'],
        [{ topic_key: 'pre-generated-nothing' }, 400, 'unknown_topic'],
        [{ topic_key: 'custom-ravi-animals' }, 403, 'topic_not_yours'],
        [{ games: ['Jumble', 'Jumble'] }, 400, 'invalid_request'],
        [{ ranking: 'everyone' }, 400, 'invalid_request'],
        [{ level: 4 }, 400, 'invalid_request'],
      ];
      for (const [over, status, code] of cases) {
        const res = await call('POST', `${BOARDS}/classes/${classId}/assignments`, teacher, homework(over));
        expect([over, res.statusCode, res.json().code]).toEqual([over, status, code]);
      }
    });

    it('should keep to the plan: one game an assignment and three open at once on the free plan, none without a plan', async () => {
      const two = await call('POST', `${BOARDS}/classes/${classId}/assignments`, teacher, homework({ games: ['Jumble', 'Search'] }));
      expect(two.statusCode).toBe(403);
      expect(two.json()).toMatchObject({ code: 'too_many_games', limit: 1 });
      const ids = [];
      for (let i = 0; i < 2; i++)
        ids.push((await call('POST', `${BOARDS}/classes/${classId}/assignments`, teacher, homework({ games: ['Search'] }))).json().id);
      const fourth = await call('POST', `${BOARDS}/classes/${classId}/assignments`, teacher, homework());
      expect(fourth.statusCode).toBe(403);
      expect(fourth.json()).toMatchObject({ code: 'homework_limit', limit: 3 });
      // closing one makes room; opening it again needs room again
      expect((await call('PATCH', `${BOARDS}/assignments/${ids[0]}`, teacher, { closed: true })).statusCode).toBe(200);
      const third = await call('POST', `${BOARDS}/classes/${classId}/assignments`, teacher, homework({ games: ['Search'] }));
      expect(third.statusCode).toBe(201);
      expect((await call('PATCH', `${BOARDS}/assignments/${ids[0]}`, teacher, { closed: false })).json().code).toBe('homework_limit');
      for (const id of [...ids, third.json().id]) expect((await call('DELETE', `${BOARDS}/assignments/${id}`, teacher)).statusCode).toBe(200);
      const made = await ctx.app.inject({ method: 'POST', url: `${BOARDS}/classes`, headers: as(noPlanTeacher, 'teacher'), payload: { name: '1 Bunga' } });
      const none = await call('POST', `${BOARDS}/classes/${made.json().id}/assignments`, noPlanTeacher, homework());
      expect(none.statusCode).toBe(403);
      expect(none.json().code).toBe('homework_not_in_plan');
    });
  });

  describe('who sees what', () => {
    it("should list a pupil's assignments of the classes they are in, and nobody else's", async () => {
      const kavinList = (await call('GET', `${BOARDS}/assignments/mine`, kavin)).json().assignments;
      expect(kavinList.map((a: { id: number }) => a.id)).toEqual([assignmentId]);
      expect(kavinList[0]).toMatchObject({ status: 'not_yet', games_done: [], best_score: null, standing: { mode: 'hidden' } });
      const outsiderList = (await call('GET', `${BOARDS}/assignments/mine`, outsider)).json().assignments;
      expect(outsiderList.map((a: { id: number }) => a.id)).not.toContain(assignmentId);
    });

    it('should refuse another teacher, and a pupil outside the class, everything about the assignment', async () => {
      for (const [method, path] of [
        ['GET', `assignments/${assignmentId}`],
        ['GET', `assignments/${assignmentId}/results`],
        ['GET', `assignments/${assignmentId}/results.csv`],
        ['GET', `assignments/${assignmentId}/results/${kavin}`],
        ['PATCH', `assignments/${assignmentId}`],
        ['DELETE', `assignments/${assignmentId}`],
        ['GET', `classes/${classId}/assignments`],
      ] as const) {
        const res = await call(method, `${BOARDS}/${path}`, otherTeacher, method === 'PATCH' ? { ranking: 'shown' } : undefined);
        expect([path, method, res.statusCode]).toEqual([path, method, 404]);
      }
      expect((await call('GET', `${BOARDS}/assignments/${assignmentId}`, outsider)).statusCode).toBe(404);
      for (const path of [`assignments/${assignmentId}/results`, `assignments/${assignmentId}/results.csv`, `assignments/${assignmentId}/results/${kavin}`]) {
        expect((await call('GET', `${BOARDS}/${path}`, kavin)).statusCode).toBe(403);
      }
      expect((await call('GET', `${BOARDS}/assignments/${assignmentId}`, otherTeacher)).json()).not.toHaveProperty('assignment');
    });

    it('should list the teacher’s own assignments only', async () => {
      const mine = (await call('GET', `${BOARDS}/assignments`, teacher)).json().assignments;
      expect(mine.every((a: { class_id: number }) => a.class_id === classId)).toBe(true);
      expect((await call('GET', `${BOARDS}/classes/${classId}/assignments`, teacher)).json().assignments.map((a: { id: number }) => a.id)).toEqual([
        assignmentId,
      ]);
    });
  });

  describe('attempts for homework (POST /save-quiz-score with assignment_id)', () => {
    it('should count an attempt for the assignment, never refused by the free plan’s daily games', async () => {
      // the daily limit here is 1 game: Kavin's free play uses it up first
      expect((await play(kavin, { assignment_id: undefined, items: undefined, quiz_category: 'Search', score: 10 })).statusCode).toBe(200);
      const res = await play(kavin);
      expect(res.statusCode).toBe(200);
      expect(res.json().assignment_id).toBe(assignmentId);
      expect((await play(kavin, { assignment_id: undefined, quiz_category: 'Search', items: undefined })).json().code).toBe('daily_limit');
    });

    it('should judge on time by the phone’s queue time: made before the deadline, delivered after it, is on time', async () => {
      // Meena played offline; her score arrives with 5 hours in the queue
      const res = await play(meena, { queued_ms: 5 * H, items: [right('புலி', { wrong: ['புளி'], wrongTries: 1 }), wrong('மயில்', 'மயல்')], score: 0 });
      expect(res.statusCode).toBe(200);
      expect(Date.parse(res.json().time_submitted) - Date.parse(res.json().finished_at)).toBeGreaterThan(5 * H - 2000);
    });

    it('should keep, but not count, an attempt from a pupil outside the class or for another topic or level', async () => {
      const stranger = await play(outsider);
      expect(stranger.statusCode).toBe(200);
      expect(stranger.json().assignment_id).toBeNull();
      const otherLevel = await play(meena, { level: 2, score: 40, items: [right('புலி'), right('யானை')] });
      expect(otherLevel.statusCode).toBe(200);
      expect(otherLevel.json().assignment_id).toBeNull();
    });

    it('should check the items of a homework attempt like any other', async () => {
      expect((await play(kavin, { items: [right('dinosaur')], score: 10 })).json().code).toBe('item_not_in_topic');
    });

    it('should let a pupil read only their own answers', async () => {
      const res = await call('GET', `${BOARDS}/assignments/${assignmentId}`, kavin);
      expect(res.statusCode).toBe(200);
      const { attempts, counts } = res.json();
      expect(counts).toBeUndefined();
      expect(attempts).toHaveLength(1);
      expect(attempts[0]).toMatchObject({
        quiz_category: 'Jumble',
        score: 15,
        on_time: true,
        items: [{ word: 'புலி' }, { word: 'யானை' }, { word: 'மயில்', given: 'மயல்' }],
      });
    });
  });

  describe('GET /boards/assignments/:id/results', () => {
    it('should give each pupil (done / not yet / late, best score, stars, time, attempts) and each word, most-missed first', async () => {
      const res = await call('GET', `${BOARDS}/assignments/${assignmentId}/results`, teacher);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.counts).toEqual({ pupils: 2, done: 2, late: 0 });
      expect(body.pupils).toEqual([
        expect.objectContaining({ id: kavin, name: 'Kavin Raj', status: 'done', best_score: 15, stars: 2, time_spent_ms: 50_000, attempts: 1 }),
        expect.objectContaining({ id: meena, name: 'Meena Siva', status: 'done', best_score: 0, stars: 1, attempts: 1 }),
      ]);
      expect(body.words).toEqual([
        { word: 'மயில்', pupils: 2, right_first_time: 0, missed: 2, wrong_answers: [{ answer: 'மயல்', pupils: 2 }] },
        { word: 'புலி', pupils: 2, right_first_time: 1, missed: 1, wrong_answers: [{ answer: 'புளி', pupils: 1 }] },
        { word: 'யானை', pupils: 1, right_first_time: 1, missed: 0, wrong_answers: [] },
      ]);
    });

    it("should drill down to one pupil's answers", async () => {
      const res = await call('GET', `${BOARDS}/assignments/${assignmentId}/results/${meena}`, teacher);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        pupil: { id: meena, name: 'Meena Siva' },
        attempts: [{ score: 0, items: [{ word: 'புலி', wrong: ['புளி'] }, { word: 'மயில்' }] }],
      });
      expect((await call('GET', `${BOARDS}/assignments/${assignmentId}/results/${outsider}`, teacher)).json().code).toBe('pupil_not_in_class');
    });

    it('should export a CSV whose rows are what the pupils answered, in Tamil, with a byte-order mark', async () => {
      const res = await call('GET', `${BOARDS}/assignments/${assignmentId}/results.csv`, teacher);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="homework-\d+-\d{4}-\d{2}-\d{2}\.csv"$/);
      const lines = res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(res.body.charCodeAt(0)).toBe(0xfeff);
      expect(lines[0]!.startsWith('மாணவர்,நிலை,விளையாட்டு')).toBe(true);
      const cells = lines.slice(1).map((l) => l.split(','));
      expect(cells.map((c) => [c[0], c[7], c[8], c[9], c[10]])).toEqual([
        ['Kavin Raj', 'புலி', 'சரி', 'புலி', ''],
        ['Kavin Raj', 'யானை', 'சரி', 'யானை', ''],
        ['Kavin Raj', 'மயில்', 'தவறு', 'மயல்', ''],
        ['Meena Siva', 'புலி', 'சரி', 'புலி', 'புளி'],
        ['Meena Siva', 'மயில்', 'தவறு', 'மயல்', ''],
      ]);
      const english = await call('GET', `${BOARDS}/assignments/${assignmentId}/results.csv?lang=en`, teacher);
      expect(english.body.slice(1).startsWith('Pupil,Status,Game')).toBe(true);
    });
  });

  describe('PATCH and DELETE /boards/assignments/:id', () => {
    it('should change the due date, timing and ranking, and refuse a new topic or level once pupils have played', async () => {
      const res = await call('PATCH', `${BOARDS}/assignments/${assignmentId}`, teacher, { ranking: 'average', timed: true, due_at: inHours(72) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ ranking: 'average', timed: true });
      const level = await call('PATCH', `${BOARDS}/assignments/${assignmentId}`, teacher, { level: 2 });
      expect(level.statusCode).toBe(409);
      expect(level.json().code).toBe('assignment_has_attempts');
      const mine = (await call('GET', `${BOARDS}/assignments/mine`, kavin)).json().assignments[0];
      expect(mine.standing).toEqual({ mode: 'average', average: (15 + 0) / 2, pupils: 2 });
    });

    it('should show the ranking with first names and an initial when the teacher shows it', async () => {
      await call('PATCH', `${BOARDS}/assignments/${assignmentId}`, teacher, { ranking: 'shown' });
      const mine = (await call('GET', `${BOARDS}/assignments/mine`, meena)).json().assignments[0];
      expect(mine.standing.ranking).toEqual([
        { rank: 1, name: 'Kavin R.', score: 15, me: false },
        { rank: 2, name: 'Meena S.', score: 0, me: true },
      ]);
      expect(mine).toMatchObject({ status: 'done', best_score: 0, missed_words: ['புலி', 'மயில்'] });
    });

    it('should mark work after an early close as late, and keep it', async () => {
      await call('PATCH', `${BOARDS}/assignments/${assignmentId}`, teacher, { closed: true });
      const late = await play(meena, { items: [right('புலி'), right('மயில்')], score: 20 });
      expect(late.json().assignment_id).toBe(assignmentId);
      const meenaRow = (await call('GET', `${BOARDS}/assignments/${assignmentId}/results`, teacher)).json().pupils.find((p: { id: number }) => p.id === meena);
      expect(meenaRow).toMatchObject({ status: 'done', best_score: 20, attempts: 2 });
      const answers = (await call('GET', `${BOARDS}/assignments/${assignmentId}/results/${meena}`, teacher)).json().attempts;
      expect(answers.map((a: { on_time: boolean }) => a.on_time)).toEqual([true, false]);
    });

    it('should keep the analytics working on the same records: homework appears in the pupil’s scores and the dashboard', async () => {
      const scores = (await call('GET', `${V1}/get-quiz-scores?user_identifier=${kavin}&quiz_category=Jumble`, kavin)).json();
      expect(scores.some((s: { assignment_id: number | null }) => s.assignment_id === assignmentId)).toBe(true);
      const dashboard = (await call('GET', `${BOARDS}/dashboard`, teacher)).json();
      expect(
        dashboard.recentActivity.some((a: { studentName: string; quizCategory: string }) => a.studentName === 'Kavin Raj' && a.quizCategory === 'Jumble'),
      ).toBe(true);
    });

    it('should delete an assignment and keep every score made for it', async () => {
      const before = await ctx.db.query<{ n: string }>('SELECT count(*) AS n FROM quiz_scores WHERE assignment_id = $1', [assignmentId]);
      expect(Number(before.rows[0]!.n)).toBe(3);
      expect((await call('DELETE', `${BOARDS}/assignments/${assignmentId}`, teacher)).json()).toEqual({ id: assignmentId, deleted: true });
      expect((await call('GET', `${BOARDS}/assignments/${assignmentId}`, teacher)).statusCode).toBe(404);
      const kept = await ctx.db.query<{ n: string }>('SELECT count(*) AS n FROM quiz_scores WHERE user_id = ANY($1::bigint[]) AND quiz_category = $2', [
        [kavin, meena],
        'Jumble',
      ]);
      expect(Number(kept.rows[0]!.n)).toBe(4);
    });
  });
});
