import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { SYLLABUS_THEMES, type Syllabus, type Topic, type TopicSummary } from '@app/shared/node';
import { buildTestApp, type TestContext } from '../helpers/buildTestApp';
import { givePlan, insertUser } from '../helpers/contentFixtures';
import { seedStoreProducts } from '../../src/db/seed/storeSeeds';
import { runSeeds } from '../../src/db/seed/seedRegistry';
import { seedBundledTopics } from '../../src/content/contentSeeds';
import { loadBundledTopics } from '../../src/content/bundledTopics';

const BASE = '/wp-json/custom/v1';

const newTopic = (overrides: Record<string, unknown> = {}) => ({
  language: 'ta',
  title: 'எங்கள் தோட்டம்',
  year: 3,
  theme: 'nature',
  items: [
    { word: 'மரம்', clue: 'உயரமான தாவரம்', sentence: 'மரம் நிழல் தருகிறது.', misspellings: ['மறம்'], image: 'deciduous-tree' },
    { word: 'பூ', clue: 'மணம் தருவது', sentence: 'பூ அழகாக இருக்கிறது.' },
    { word: 'இலை', sentence: 'இலை பச்சை நிறம்.' },
    { word: 'விதை', sentence: 'விதை முளைத்தது.' },
  ],
  ...overrides,
});

