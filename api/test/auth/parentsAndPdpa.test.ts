import { after, before, describe, it } from 'node:test';
import { randomUUID } from 'node:crypto';
import { expect } from 'expect';
import { PRIVACY_NOTICE_VERSION } from '@app/shared/node';
import { buildTestApp, type TestContext } from '../helpers/buildTestApp';
import { freshDeviceKey, freshMykad, PARENT_CONSENT, registerAccount, userIdByMykad } from '../helpers/accounts';
import { animalTopic, insertTopic } from '../helpers/scoreFixtures';
import { givePlan } from '../helpers/contentFixtures';
import { insertUser } from '../boards/boardFixtures';

// issue 21.3 "Parents and PDPA": an under-18's registration records a parent's consent (who,
// contact, when, which notice version); a signed-in user downloads their data (JSON) and deletes
// their account, whose scores stay on the boards only as "Deleted pupil".

const BASE = '/wp-json/custom/v1';
const TOPIC = animalTopic('pre-generated-ta-trust-pdpa');
const thisYear = new Date().getUTCFullYear();

describe('parents and the PDPA (issue 21.3)', () => {
  let ctx: TestContext;
  let ip = 0;
  before(async () => {
    ctx = await buildTestApp({ seed: true });
    await insertTopic(ctx.db, TOPIC);
  });
  after(() => ctx.close());

  const register = (mykad: string, consent?: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: `${BASE}/register`,
      remoteAddress: `10.77.${++ip}.1`,
      headers: { 'x-device-id': freshDeviceKey() },
      payload: {
        email: `pdpa.${randomUUID().slice(0, 8)}@sekolah.my`,
        first_name: 'Anjali',
        last_name: 'Suresh',
        phone_number: '0123456789',
        country: 'MY',
        state: 'Selangor',
        school: 'SJK(T) PDPA',
        meta_data: [{ key: 'mykad', value: mykad }],
        ...(consent === undefined ? {} : { parent_consent: consent }),
      },
    });

  describe("an under-18's registration records a parent's consent", () => {
    it('should refuse a pupil without a parent’s consent, storing nothing, and name what is missing', async () => {
      const mykad = freshMykad(thisYear - 9);
      const missing = await register(mykad);
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ code: 'parent_consent_required', field: 'parent_consent' });
      for (const [change, code] of [
        [{ agreed: false }, 'parent_consent_required'],
        [{ name: '' }, 'consent_name'],
        [{ contact: 'nobody' }, 'consent_contact'],
        [{ notice_version: '2020-01-01' }, 'consent_notice'],
      ] as const) {
        const res = await register(mykad, { ...PARENT_CONSENT, ...change });
        expect([res.statusCode, res.json().code]).toEqual([400, code]);
      }
      expect(await userIdByMykad(ctx, mykad)).toBeUndefined();
    });

    it('should record who consented, their contact, when and which notice version', async () => {
      const mykad = freshMykad(thisYear - 9);
      const before = Date.now();
      const res = await register(mykad, PARENT_CONSENT);
      expect(res.statusCode).toBe(200);
      const userId = String(res.json().data.user_id);
      const { rows } = await ctx.db.query<{ parent_name: string; parent_contact: string; relationship: string; notice_version: string; consented_at: Date }>(
        'SELECT parent_name, parent_contact, relationship, notice_version, consented_at FROM parent_consents WHERE user_id = $1',
        [userId],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        parent_name: 'Lakshmi Raman',
        parent_contact: '012-345 6789',
        relationship: 'parent',
        notice_version: PRIVACY_NOTICE_VERSION,
      });
      expect(new Date(rows[0]!.consented_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    });

    it('should not ask an adult (a teacher) for a parent’s consent', async () => {
      const res = await register(freshMykad(thisYear - 35));
      expect(res.statusCode).toBe(200);
      expect((await ctx.db.query('SELECT 1 FROM parent_consents WHERE user_id = $1', [res.json().data.user_id])).rows).toHaveLength(0);
    });
  });

  describe('download my data and delete my account', () => {
    async function pupilWithHistory(firstName: string) {
      const pupil = await registerAccount(ctx, { mykad: freshMykad(thisYear - 10), ip: `10.78.${++ip}.1`, firstName });
      const auth = { authorization: `Bearer ${pupil.token}`, 'x-device-id': pupil.deviceKey };
      const save = await ctx.app.inject({
        method: 'POST',
        url: `${BASE}/save-quiz-score`,
        headers: auth,
        payload: {
          client_id: randomUUID(),
          quiz_category: 'Choice',
          topic_key: TOPIC.key,
          score: 40,
          level: 1,
          time_submitted: new Date().toISOString(),
          duration_ms: 30_000,
          // four right, two left unanswered: 40 under the fair rule (a wrong answer would cost a question)
          items: TOPIC.items
            .slice(0, 6)
            .map((item, i) => (i < 4 ? { word: item.word, outcome: 'right', given: item.word, ms: 4000 } : { word: item.word, outcome: 'skipped', ms: 4000 })),
        },
      });
      expect(save.statusCode).toBe(200);
      return { ...pupil, auth, scoreId: save.json().id as string };
    }

    it('should give a signed-in user everything kept about them as JSON, without hashes or secrets', async () => {
      const pupil = await pupilWithHistory('Kumaran');
      expect((await ctx.app.inject({ method: 'GET', url: `${BASE}/account/data` })).statusCode).toBe(401);
      const res = await ctx.app.inject({ method: 'GET', url: `${BASE}/account/data`, headers: pupil.auth });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"/);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = res.json();
      expect(body.privacyNotice).toEqual({ version: PRIVACY_NOTICE_VERSION, url: '/policies#privacy' });
      expect(body.data.account).toMatchObject({ first_name: 'Kumaran', email: pupil.email, mykad_last4: pupil.mykad.slice(-4) });
      expect(body.data.parent_consents).toEqual([expect.objectContaining({ parent_name: 'Lakshmi Raman', notice_version: PRIVACY_NOTICE_VERSION })]);
      expect(body.data.quiz_scores).toEqual([expect.objectContaining({ score: '40', topic_key: TOPIC.key })]);
      expect(body.data.quiz_score_items).toHaveLength(6);
      expect(body.data.trusted_devices.length).toBeGreaterThan(0);
      expect(body.data.login_events.length).toBeGreaterThan(0);
      const text = res.body;
      expect(text).not.toMatch(/"(mykad_hash|mykad_keys|token_version|device_hash|pin_hash|pair_hash|password_hash|token_hash)"/);
      expect(text).not.toContain(pupil.mykad);
    });

    it('should delete the account at once: personal data gone, sessions ended, sign-in refused, scores on the boards as "Deleted pupil"', async () => {
      const pupil = await pupilWithHistory('Vasanthi');
      // and a PIN game she played signed in, with her answers
      const teacher = await insertUser(ctx.db, { first: 'Guru', last: 'Kelas', role: 'teacher' });
      const game = `${BASE}/gameboard`;
      const { pin } = (
        await ctx.app.inject({
          method: 'POST',
          url: game,
          headers: ctx.authHeader(teacher, 'teacher'),
          payload: { quiz_category: 'Choice', topic_key: TOPIC.key, language: 'ta' },
        })
      ).json();
      const { playerToken } = (await ctx.app.inject({ method: 'POST', url: `${game}/${pin}/join`, headers: pupil.auth, payload: { nickname: 'Vasi' } })).json();
      const pinItems = [{ word: TOPIC.items[0]!.word, outcome: 'right', given: TOPIC.items[0]!.word, ms: 4000 }];
      const pinScore = await ctx.app.inject({
        method: 'POST',
        url: `${game}/${pin}/score`,
        payload: { playerToken, score: 10, clientId: randomUUID(), level: 1, items: pinItems },
      });
      expect(pinScore.statusCode).toBe(200);
      expect((await ctx.app.inject({ method: 'POST', url: `${BASE}/account/delete`, headers: pupil.auth, payload: {} })).json().code).toBe('confirm_required');
      const deleted = await ctx.app.inject({ method: 'POST', url: `${BASE}/account/delete`, headers: pupil.auth, payload: { confirm: true } });
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({ deleted: true });
      // the row left holds nothing personal
      const row = (
        await ctx.db.query<Record<string, unknown>>(
          'SELECT first_name, last_name, email, phone_number, mykad_hash, mykad_last4, birth_year, username, deleted_at, school FROM users WHERE id = $1',
          [pupil.userId],
        )
      ).rows[0]!;
      expect(row).toMatchObject({
        first_name: 'Deleted pupil',
        last_name: '',
        phone_number: '',
        mykad_hash: null,
        mykad_last4: null,
        birth_year: null,
        username: null,
      });
      expect(row.email).toBe(`deleted-${pupil.userId}@deleted.invalid`);
      expect(row.deleted_at).not.toBeNull();
      for (const table of ['parent_consents', 'trusted_devices', 'login_events', 'quiz_progress', 'game_starts']) {
        expect([table, (await ctx.db.query(`SELECT 1 FROM ${table} WHERE user_id = $1`, [pupil.userId])).rows.length]).toEqual([table, 0]);
      }
      expect((await ctx.db.query('SELECT 1 FROM quiz_score_items WHERE score_id = $1', [pupil.scoreId])).rows).toHaveLength(0);
      // the PIN game keeps her score on its board, as "Deleted pupil", without her answers
      const pinRows = await ctx.db.query<{ nickname: string; score: number; items: unknown }>(
        'SELECT p.nickname, s.score, s.items FROM gameboard_scores s JOIN gameboard_players p ON p.id = s.player_id WHERE p.user_id = $1',
        [pupil.userId],
      );
      expect(pinRows.rows.map((r) => [r.nickname, Number(r.score), r.items])).toEqual([['Deleted pupil', 10, null]]);
      // the old session is over, and the MyKad opens nothing
      expect((await ctx.app.inject({ method: 'GET', url: `${BASE}/account/data`, headers: pupil.auth })).statusCode).toBe(401);
      const login = await ctx.app.inject({
        method: 'POST',
        url: `${BASE}/login`,
        remoteAddress: `10.79.${++ip}.1`,
        headers: { 'x-device-id': pupil.deviceKey },
        payload: { mykad: pupil.mykad },
      });
      expect(login.statusCode).toBeGreaterThanOrEqual(400);
      // the score stays on the boards, shown as "Deleted pupil"
      const viewer = await registerAccount(ctx, { mykad: freshMykad(thisYear - 10), ip: `10.80.${++ip}.1` });
      await givePlan(ctx.db, viewer.userId, 770);
      const board = await ctx.app.inject({
        method: 'GET',
        url: `${BASE}/leaderboard?quiz_category=Choice&period=all&topic_key=${TOPIC.key}`,
        headers: { authorization: `Bearer ${viewer.token}` },
      });
      expect(board.json().entries).toContainEqual(expect.objectContaining({ name: 'Deleted pupil', score: 40 }));
      expect(JSON.stringify(board.json())).not.toContain('Vasanthi');
      // the same MyKad may register a new account
      expect((await register(pupil.mykad, PARENT_CONSENT)).statusCode).toBe(200);
    });
  });
});
