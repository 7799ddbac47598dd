import { describe, it } from 'node:test';
import { expect } from 'expect';
import { isBrokenLetter, joinLetters, letters, normaliseText, LANGUAGES } from '@app/shared/node';
import { loadBundledTopics } from '../../src/content/bundledTopics';
import { checkLibrary } from '../../src/content/check/checkLibrary';
import { formatFinding, sortFindings } from '../../src/content/check/findings';

const topics = loadBundledTopics();

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

  it('should pass the content check: nothing refused in the whole library (npm run content:check lists what is)', () => {
    const { findings } = checkLibrary();
    expect(sortFindings(findings).map(formatFinding)).toEqual([]);
  });

  it('should print every verse whole: a மூதுரை venba has 15 seers, a kural 7 (a dropped or added word shows)', () => {
    const seers = { moothurai: 15, thirukkural: 7 } as const;
    for (const [set, count] of Object.entries(seers)) {
      const verses = topics.filter((t) => t.topic.set === set).flatMap((t) => t.topic.items);
      expect(verses.length).toBeGreaterThanOrEqual(15);
      for (const item of verses) expect({ word: item.word, seers: item.sentence?.split(/\s+/).length }).toEqual({ word: item.word, seers: count });
    }
  });

  it('property over ALL bundled Tamil text: letters() joins back and no letter starts with a vowel sign or pulli', () => {
    let checked = 0;
    for (const { topic } of topics) {
      for (const item of topic.items) {
        const texts = [item.word, item.sentence, item.clue, item.translations.ta, ...item.misspellings].filter(
          (t): t is string => !!t && /[\u0b80-\u0bff]/.test(t),
        );
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
});
