import type { TopicItem } from '@app/shared';
import { createRng } from '@app/shared';
import { tamilAnimalsTopic, wordsOnlyTopic } from '../../choice/testing/tamilAnimalsTopic';
import { canPlayError, generateErrorRound, misspeltSentence, realMisspellings } from './errorQuestions';

const item = (word: string, misspellings: string[], sentence?: string): TopicItem => ({
  word,
  misspellings,
  translations: {},
  tags: [],
  ...(sentence ? { sentence } : {}),
});

describe('error questions', () => {
  it('should ignore misspellings that are the word itself, blank or repeated', () => {
    expect(realMisspellings(item('கொக்கு', ['கொக்கு'.normalize('NFD'), ' ', 'கோக்கு', 'கோக்கு', 'கொக்கூ']))).toEqual(['கோக்கு', 'கொக்கூ']);
  });

  it('should be offered only for topics with misspellings', () => {
    expect(canPlayError(tamilAnimalsTopic)).toBe(true);
    expect(canPlayError(wordsOnlyTopic)).toBe(false);
  });

  it('should swap the whole word in its sentence and keep the punctuation', () => {
    expect(misspeltSentence('காட்டில் ஒரு யானை.', 'யானை', 'யாணை')).toEqual({ tokens: ['காட்டில்', 'ஒரு', 'யாணை.'], wrongIndex: 2 });
    expect(misspeltSentence('பூனைக்குப் பால் கொடு.', 'பூனை', 'பூணை')).toBeUndefined();
  });

  for (const level of [1, 2] as const) {
    it(`should ask on level ${level} for the right spelling among the item's misspellings`, () => {
      const round = generateErrorRound(tamilAnimalsTopic, level, createRng(level));
      expect(round.questions.length).toBeGreaterThan(0);
      for (const q of round.questions) {
        const source = tamilAnimalsTopic.items.find((i) => i.word === q.answer);
        expect(q.prompt).toMatchObject({ mode: 'pick', correct: q.answer });
        expect(q.options.filter((o) => o === q.answer)).toHaveLength(1);
        for (const o of q.options.filter((o) => o !== q.answer)) expect(source?.misspellings).toContain(o);
        expect(q.options.length).toBeLessThanOrEqual(level === 1 ? 3 : 4);
      }
    });
  }

  it('should ask on level 3 to spot the one misspelt word of a sentence', () => {
    const round = generateErrorRound(tamilAnimalsTopic, 3, createRng(3));
    expect(round.questions).toHaveLength(8);
    for (const q of round.questions) {
      expect(q.prompt.mode).toBe('spot');
      const source = tamilAnimalsTopic.items.find((i) => i.word === q.prompt.correct);
      expect(source?.misspellings).toContain(q.answer.replace(/[.]$/, ''));
      expect(q.options.filter((o) => o === q.answer)).toHaveLength(1);
    }
  });

  it('should spot the misspelt word among other topic words when the item has no sentence', () => {
    const topic = { ...wordsOnlyTopic, items: [item('book', ['buk']), item('pencil', ['pensil']), item('ruler', ['ruller']), item('desk', [])] };
    const round = generateErrorRound(topic, 3, createRng(1));
    for (const q of round.questions) {
      expect(q.prompt).toMatchObject({ mode: 'spot', inSentence: false });
      expect(q.options).toHaveLength(4);
      expect(q.options).toContain(q.answer);
      expect(q.options.filter((o) => ['buk', 'pensil', 'ruller'].includes(o))).toEqual([q.answer]);
    }
  });
});
