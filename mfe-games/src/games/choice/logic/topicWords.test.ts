import { sameLetters, type TopicItem } from '@app/shared';
import { createRng } from '@app/shared';
import { distinctItems, pickDistractors, wordKey } from './topicWords';

const item = (word: string, category?: string): TopicItem => ({ word, translations: {}, misspellings: [], tags: [], ...(category ? { category } : {}) });

describe('topic words', () => {
  const pairs: [string, string][] = [
    ['கொக்கு', 'கொக்கு'.normalize('NFD')],
    ['Kucing', 'kucing '],
    ['பூ\u200cனை', 'பூனை'],
    ['ice cream', 'ice  cream'],
    ['cat', 'cut'],
    ['பால்', 'பாலை'],
  ];
  for (const [a, b] of pairs) {
    it(`should give "${a}" and "${b}" the same key exactly when sameLetters ignoring case says so`, () => {
      expect(wordKey(a) === wordKey(b)).toBe(sameLetters(a, b, { ignoreCase: true }));
    });
  }

  it('should keep the first of two items with the same word', () => {
    expect(distinctItems([item('Cat'), item('dog'), item('cat')]).map((i) => i.word)).toEqual(['Cat', 'dog']);
  });

  it('should never offer the answer itself as a wrong option', () => {
    const pool = [item('cat'), item('Cat'), item('dog'), item('cow')];
    expect(pickDistractors(pool[0] as TopicItem, pool, 5, createRng(1)).sort()).toEqual(['cow', 'dog']);
  });
});
