import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { buildTestApp, type TestContext } from '../helpers/buildTestApp';
import { freshWindow } from '../helpers/rateWindows';

const API = '/wp-json/custom/v1';

describe('guessable codes and the contest override (issue 13)', () => {
  let ctx: TestContext;
  let student: string;
  before(async () => {
    ctx = await buildTestApp({ seed: true, env: { CONTEST_OVERRIDE_ALLOWED: 'true' } });
    student = String(
      (await ctx.db.query<{ id: string }>('SELECT id FROM users WHERE mykad_hash = ANY($1::text[])', [ctx.config.mykad.lookupHashes('120315101234')])).rows[0]!
        .id,
    );
  });
  after(() => ctx.close());

  describe('POST /contests/:key/override', () => {
    it('should refuse a signed-in student even when the override is allowed, and take the admin token', async () => {
      const asStudent = await ctx.app.inject({
        method: 'POST',
        url: `${API}/contests/Solvallar2025/override`,
        headers: ctx.authHeader(student),
        payload: { state: 'during' },
      });
      expect(asStudent.statusCode).toBe(403);
      expect(asStudent.json()).toMatchObject({ code: 'admin_only' });
      const state = (await ctx.db.query<{ override_state: string | null }>("SELECT override_state FROM contests WHERE key = 'Solvallar2025'")).rows[0]!
        .override_state;
      expect(state).toBeNull();
      const asAdmin = await ctx.app.inject({
        method: 'POST',
        url: `${API}/contests/Solvallar2025/override`,
        headers: ctx.adminHeader(),
        payload: { state: null },
      });
      expect(asAdmin.statusCode).toBe(200);
    });
  });

  describe('POST /boards/classes/join', () => {
    it('should let a pupil try only 10 class codes in 10 minutes', async () => {
      await freshWindow(600);
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: `${API}/boards/classes/join`,
          headers: ctx.authHeader(student),
          payload: { code: `ZZZ${i}Q` },
          remoteAddress: `10.40.0.${i}`,
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([...Array(10).fill(404), 429]);
    });
  });

  describe('GET /certificates/verify/:code', () => {
    it('should refuse a network that has guessed 10 wrong codes, even for a real code, so certificates cannot be listed', async () => {
      await freshWindow(600);
      const real = (await ctx.db.query<{ code: string }>('SELECT code FROM contest_certificates LIMIT 1')).rows[0]!.code;
      const ip = '10.41.0.1';
      expect((await ctx.app.inject({ method: 'GET', url: `${API}/certificates/verify/${real}`, remoteAddress: ip })).statusCode).toBe(200);
      for (let i = 0; i < 10; i++)
        expect((await ctx.app.inject({ method: 'GET', url: `${API}/certificates/verify/GUESS-${i}`, remoteAddress: ip })).statusCode).toBe(404);
      const blocked = await ctx.app.inject({ method: 'GET', url: `${API}/certificates/verify/${real}`, remoteAddress: ip });
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect((await ctx.app.inject({ method: 'GET', url: `${API}/certificates/verify/${real}`, remoteAddress: '10.41.0.2' })).statusCode).toBe(200);
    });
  });
});
