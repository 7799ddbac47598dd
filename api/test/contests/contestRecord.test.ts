import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { buildTestApp, type TestContext } from '../helpers/buildTestApp';

const api = '/wp-json/custom/v1';
const SOLVALLAR = JSON.parse(readFileSync(join(__dirname, '../../src/db/seed/contests/solvallar2025.json'), 'utf8')) as Record<string, unknown>;

interface Listed {
  key: string;
  productId: number | null;
  startsAt: string | null;
  endsAt: string | null;
  state: string;
}
const meta = (product: { meta_data: { key: string; value: unknown }[] }, key: string) => product.meta_data.find((m) => m.key === key)?.value;

/**
 * Issue 24: a contest's window lives in one place, the contest record. The contest list, the
 * contest's store product and the contest home all say what it says, by the server's clock.
 */
describe('one contest record', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await buildTestApp({ seed: true, env: { CONTEST_OVERRIDE_ALLOWED: 'true' } });
  });
  after(() => ctx.close());

  const get = async <T>(url: string) => (await ctx.app.inject({ method: 'GET', url })).json() as T;
  const solvallar = async () => (await get<{ serverTime: string; contests: Listed[] }>(`${api}/contests`)).contests.find((c) => c.key === 'Solvallar2025')!;
  const product = () => get<{ meta_data: { key: string; value: unknown }[] }>('/wp-json/wc/v3/products/815');
  const load = (window: unknown) =>
    ctx.app.inject({ method: 'PUT', url: `${api}/contests/Solvallar2025`, headers: ctx.adminHeader(), payload: { ...SOLVALLAR, window } });

  describe('migration 090', () => {
    it('should bring a product whose window was written by hand into line with its contest, leaving its other fields', async () => {
      const seeded = (await ctx.db.query<{ meta_data: unknown }>('SELECT meta_data FROM products WHERE id = 815')).rows[0]!.meta_data;
      await ctx.db.query(
        `UPDATE products SET meta_data = '[{"key":"contestDate","value":"2024-01-01"},{"key":"contestStartTime","value":"08:00"},{"key":"contestRules","value":"r"}]'::jsonb WHERE id = 815`,
      );
      await ctx.db.exec(readFileSync(join(__dirname, '../../src/db/migrations/090_contest_product_window.sql'), 'utf8'));
      const p = await product();
      expect(p.meta_data.map(({ key, value }) => ({ key, value }))).toEqual([
        { key: 'contestRules', value: 'r' },
        { key: 'contestDate', value: '2025-10-05' },
        { key: 'contestStartTime', value: '10:00' },
        { key: 'contestEndTime', value: '22:00' },
      ]);
      await ctx.db.query('UPDATE products SET meta_data = $1::jsonb WHERE id = 815', [typeof seeded === 'string' ? seeded : JSON.stringify(seeded)]);
    });
  });

  describe('GET /wp-json/custom/v1/contests', () => {
    it("should list every contest with its product, window and the server's state and time", async () => {
      const before = Date.now();
      const list = await get<{ serverTime: string; contests: Listed[] }>(`${api}/contests`);
      expect(Date.parse(list.serverTime)).toBeGreaterThanOrEqual(before - 1000);
      expect(list.contests.map((c) => c.key)).toEqual(expect.arrayContaining(['Solvallar2025', 'MWHE2025', 'TamilICT2025']));
      // docs/requirements.md §9 "Contest window: 2025-10-05 10:00 to 22:00 (UTC+8). Contest product id 815."
      expect(await solvallar()).toMatchObject({ productId: 815, startsAt: '2025-10-05T02:00:00.000Z', endsAt: '2025-10-05T14:00:00.000Z', state: 'after' });
    });

    it('should say the state a testing override forces, as the contest home does', async () => {
      await ctx.app.inject({ method: 'POST', url: `${api}/contests/Solvallar2025/override`, headers: ctx.adminHeader(), payload: { state: 'during' } });
      const home = await get<{ state: string }>(`${api}/contests/Solvallar2025`);
      expect((await solvallar()).state).toBe('during');
      expect(home.state).toBe('during');
      await ctx.app.inject({ method: 'POST', url: `${api}/contests/Solvallar2025/override`, headers: ctx.adminHeader(), payload: { state: null } });
      expect((await solvallar()).state).toBe('after');
    });
  });

  describe('PUT /wp-json/custom/v1/contests/:key (the way docs/contests.md changes a window)', () => {
    it("should have written the seeded contest's window into its store product", async () => {
      const p = await product();
      expect([meta(p, 'contestDate'), meta(p, 'contestStartTime'), meta(p, 'contestEndTime')]).toEqual(['2025-10-05', '10:00', '22:00']);
    });

    it('should move the window of the list, the contest home and the store product together', async () => {
      const next = new Date(Date.now() + 40 * 24 * 3600 * 1000 + 8 * 3600 * 1000).toISOString().slice(0, 10);
      expect((await load({ date: next, startTime: '9:30 AM', endTime: '17:00' })).statusCode).toBe(200);
      const listed = await solvallar();
      const home = await get<{ startsAt: string; endsAt: string; state: string }>(`${api}/contests/Solvallar2025`);
      const p = await product();
      expect(listed).toMatchObject({ startsAt: `${next}T01:30:00.000Z`, endsAt: `${next}T09:00:00.000Z`, state: 'before' });
      expect(home).toMatchObject({ startsAt: listed.startsAt, endsAt: listed.endsAt, state: 'before' });
      // in the product's own words, Malaysian wall clock
      expect([meta(p, 'contestDate'), meta(p, 'contestStartTime'), meta(p, 'contestEndTime')]).toEqual([next, '09:30', '17:00']);
      // its other fields are left as they were
      expect(meta(p, 'contestOrganizers')).toBeTruthy();
    });

    it('should bring the product back with the window when the contest file is loaded again', async () => {
      expect((await load(SOLVALLAR.window)).statusCode).toBe(200);
      expect(meta(await product(), 'contestDate')).toBe('2025-10-05');
      expect((await solvallar()).state).toBe('after');
    });
  });
});