describe('topics api (docs/architecture.md "Games")', () => {
  let ctx: TestContext;
  let teacher: string;
  let otherTeacher: string;
  let student: string;
  before(async () => {
    ctx = await buildTestApp();
    await runSeeds(ctx.db, ctx.config, [seedBundledTopics, seedStoreProducts]);
    teacher = await insertUser(ctx.db, 'topicteacher', 'teacher');
    otherTeacher = await insertUser(ctx.db, 'otherteacher', 'teacher');
    await givePlan(ctx.db, teacher, 776);
    await givePlan(ctx.db, otherTeacher, 776);
    student = await insertUser(ctx.db, 'topicstudent');
  });
  after(() => ctx.close());

  describe('GET /topics', () => {
    it('should list every bundled topic as a summary with itemCount and field counts, without items', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: `${BASE}/topics` });
      expect(res.statusCode).toBe(200);
      const list = res.json() as Array<TopicSummary & { items?: unknown }>;
      expect(list).toHaveLength(loadBundledTopics().length);
      const animals = list.find((t) => t.key === 'pre-generated-ta-animals-y2')!;
      // the library grows: count what the bundled file holds rather than a number that goes stale
      const count = loadBundledTopics().find((t) => t.topic.key === 'pre-generated-ta-animals-y2')!.topic.items.length;
      expect(count).toBeGreaterThanOrEqual(20);
      expect(animals).toMatchObject({ language: 'ta', year: 2, theme: 'animals', itemCount: count });
      expect(animals.fieldCounts).toMatchObject({ clue: count, sentence: count, image: count, audio: count });
      expect(animals.items).toBeUndefined();
    });

    const filters: Array<[string, (t: TopicSummary) => boolean]> = [
      ['language=bm', (t) => t.language === 'bm'],
      ['language=ta&year=1', (t) => t.language === 'ta' && t.year === 1],
      ['theme=numbers', (t) => t.theme === 'numbers'],
    ];
    for (const [query, matches] of filters) {
      it(`should filter by ${query}`, async () => {
        const list = (await ctx.app.inject({ method: 'GET', url: `${BASE}/topics?${query}` })).json() as TopicSummary[];
        expect(list.length).toBeGreaterThan(0);
        expect(list.every(matches)).toBe(true);
      });
    }

    it('should answer 400 for an unknown language', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: `${BASE}/topics?language=fr` });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('GET /topics/{key}', () => {
    it('should return the whole topic with items that carry audio ids', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: `${BASE}/topics/pre-generated-ta-numbers-y2` });
      expect(res.statusCode).toBe(200);
      const topic = res.json() as Topic;
      expect(topic.ordered).toBe(true);
      expect(topic.items[0]).toMatchObject({ word: 'ஒன்று', translations: { en: 'one', bm: 'satu' } });
      expect(topic.items.every((i) => /^ta-[0-9a-f]{20}$/.test(i.audio ?? ''))).toBe(true);
    });

    it('should answer 404 with a JSON error for an unknown key', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: `${BASE}/topics/pre-generated-ta-nothing` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'topic_not_found' });
    });
  });

  describe('GET /syllabus', () => {
    it("should group a language's bundled topics by year, then theme in syllabus order", async () => {
      const res = await ctx.app.inject({ method: 'GET', url: `${BASE}/syllabus?language=ta` });
      const syllabus = res.json() as Syllabus;
      expect(syllabus.language).toBe('ta');
      expect(syllabus.years.map((y) => y.year)).toEqual([1, 2, 3, 4, 5, 6]);
      const yearOneThemes = new Set(
        loadBundledTopics()
          .filter(({ topic }) => topic.language === 'ta' && topic.year === 1)
          .map(({ topic }) => topic.theme),
      );
      expect(syllabus.years[0]!.themes.map((t) => t.theme)).toEqual(SYLLABUS_THEMES.filter((theme) => yearOneThemes.has(theme)));
      expect(syllabus.years[0]!.themes[0]!.theme).toBe('family');
      const all = syllabus.years.flatMap((y) => y.themes.flatMap((t) => t.topics));
      expect(all.every((t) => t.language === 'ta' && t.key.startsWith('pre-generated-'))).toBe(true);
    });
  });

  describe('POST /topics', () => {
    it('should let a teacher create a custom- topic they own, which then appears in their list', async () => {
      const res = await ctx.app.inject({ method: 'POST', url: `${BASE}/topics`, headers: ctx.authHeader(teacher, 'teacher'), payload: newTopic() });
      expect(res.statusCode).toBe(201);
      const topic = res.json() as Topic;
      expect(topic.key).toMatch(/^custom-/);
      expect(topic.items[0]!.audio).toMatch(/^ta-/);
      const mine = (
        await ctx.app.inject({ method: 'GET', url: `${BASE}/topics?theme=nature&language=ta`, headers: ctx.authHeader(teacher, 'teacher') })
      ).json() as TopicSummary[];
      expect(mine.map((t) => t.key)).toContain(topic.key);
      const others = (
        await ctx.app.inject({ method: 'GET', url: `${BASE}/topics?theme=nature&language=ta`, headers: ctx.authHeader(otherTeacher, 'teacher') })
      ).json() as TopicSummary[];
      expect(others.map((t) => t.key)).not.toContain(topic.key);
      const byKey = await ctx.app.inject({ method: 'GET', url: `${BASE}/topics/${topic.key}` });
      expect(byKey.json()).toMatchObject({ key: topic.key, title: 'எங்கள் தோட்டம்' });
      // the picture the topic uses is served
      const picture = await ctx.app.inject({ method: 'GET', url: '/media/pictures/deciduous-tree.svg' });
      expect(picture.statusCode).toBe(200);
    });

    it("should keep a teacher's key theirs: another teacher gets 409", async () => {
      const first = await ctx.app.inject({
        method: 'POST',
        url: `${BASE}/topics`,
        headers: ctx.authHeader(teacher, 'teacher'),
        payload: newTopic({ key: 'custom-garden' }),
      });
      expect(first.statusCode).toBe(201);
      const again = await ctx.app.inject({
        method: 'POST',
        url: `${BASE}/topics`,
        headers: ctx.authHeader(teacher, 'teacher'),
        payload: newTopic({ key: 'custom-garden', title: 'Kebun' }),
      });
      expect(again.statusCode).toBe(201);
      const stolen = await ctx.app.inject({
        method: 'POST',
        url: `${BASE}/topics`,
        headers: ctx.authHeader(otherTeacher, 'teacher'),
        payload: newTopic({ key: 'custom-garden' }),
      });
      expect(stolen.statusCode).toBe(409);
    });

    const refused: Array<[string, () => { headers?: Record<string, string>; payload: unknown }, number, string?]> = [
      ['without a token', () => ({ payload: newTopic() }), 401],
      ['from a student', () => ({ headers: ctx.authHeader(student), payload: newTopic() }), 403, 'teacher_only'],
      [
        'with a bundled key',
        () => ({ headers: ctx.authHeader(teacher, 'teacher'), payload: newTopic({ key: 'pre-generated-ta-animals-y2' }) }),
        400,
        'invalid_topic_key',
      ],
      ['with fewer than 4 items', () => ({ headers: ctx.authHeader(teacher, 'teacher'), payload: newTopic({ items: [{ word: 'மரம்' }] }) }), 400],
      [
        'with a sentence that lacks its word',
        () => ({
          headers: ctx.authHeader(teacher, 'teacher'),
          payload: newTopic({ items: [...newTopic().items.slice(1), { word: 'மரம்', sentence: 'நிழல் தருகிறது.' }] }),
        }),
        400,
        'invalid_topic',
      ],
      [
        'with the same word twice',
        () => ({ headers: ctx.authHeader(teacher, 'teacher'), payload: newTopic({ items: [...newTopic().items, { word: 'பூ' }] }) }),
        400,
        'invalid_topic',
      ],
      [
        'with an unknown picture',
        () => ({
          headers: ctx.authHeader(teacher, 'teacher'),
          payload: newTopic({ items: [...newTopic().items.slice(1), { word: 'மரம்', image: 'no-such-picture' }] }),
        }),
        400,
        'invalid_topic',
      ],
      ['with year 7', () => ({ headers: ctx.authHeader(teacher, 'teacher'), payload: newTopic({ year: 7 }) }), 400],
    ];
    for (const [what, request, status, code] of refused) {
      it(`should refuse a topic ${what} (${status})`, async () => {
        const { headers, payload } = request();
        const res = await ctx.app.inject({ method: 'POST', url: `${BASE}/topics`, headers, payload: payload as object });
        expect(res.statusCode).toBe(status);
        if (code) expect(res.json()).toMatchObject({ code });
      });
    }
  });

  describe('GET /library-stats and /media', () => {
    it('should count topics and words per language and year, and picture coverage', async () => {
      const stats = (await ctx.app.inject({ method: 'GET', url: `${BASE}/library-stats` })).json() as {
        languages: Array<{ language: string; topics: number; words: number; years: Array<{ year: number }> }>;
        totals: { topics: number; words: number };
        pictures: { items: number; withPicture: number; files: number };
        audio: { items: number };
      };
      const bundled = loadBundledTopics();
      expect(stats.totals.topics).toBe(bundled.length);
      expect(stats.totals.words).toBe(bundled.reduce((n, b) => n + b.topic.items.length, 0));
      expect(stats.languages.map((l) => l.language)).toEqual(['ta', 'en', 'bm']);
      expect(stats.languages[0]!.years.map((y) => y.year)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(stats.pictures.withPicture).toBeGreaterThan(stats.pictures.items / 2);
      expect(stats.pictures.files).toBeGreaterThan(100);
      expect(stats.audio.items).toBe(stats.totals.words);
    });

    it('should serve pictures as immutable SVG, including our own drawings, and 404 for unknown files', async () => {
      for (const id of ['elephant', 'my-durian']) {
        const res = await ctx.app.inject({ method: 'GET', url: `/media/pictures/${id}.svg` });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/svg/);
        expect(res.headers['cache-control']).toContain('immutable');
      }
      const index = (await ctx.app.inject({ method: 'GET', url: '/media/pictures/index.json' })).json() as Record<
        string,
        { names: { ta?: string; ms?: string } }
      >;
      expect(index.elephant!.names).toMatchObject({ en: 'elephant', ms: 'gajah', ta: 'யானை' });
      expect(index['my-durian']!.names.ta).toBe('துரியான்');
      expect((await ctx.app.inject({ method: 'GET', url: '/media/audio/nothing.wav' })).statusCode).toBe(404);
      expect((await ctx.app.inject({ method: 'GET', url: '/media/../api-test.secret' })).statusCode).toBe(404);
    });
  });
});
