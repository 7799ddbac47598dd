import { describe, it } from 'node:test';
import { expect } from 'expect';
import { createRequire } from 'node:module';
import { isBrokenLetter, joinLetters, letterCount, letters, normaliseText } from '@app/shared/src/text/letters';
import { LANGUAGES } from '@app/shared/src/i18n/language';
import { loadBundledTopics } from '../../src/content/bundledTopics';
import { checkTopicContent } from '../../src/content/topicChecks';
import { pictureExists } from '../../src/content/pictureLibrary';

const require_ = createRequire(__filename);
const topics = loadBundledTopics();
const naughty = (require_('naughty-words') as { en: string[] }).en.map((w) => w.toLowerCase());
const isPhrase = (item: { tags: string[] }) => item.tags.includes('phrase');

describe('bundled content (issue 7: the topic library)', () => {
  it('should validate every file against topicSchema with a key pre-generated-<lang>-<theme>-yN', () => {
    expect(topics.length).toBeGreaterThan(0);
    for (const { file, topic } of topics) {
      expect({ file, ok: new RegExp(`^pre-generated-${topic.language}-[a-z-]+-y${topic.year}$`).test(topic.key) }).toEqual({ file, ok: true });
    }
    expect(new Set(topics.map((t) => t.topic.key)).size).toBe(topics.length);
  });

  for (const language of LANGUAGES) {
    it(`should have at least 12 topics of at least 15 items in ${language}, over years 1–6`, () => {
      const big = topics.filter((t) => t.topic.language === language && t.topic.items.length >= 15);
      expect(big.length).toBeGreaterThanOrEqual(12);
      expect(new Set(topics.filter((t) => t.topic.language === language).map((t) => t.topic.year))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    });

    it(`should have a phrase topic and an ordered topic in ${language}`, () => {
      const own = topics.filter((t) => t.topic.language === language).map((t) => t.topic);
      expect(own.some((t) => t.theme === 'phrases' && t.items.length >= 15)).toBe(true);
      expect(own.filter((t) => t.ordered).length).toBeGreaterThanOrEqual(2);
    });
  }

  it('should pass the content rules: sentence contains its word, misspellings differ, no word twice', () => {
    const problems = topics.flatMap(({ topic }) => checkTopicContent(topic));
    expect(problems).toEqual([]);
  });

  it('should give every item a clue that does not give the word away, and 2–3 misspellings (1 for words of 3 letters or fewer)', () => {
    const problems: string[] = [];
    for (const { topic } of topics) {
      for (const item of topic.items) {
        if (!item.clue) problems.push(`${topic.key} ${item.word}: no clue`);
        else if (!isPhrase(item) && normaliseText(item.clue).toLowerCase().includes(normaliseText(item.word).toLowerCase())) problems.push(`${topic.key} ${item.word}: clue contains the word`);
        const needed = letterCount(item.word) <= 3 ? 1 : 2;
        if (item.misspellings.length < needed || item.misspellings.length > 3) problems.push(`${topic.key} ${item.word}: ${item.misspellings.length} misspellings`);
        if (!item.sentence) problems.push(`${topic.key} ${item.word}: no example sentence`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('should translate every word item into the two other languages', () => {
    const problems: string[] = [];
    for (const { topic } of topics) {
      for (const item of topic.items.filter((i) => !isPhrase(i))) {
        for (const other of LANGUAGES.filter((l) => l !== topic.language)) {
          if (!item.translations[other]) problems.push(`${topic.key} ${item.word}: no ${other} translation`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('should give categories to whole topics or none, with at least two categories', () => {
    for (const { topic } of topics) {
      const withCategory = topic.items.filter((i) => i.category).length;
      if (withCategory === 0) continue;
      expect({ key: topic.key, all: withCategory === topic.items.length }).toEqual({ key: topic.key, all: true });
      expect(new Set(topic.items.map((i) => i.category)).size).toBeGreaterThanOrEqual(2);
    }
  });

  it('should point every picture at an icon we ship, and give concrete-noun topics a picture per item (relationship words like son are tagged abstract)', () => {
    const concrete = new Set(['family', 'school', 'body', 'animals', 'fruits', 'food', 'home', 'transport', 'nature', 'jobs', 'festivals']);
    const problems: string[] = [];
    for (const { topic } of topics) {
      for (const item of topic.items) {
        if (item.image && !pictureExists(item.image)) problems.push(`${topic.key} ${item.word}: unknown picture ${item.image}`);
        if (concrete.has(topic.theme) && !item.image && !item.tags.includes('abstract')) problems.push(`${topic.key} ${item.word}: no picture`);
      }
      const pictures = topic.items.map((i) => i.image).filter(Boolean);
      if (new Set(pictures).size !== pictures.length) problems.push(`${topic.key}: two items share a picture`);
    }
    expect(problems).toEqual([]);
  });

  it('property over ALL bundled Tamil text: letters() joins back and no letter starts with a vowel sign or pulli', () => {
    let checked = 0;
    for (const { topic } of topics) {
      for (const item of topic.items) {
        const texts = [item.word, item.sentence, item.clue, item.translations.ta, ...item.misspellings].filter((t): t is string => !!t && /[\u0b80-\u0bff]/.test(t));
        for (const text of texts) {
          const ls = letters(text);
          expect(joinLetters(ls)).toBe(normaliseText(text));
          expect({ text, broken: ls.filter(isBrokenLetter) }).toEqual({ text, broken: [] });
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it('should keep Malay content Malaysian (not Indonesian forms)', () => {
    const indonesian = /\b(mobil|sepeda|gratis|sepatu|kantor|ulang tahun|bisa|karena|jeruk|apel|kamar|dokter|polisi|televisi|sepak bola|handuk)\b/i;
    const found = topics
      .filter(({ topic }) => topic.language === 'bm')
      .flatMap(({ topic }) => topic.items.flatMap((i) => [i.word, i.sentence ?? '', i.clue ?? '']))
      .filter((t) => indonesian.test(t));
    expect(found).toEqual([]);
  });

  it('should keep English content in British/Malaysian spelling and free of words on the naughty-words list', () => {
    const american = /\b(color|colors|favorite|center|gray|mom|airplane|truck|candy|neighbor|neighbors)\b/i;
    const problems: string[] = [];
    for (const { topic } of topics.filter((t) => t.topic.language === 'en')) {
      for (const item of topic.items) {
        for (const text of [item.word, item.sentence ?? '', item.clue ?? '', item.meaning ?? '', ...item.misspellings]) {
          if (american.test(text)) problems.push(`${topic.key}: American spelling in "${text}"`);
          const words = text.toLowerCase().split(/[^a-z']+/).filter(Boolean);
          for (const w of words) if (naughty.includes(w)) problems.push(`${topic.key}: "${w}" in "${text}"`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
