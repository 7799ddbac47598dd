import { topicTitleFor } from './topicTitle';

describe('topic titles instead of keys (issue 15: never pre-generated-ta-animals-y2)', () => {
  const animals = { title: 'விலங்குகள்', language: 'ta' as const };
  it.each([
    ['a Tamil topic for a Tamil reader', animals, 'ta', 'விலங்குகள்'],
    ['a Tamil topic for an English reader, with no English title', animals, 'en', 'விலங்குகள்'],
    ["a topic with a title in the reader's language", { ...animals, titles: { en: 'Animals' } }, 'en', 'Animals'],
    ['a blank translated title', { ...animals, titles: { bm: ' ' } }, 'bm', 'விலங்குகள்'],
    ['an unknown topic', undefined, 'ta', null],
  ] as const)('%s → %s', (_label, entry, language, title) => expect(topicTitleFor(entry, language)).toBe(title));
});
