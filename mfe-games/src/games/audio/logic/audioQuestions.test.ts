import { wordLetters, type Topic } from '@app/shared';
import { createRng } from '@app/shared';
import { applyRoundMove } from '../../choice/logic/questionRound';
import { AUDIO_LEVELS, generateAudioRound } from './audioQuestions';

const words = ['பள்ளிக்கூடம்', 'ஆசிரியர்', 'மாணவர்', 'புத்தகம்', 'பேனா', 'மேசை', 'நாற்காலி', 'கரும்பலகை', 'பை'];
const topic: Topic = {
  key: 'pre-generated-ta-school-y1',
  language: 'ta',
  title: 'பள்ளி',
  year: 1,
  theme: 'school',
  items: words.map((word, i) => ({ word, audio: i === 8 ? undefined : `ta-${i}`, translations: { en: `word ${i}` }, misspellings: [], tags: [] })),
};

describe('audio game', () => {
  it('should ask only about words that have a recording, with choices on easy and medium', () => {
    for (const level of [1, 2] as const) {
      const round = generateAudioRound(topic, level, createRng(level));
      expect(round.questions).toHaveLength(AUDIO_LEVELS[level].questions);
      for (const q of round.questions) {
        expect(q.answer).not.toBe('பை');
        expect(q.options).toContain(q.answer);
        expect(q.options).toHaveLength(AUDIO_LEVELS[level].options);
      }
    }
  });

  it('should have the answer typed on hard, counting Tamil letters (not code points), with only the sound to go by', () => {
    const round = generateAudioRound(topic, 3, createRng(3));
    const q = round.questions.find((x) => x.answer === 'பள்ளிக்கூடம்') ?? round.questions[0]!;
    expect(q.options).toEqual([]);
    expect(q.prompt.letterCount).toBe(wordLetters(q.answer).length);
    // nothing on screen gives the word away: no translation to read instead of listening
    expect(round.questions.every((x) => x.prompt.translation === undefined)).toBe(true);
    const typed = applyRoundMove(round, { type: 'type', text: round.questions[0]!.answer });
    expect(typed.feedback?.verdict).toBe('right');
  });
});
