import type { Topic } from '@app/shared';
import { createRng } from '@app/shared';
import { generatePictureRound, PICTURE_LEVELS, pictureItems } from './pictureQuestions';

const item = (word: string, image?: string) => ({ word, image, translations: {}, misspellings: [], tags: [] });
const topic: Topic = {
  key: 'pre-generated-ta-animals-y1',
  language: 'ta',
  title: 'விலங்குகள்',
  year: 1,
  theme: 'animals',
  items: [
    item('பூனை', 'cat'),
    item('நாய்', 'dog'),
    item('மாடு', 'cow'),
    item('ஆடு', 'goat'),
    item('யானை', 'elephant'),
    item('குதிரை', 'horse'),
    item('கோழி', 'chicken'),
    item('வாத்து', 'duck'),
    item('குரங்கு', 'monkey'),
    item('புலி', 'tiger'),
    item('சிங்கம்'),
    item('மான்', 'deer'),
  ],
};

describe('picture game', () => {
  for (const level of [1, 2, 3] as const) {
    it(`should ask level ${level} questions about pictures only, each with the answer among its options once`, () => {
      const round = generatePictureRound(topic, level, createRng(level));
      expect(round.questions).toHaveLength(Math.min(PICTURE_LEVELS[level].questions, 11));
      for (const q of round.questions) {
        const owner = topic.items.find((i) => i.image === q.prompt.image);
        expect(owner?.word).toBe(q.answer);
        expect(q.options.filter((o) => o === q.answer)).toHaveLength(1);
        expect(q.options).toHaveLength(PICTURE_LEVELS[level].options);
      }
    });
  }

  it('should leave out words without a picture, and pictures two words share', () => {
    const shared = [...topic.items, item('பசு', 'cow')];
    expect(pictureItems(shared).map((i) => i.word)).not.toContain('மாடு');
    expect(pictureItems(shared).map((i) => i.word)).not.toContain('சிங்கம்');
  });

  it('should rebuild the same round from the same seed', () => {
    expect(generatePictureRound(topic, 2, createRng(7))).toEqual(generatePictureRound(topic, 2, createRng(7)));
  });
});
