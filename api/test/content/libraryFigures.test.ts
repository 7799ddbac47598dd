import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import type { Topic } from '@app/shared/node';
import { buildContactSheet, type ContactSheet } from '../../src/content/contactSheet';
import { countLibrary, type LibraryStats } from '../../src/content/libraryStats';
import { loadBundledTopics } from '../../src/content/bundledTopics';
import { buildTestApp, type TestContext } from '../helpers/buildTestApp';

const BASE = '/wp-json/custom/v1';

const item = (word: string, extra: Partial<Topic['items'][number]> = {}): Topic['items'][number] => ({
  word,
  translations: {},
  misspellings: [],
  tags: [],
  ...extra,
});
const topic = (key: string, language: Topic['language'], year: number, items: Topic['items'], extra: Partial<Topic> = {}): Topic => ({
  key,
  language,
  title: key,
  year,
  theme: 'animals',
  items,
  ...extra,
});

const library: Topic[] = [
  topic('pre-generated-ta-animals-y2', 'ta', 2, [item('பூனை', { image: 'cat', translations: { en: 'cat', bm: 'kucing' } }), item('நாய்', { image: 'dog' })]),
  topic('pre-generated-ta-phrases-y5', 'ta', 5, [item('ஆழம்'), item('எறும்பு')], { theme: 'phrases' }),
  topic('pre-generated-ta-aathichoodi-y3', 'ta', 3, [item('அறம்')], {
    theme: 'language',
    set: 'aathichoodi',
    monolingual: true,
  }),
  topic('pre-generated-en-animals-y2', 'en', 2, [item('cat', { image: 'cat' }), item('kitten', { image: 'cat' }), item('hen')]),
];

describe('library figures (the data page)', () => {
  const counted = countLibrary(library, (_t, i) => i.word === 'பூனை');

  it('should count topics and words per language and year', () => {
    const ta = counted.languages.find((l) => l.language === 'ta')!;
    expect(ta).toMatchObject({
      topics: 3,
      words: 5,
      years: [
        { year: 2, topics: 1, words: 2 },
        { year: 3, topics: 1, words: 1 },
        { year: 5, topics: 1, words: 2 },
      ],
    });
    expect(counted.totals).toEqual({ topics: 4, words: 8 });
    expect(counted.languages.map((l) => l.language)).toEqual(['ta', 'en', 'bm']);
  });

  it('should count the language sets, with the old phrases topics as proverbs, and proverbs and idioms as sayings', () => {
    const ta = counted.languages.find((l) => l.language === 'ta')!;
    expect(ta.sets).toEqual([
      { set: 'proverbs', topics: 1, items: 2 },
      { set: 'aathichoodi', topics: 1, items: 1 },
    ]);
    expect(ta.sayings).toBe(2);
  });

  it('should count pictures and audio per language and in total', () => {
    expect(counted.languages.find((l) => l.language === 'en')).toMatchObject({ withPicture: 2, withAudio: 0 });
    expect(counted.pictures).toEqual({ items: 8, withPicture: 4 });
    expect(counted.audio).toEqual({ items: 8, withFile: 1 });
  });

  it('should count concrete nouns with their picture, leaving sayings out, and distractors per item (issue 25)', () => {
    const ta = counted.languages.find((l) => l.language === 'ta')!;
    // the animals topic's two words are concrete nouns, both pictured; the proverbs and ஆத்திசூடி are not
    expect(ta.concreteNouns).toEqual({ items: 2, withPicture: 2 });
    expect(ta.distractors).toEqual({ items: 5, distractors: 0, withEnough: 0 });
    const withMisspellings = countLibrary(
      [
        topic('pre-generated-en-animals-y2', 'en', 2, [
          item('cat', { misspellings: ['kat', 'catt'] }),
          item('hen', { misspellings: ['hin'], tags: ['abstract'] }),
        ]),
      ],
      () => false,
    );
    expect(withMisspellings.languages.find((l) => l.language === 'en')).toMatchObject({
      concreteNouns: { items: 1, withPicture: 0 },
      distractors: { items: 2, distractors: 3, withEnough: 1 },
    });
  });
});

describe('the contact sheet', () => {
  const sheet = buildContactSheet(library, (id) => ({ en: id }));

  it('should put every picture beside its words in the three languages, translations only where a language has no word', () => {
    const cat = sheet.pictures.find((p) => p.id === 'cat')!;
    expect(cat.words.ta).toEqual([{ word: 'பூனை', topic: 'pre-generated-ta-animals-y2', year: 2 }]);
    // two English words on one picture: what a reviewer wants to see
    expect(cat.words.en.map((w) => w.word)).toEqual(['cat', 'kitten']);
    expect(cat.words.bm).toEqual([{ word: 'kucing', topic: 'pre-generated-ta-animals-y2', year: 2, translation: true }]);
    expect(cat.names).toEqual({ en: 'cat' });
  });

  it('should count items that still need a picture', () => {
    expect(sheet.withoutPicture).toEqual({ ta: 3, en: 1, bm: 0 });
  });
});

describe('GET /library-stats and /library-pictures', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await buildTestApp();
  });
  after(async () => {
    await ctx.close();
  });

  it('should answer the bundled library figures, with sets per language', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `${BASE}/library-stats` });
    expect(res.statusCode).toBe(200);
    const stats = res.json() as LibraryStats;
    const bundled = loadBundledTopics();
    expect(stats.totals.topics).toBe(bundled.length);
    expect(stats.languages.every((l) => l.sets.some((s) => s.set === 'proverbs'))).toBe(true);
    expect(stats.languages.find((l) => l.language === 'ta')!.sayings).toBeGreaterThan(0);
    const ta = stats.languages.find((l) => l.language === 'ta')!;
    expect(ta.concreteNouns.withPicture).toBeLessThanOrEqual(ta.concreteNouns.items);
    expect(ta.distractors.withEnough).toBeGreaterThan(ta.distractors.items * 0.8);
  });

  it('should answer the contact sheet with a picture per bundled image', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `${BASE}/library-pictures` });
    expect(res.statusCode).toBe(200);
    const sheet = res.json() as ContactSheet;
    const ids = new Set(loadBundledTopics().flatMap((b) => b.topic.items.map((i) => i.image).filter(Boolean)));
    expect(sheet.pictures.map((p) => p.id).sort()).toEqual([...ids].sort());
    const elephant = sheet.pictures.find((p) => p.id === 'elephant')!;
    expect(elephant.words.ta.map((w) => w.word)).toContain('யானை');
    expect(elephant.names.en).toBe('elephant');
  });
});

describe('the static contact sheet (npm run content:contact-sheet)', () => {
  it('should inline every picture with its words in the three languages', async () => {
    const { contactSheetHtml } = await import('../../src/content/tools/writeContactSheet');
    const html = contactSheetHtml(buildContactSheet(library), 'a test library');
    expect(html).toContain('<li id="cat"><svg');
    expect(html).toContain('<dd lang="ta"><span class="" title="pre-generated-ta-animals-y2">பூனை</span></dd>');
    expect(html).toContain('cat</span> · <span class="" title="pre-generated-en-animals-y2">kitten');
    expect(html).toContain('<span class="tr" title="translation in pre-generated-ta-animals-y2">kucing</span>');
    expect(html).not.toContain('undefined');
  });
});
