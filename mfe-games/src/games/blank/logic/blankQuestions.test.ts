import { letters } from '@app/shared';
import { createRng } from '@app/shared';
import { tamilAnimalsTopic, wordsOnlyTopic } from '../../choice/testing/tamilAnimalsTopic';
import { applyRoundMove } from '../../choice/logic/questionRound';
import { BLANK_LEVELS, canPlayBlank, generateBlankRound } from './blankQuestions';

describe('blank questions', () => {
  it('should be offered only for topics with sentences that contain their words', () => {
    expect(canPlayBlank(tamilAnimalsTopic)).toBe(true);
    expect(canPlayBlank(wordsOnlyTopic)).toBe(false);
  });

  for (const level of [1, 2] as const) {
    it(`should offer ${BLANK_LEVELS[level].options} choices on level ${level}, the answer once`, () => {
      const round = generateBlankRound(tamilAnimalsTopic, level, createRng(level));
      expect(round.questions).toHaveLength(Math.min(BLANK_LEVELS[level].questions, 8));
      for (const q of round.questions) {
        expect(q.options).toHaveLength(BLANK_LEVELS[level].options);
        expect(q.options.filter((o) => o === q.answer)).toHaveLength(1);
        expect(q.prompt.before + q.answer + q.prompt.after).toBe(tamilAnimalsTopic.items.find((i) => i.word === q.answer)?.sentence);
      }
    });
  }

  it('should ask for a typed answer on the hard level, telling how many letters it has', () => {
    const round = generateBlankRound(tamilAnimalsTopic, 3, createRng(3));
    expect(round.questions.length).toBeGreaterThan(0);
    for (const q of round.questions) {
      expect(q.options).toEqual([]);
      expect(q.prompt.letterCount).toBe(letters(q.answer).length);
      expect(q.prompt.translation).toBe(tamilAnimalsTopic.items.find((i) => i.word === q.answer)?.translations.en);
      expect(q.prompt.translationLanguage).toBe('en');
    }
  });
});

describe('blank questions where two words fit one gap', () => {
  const topic = {
    ...tamilAnimalsTopic,
    items: [
      { word: 'மீன்', sentence: 'மீன் குளத்தில் நீந்துகிறது.', translations: {}, misspellings: [], tags: [] },
      { word: 'வாத்து', sentence: 'வாத்து குளத்தில் நீந்துகிறது.', translations: {}, misspellings: [], tags: [] },
      { word: 'பூனை', sentence: 'பூனை பால் குடிக்கிறது.', translations: {}, misspellings: [], tags: [] },
      { word: 'நாய்', sentence: 'நாய் வாலை ஆட்டுகிறது.', translations: {}, misspellings: [], tags: [] },
    ],
  };

  it('should never offer the other fitting word as a wrong choice', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      for (const q of generateBlankRound(topic, 2, createRng(seed)).questions) {
        if (q.answer === 'மீன்') expect(q.options).not.toContain('வாத்து');
        if (q.answer === 'வாத்து') expect(q.options).not.toContain('மீன்');
      }
    }
  });

  it('should accept either fitting word when typed, and show the one typed in the gap', () => {
    const round = generateBlankRound(topic, 3, createRng(1));
    const index = round.questions.findIndex((q) => q.answer === 'மீன்');
    expect(round.questions[index]?.alsoRight).toEqual(['வாத்து']);
    let state = round;
    for (let i = 0; i < index; i += 1) state = applyRoundMove(applyRoundMove(state, { type: 'type', text: 'x' }), { type: 'next' });
    state = applyRoundMove(state, { type: 'type', text: 'வாத்து' });
    expect(state.feedback).toMatchObject({ verdict: 'right', answer: 'வாத்து', points: 10 });
  });
});
