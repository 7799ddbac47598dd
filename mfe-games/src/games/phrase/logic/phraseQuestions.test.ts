import type { Topic } from '@app/shared';
import { createRng } from '@app/shared';
import { generatePhraseRound, isPhrase } from './phraseQuestions';

const phrase = (word: string, sentence: string, meaning: string) => ({
  word,
  sentence,
  meaning,
  translations: { en: 'x' },
  misspellings: [],
  tags: ['phrase'],
});
const topic: Topic = {
  key: 'pre-generated-ta-phrases-y5',
  language: 'ta',
  title: 'பழமொழிகள்',
  year: 5,
  theme: 'phrases',
  items: [
    phrase('ஆழம்', 'ஆழம் தெரியாமல் காலை விடாதே.', 'முழுமையாக அறியாமல் இறங்கக் கூடாது.'),
    phrase('பெருவெள்ளம்', 'சிறுதுளி பெருவெள்ளம்.', 'சிறிய சேமிப்புகள் சேர்ந்து பெரிய செல்வமாகும்.'),
    phrase('அழகு', 'கற்றோர்க்குச் சென்ற இடமெல்லாம் சிறப்பு; அடக்கமே அழகு.', 'அடக்கம் அழகைத் தரும்.'),
    phrase('உழைப்பு', 'உழைப்பு உயர்வு தரும்.', 'உழைப்பால் முன்னேறலாம்.'),
    { word: 'பூனை', sentence: 'பூனை பால் குடிக்கிறது.', translations: {}, misspellings: [], tags: [] },
  ],
};

describe('phrase game', () => {
  it('should ask only about phrases, with the key word missing and the meaning shown', () => {
    const round = generatePhraseRound(topic, 1, createRng(1));
    expect(round.questions.length).toBe(4);
    for (const q of round.questions) {
      expect(q.answer).not.toBe('பூனை');
      const item = topic.items.find((i) => i.word === q.answer)!;
      expect(`${q.prompt.before}${q.answer}${q.prompt.after}`).toBe(item.sentence);
      expect(q.prompt.meaning).toBe(item.meaning);
      expect(q.prompt.translation).toBeUndefined();
    }
  });

  it('should recognise phrases by their tag', () => {
    expect(topic.items.map(isPhrase)).toEqual([true, true, true, true, false]);
  });
});
