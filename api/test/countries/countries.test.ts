import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { buildTestApp, type TestContext } from '../helpers/buildTestApp';

describe('GET /wp-json/custom/v1/countries', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await buildTestApp();
  });
  after(() => ctx.close());

  it('should list every country as { cca2, name: { common } } sorted by name.common (docs/requirements.md §7)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/wp-json/custom/v1/countries' });
    expect(res.statusCode).toBe(200);
    const list = res.json() as { cca2: string; name: { common: string } }[];
    expect(list.length).toBeGreaterThan(240);
    expect(list).toContainEqual({ cca2: 'MY', name: { common: 'Malaysia' } });
    expect(Object.keys(list[0]!).sort()).toEqual(['cca2', 'name']);
    const names = list.map((c) => c.name.common);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});
