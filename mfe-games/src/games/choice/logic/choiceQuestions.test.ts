import type { Topic } from '@app/shared';
import { createRng } from '@app/shared';
import { tamilAnimalsTopic, wordsOnlyTopic } from '../testing/tamilAnimalsTopic';
import { canPlayChoice, CHOICE_LEVELS, choicePrompts, generateChoiceRound } from './choiceQuestions';
import { pickDistractors } from './topicWords';

describe('choice questions', () => {
  it('should offer every prompt an item can feed, but never a translation in the topic language', () => {
    const item = tamilAnimalsTopic.items[0]!;
    expect(choicePrompts({ ...item, translations: { ...item.translations, ta: 'பூனை' } }, 'ta').map((p) => p.kind)).toEqual([
      'picture',
      'translation',
      'translation',
      'meaning',
      'clue',
    ]);
  });

  it('should not be offered for a topic without meanings, clues, translations or pictures', () => {
    expect(canPlayChoice(wordsOnlyTopic)).toBe(false);
    expect(canPlayChoice(tamilAnimalsTopic)).toBe(true);
  });

  for (const level of [1, 2, 3] as const) {
    it(`should make level ${level} questions whose options hold the answer once and come from the topic`, () => {
      const round = generateChoiceRound(tamilAnimalsTopic, level, createRng(level));
      const words = tamilAnimalsTopic.items.map((i) => i.word);
      expect(round.questions).toHaveLength(Math.min(CHOICE_LEVELS[level].questions, words.length));
      for (const q of round.questions) {
        expect(q.options).toHaveLength(CHOICE_LEVELS[level].options);
        expect(q.options.filter((o) => o === q.answer)).toHaveLength(1);
        expect(new Set(q.options).size).toBe(q.options.length);
        for (const o of q.options) expect(words).toContain(o);
      }
    });
  }

  it('should show pictures first on the easy level and clues or meanings on the hard level', () => {
    expect(generateChoiceRound(tamilAnimalsTopic, 1, createRng(5)).questions.every((q) => q.prompt.kind === 'picture')).toBe(true);
    expect(generateChoiceRound(tamilAnimalsTopic, 3, createRng(5)).questions.every((q) => q.prompt.kind === 'clue' || q.prompt.kind === 'meaning')).toBe(true);
  });

  it('should generate the same round from the same seed (a resumed game is rebuilt exactly)', () => {
    expect(generateChoiceRound(tamilAnimalsTopic, 2, createRng(42))).toEqual(generateChoiceRound(tamilAnimalsTopic, 2, createRng(42)));
  });

  it('should not ask a question two items answer alike (the same clue on two words)', () => {
    const topic: Topic = {
      ...wordsOnlyTopic,
      items: [
        { word: 'cat', clue: 'a pet', translations: {}, misspellings: [], tags: [] },
        { word: 'dog', clue: 'a pet', translations: {}, misspellings: [], tags: [] },
        { word: 'lion', clue: 'king of the jungle', translations: {}, misspellings: [], tags: [] },
      ],
    };
    const round = generateChoiceRound(topic, 1, createRng(1));
    expect(round.questions.map((q) => q.answer)).toEqual(['lion']);
  });

  it('should prefer wrong options of the same category', () => {
    const cat = tamilAnimalsTopic.items[0]!;
    const distractors = pickDistractors(cat, tamilAnimalsTopic.items, 3, createRng(9));
    const homeAnimals = tamilAnimalsTopic.items.filter((i) => i.category === cat.category && i.word !== cat.word).map((i) => i.word);
    expect(distractors.slice().sort()).toEqual(homeAnimals.slice().sort());
  });
});
