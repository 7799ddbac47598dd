import type { Topic } from '@app/shared';
import { draftProblems, draftToTopicBody, emptyItem, newDraft, topicToDraft, type TopicDraft } from './topicDraft';

const withWords = (words: string[], patch: Partial<TopicDraft> = {}): TopicDraft => ({
  ...newDraft('ta'),
  title: 'பழங்கள்',
  items: words.map((word) => ({ ...emptyItem(), word })),
  ...patch,
});

describe('topic drafts', () => {
  it('accepts a titled topic of four different words', () => {
    expect(draftProblems(withWords(['மாம்பழம்', 'வாழைப்பழம்', 'பலாப்பழம்', 'கொய்யா']))).toEqual([]);
  });

  it.each([
    ['no title', withWords(['அ', 'ஆ', 'இ', 'ஈ'], { title: ' ' }), { kind: 'title' }],
    ['three words (empty rows do not count)', withWords(['அ', 'ஆ', 'இ', '']), { kind: 'tooFewItems', min: 4 }],
    ['the same word twice', withWords(['பூனை', 'நாய்', 'பூனை', 'மாடு']), { kind: 'duplicate', row: 3, word: 'பூனை' }],
  ])('reports %s', (_name, draft, problem) => {
    expect(draftProblems(draft)).toContainEqual(problem);
  });

  it('reports an example sentence that does not contain its word', () => {
    const draft = withWords(['பூனை', 'நாய்', 'ஆடு', 'மாடு']);
    draft.items[1] = { ...draft.items[1]!, sentence: 'பூனை பால் குடிக்கிறது.' };
    expect(draftProblems(draft)).toEqual([{ kind: 'sentenceWithoutWord', row: 2, word: 'நாய்' }]);
  });

  it('compares Tamil typed as separate vowel signs with the composed form (NFC)', () => {
    const draft = withWords(['கொக்கு', 'நாய்', 'ஆடு', 'மாடு']);
    // ொ typed as ெ + ா
    draft.items[0] = { ...draft.items[0]!, sentence: 'ஒரு \u0B95\u0BC6\u0BBE\u0B95\u0BCD\u0B95\u0BC1 பறக்கிறது.' };
    expect(draftProblems(draft)).toEqual([]);
  });

  it('round-trips a topic through the form without losing pictures, audio or tags', () => {
    const topic: Topic = {
      key: 'custom-fruits-abc123',
      language: 'ta',
      title: 'பழங்கள்',
      year: 2,
      theme: 'food',
      items: [
        { word: 'மாம்பழம்', meaning: 'ஒரு பழம்', translations: { en: 'mango' }, misspellings: ['மாம்பலம்'], image: 'mango', audio: 'ta-mango', tags: ['fruit'] },
      ],
    };
    const body = draftToTopicBody(topicToDraft(topic), topic);
    expect(body).toMatchObject({ key: topic.key, title: 'பழங்கள்', year: 2 });
    expect(body.items[0]).toMatchObject({
      word: 'மாம்பழம்',
      image: 'mango',
      audio: 'ta-mango',
      tags: ['fruit'],
      misspellings: ['மாம்பலம்'],
      translations: { en: 'mango' },
    });
  });
});
