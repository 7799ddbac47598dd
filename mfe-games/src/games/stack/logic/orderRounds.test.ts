import type { Topic } from '@app/shared';
import { createRng } from '@app/shared';
import { buildReformRounds, sentenceWords } from '../../reform/logic/reformRounds';
import { applyOrderMove, rightPlaces, scrambled, startOrder } from './orderRounds';
import { alphabetical, buildStackRounds } from './stackRounds';

const item = (word: string, sentence?: string) => ({ word, sentence, translations: { en: `${word}-en` }, misspellings: [], tags: [] });

describe('ordering engine (stack, reform)', () => {
  it('never deals a round already in order', () => {
    for (let seed = 0; seed < 50; seed++) expect(scrambled(3, createRng(seed))).not.toEqual([0, 1, 2]);
  });

  it('moves pieces, marks the right places, and scores full points only on the first check', () => {
    const rng = createRng(1);
    let state = startOrder([{ answer: ['a', 'b', 'c'] }, { answer: ['x', 'y'] }], rng);
    state = { ...state, order: [2, 0, 1] };
    let outcome;
    [state, outcome] = applyOrderMove(state, { type: 'check' }, 1, rng);
    expect(outcome).toBe('wrong');
    expect(rightPlaces(state)).toEqual([false, false, false]);
    [state] = applyOrderMove(state, { type: 'move', from: 0, to: 2 }, 1, rng);
    expect(state.order).toEqual([0, 1, 2]);
    [state, outcome] = applyOrderMove(state, { type: 'check' }, 1, rng);
    expect(outcome).toBe('right');
    expect(state).toMatchObject({ current: 1, score: 5, solved: 1 });
    [state] = applyOrderMove(state, { type: 'skip' }, 1, rng);
    expect(state).toMatchObject({ finished: true, solved: 1 });
  });
});

describe('stack', () => {
  const days: Topic = {
    key: 'pre-generated-en-days-y1',
    language: 'en',
    title: 'Days',
    year: 1,
    theme: 'time',
    ordered: true,
    items: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((w) => item(w)),
  };

  it("gives runs in the topic's own order for an ordered topic", () => {
    const { mode, rounds } = buildStackRounds(days, 1, createRng(3));
    expect(mode).toBe('sequence');
    for (const r of rounds) {
      const first = days.items.findIndex((i) => i.word === r.answer[0]);
      expect(r.answer).toEqual(days.items.slice(first, first + 4).map((i) => i.word));
    }
  });

  it('orders Tamil words in Tamil alphabetical order (vowels before consonants)', () => {
    expect(alphabetical(['மாடு', 'ஆடு', 'கோழி', 'அணில்', 'யானை'], 'ta')).toEqual(['அணில்', 'ஆடு', 'கோழி', 'மாடு', 'யானை']);
  });
});

describe('reform', () => {
  it("splits sentences into whole words and keeps a Tamil word's letters together", () => {
    expect(sentenceWords(' நான்  பள்ளிக்குச் செல்கிறேன். ')).toEqual(['நான்', 'பள்ளிக்குச்', 'செல்கிறேன்.']);
  });

  it('builds rounds from sentences of a length that suits the level', () => {
    const topic: Topic = {
      key: 'pre-generated-ta-school-y1',
      language: 'ta',
      title: 'பள்ளி',
      year: 1,
      theme: 'school',
      items: [item('பேனா', 'இது என் பேனா.'), item('புத்தகம்', 'நான் புத்தகம் படிக்கிறேன்.'), item('மேசை', 'மேசை மேல் ஒரு பெரிய புத்தகம் இருக்கிறது.'), item('பை', 'பை')],
    };
    const rounds = buildReformRounds(topic, 1, createRng(2));
    expect(rounds.map((r) => r.answer.length).every((n) => n >= 3 && n <= 4)).toBe(true);
    expect(rounds.map((r) => r.answer.join(' ')).sort()).toEqual(['இது என் பேனா.', 'நான் புத்தகம் படிக்கிறேன்.']);
  });
});
