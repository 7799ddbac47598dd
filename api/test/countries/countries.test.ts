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

  const rows = [
    // lang, Malaysia's CLDR name, a neighbour's, the collation locale
    ['ta', 'மலேசியா', ['SG', 'சிங்கப்பூர்'], 'ta'],
    ['bm', 'Malaysia', ['SG', 'Singapura'], 'ms'],
  ] as const;
  for (const [lang, malaysia, [code, neighbour], locale] of rows)
    it(`should name and sort the countries in the reader's language for lang=${lang} (issue 27)`, async () => {
      const list = (await ctx.app.inject({ method: 'GET', url: `/wp-json/custom/v1/countries?lang=${lang}` })).json() as {
        cca2: string;
        name: { common: string };
      }[];
      expect(list).toContainEqual({ cca2: 'MY', name: { common: malaysia } });
      expect(list).toContainEqual({ cca2: code, name: { common: neighbour } });
      const names = list.map((c) => c.name.common);
      expect(names).toEqual([...names].sort(new Intl.Collator(locale).compare));
      expect(list.length).toBe((await ctx.app.inject({ method: 'GET', url: '/wp-json/custom/v1/countries' })).json().length);
    });
});
