import type { TopicItem } from '@app/shared';
import { createRng } from '../../common/seededRandom';
import { buildMarkPassage, scoreMarks, wordTokenIndex } from './markPassage';

const item = (word: string, sentence: string, category?: string): TopicItem => ({ word, sentence, category, translations: {}, misspellings: [], tags: [] });

describe('mark game', () => {
  it('finds the word inside a suffixed token, letter by letter', () => {
    expect(wordTokenIndex(['நான்', 'பூனைக்கு', 'பால்', 'கொடுத்தேன்.'], 'பூனை')).toBe(1);
    expect(wordTokenIndex(['Saya', 'suka', 'kucingnya.'], 'kucing')).toBe(2);
    // கண் must not match the start of கணினி: கண் is க + ண், கணினி is க + ணி + …
    expect(wordTokenIndex(['அவன்', 'கணினி', 'பார்த்தான்.'], 'கண்')).toBe(-1);
  });

  it('asks for one category when the topic has two or more, with the others as distractors', () => {
    const items = [
      item('பூனை', 'பூனை தூங்குகிறது.', 'விலங்கு'), item('நாய்', 'நாய் குரைக்கிறது.', 'விலங்கு'),
      item('கிளி', 'கிளி பேசுகிறது.', 'பறவை'), item('காகம்', 'காகம் கரைகிறது.', 'பறவை'), item('மயில்', 'மயில் ஆடுகிறது.', 'பறவை'),
    ];
    const passage = buildMarkPassage(items, 2, createRng(3));
    expect(passage.kind === 'விலங்கு' || passage.kind === 'பறவை').toBe(true);
    const targets = passage.sentences.flatMap((s) => s.filter((t) => t.target).map((t) => t.text));
    expect(targets.length).toBeGreaterThan(0);
    for (const t of targets) expect(items.find((i) => t.startsWith(i.word))?.category).toBe(passage.kind);
  });

  it('scores found targets and takes points for wrong taps', () => {
    const passage = { kind: null, sentences: [[{ text: 'a', target: true }, { text: 'b', target: false }], [{ text: 'c', target: true }]] };
    expect(scoreMarks(passage, new Set(['0:0', '0:1']), 2)).toEqual({ hits: 1, misses: 1, wrongTaps: 1, score: 10 });
  });
});
