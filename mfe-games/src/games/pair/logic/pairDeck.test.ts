import type { TopicItem } from '@app/shared';
import { createRng } from '@app/shared';
import { buildPairDeck, pairScore, partnerFace, startPairs, turnCard, PAIR_LEVELS } from './pairDeck';

const item = (word: string, patch: Partial<TopicItem> = {}): TopicItem => ({ word, translations: {}, misspellings: [], tags: [], ...patch });
const items = ['பூனை', 'நாய்', 'மாடு', 'ஆடு', 'யானை', 'குதிரை', 'கோழி', 'வாத்து', 'மீன்'].map((w, i) =>
  item(w, { image: `img-${i}`, translations: { en: `en-${i}` } }),
);

describe('pair (memory) game', () => {
  it.each([1, 2, 3] as const)('deals two cards per pair on level %s, each pair a word and its partner', (level) => {
    const deck = buildPairDeck(items, 'ta', level, createRng(level));
    expect(deck).toHaveLength(PAIR_LEVELS[level].pairs * 2);
    for (let p = 0; p < PAIR_LEVELS[level].pairs; p++) {
      const faces = deck
        .filter((c) => c.pair === p)
        .map((c) => c.face.kind)
        .sort();
      expect(faces).toEqual(['picture', 'word']);
    }
  });

  it('pairs with a picture first, else a translation in another language, else the meaning', () => {
    expect(partnerFace(item('cat', { image: 'cat', translations: { ta: 'பூனை' } }), 'en')).toEqual({
      kind: 'picture',
      image: 'cat',
      label: 'பூனை',
      labelLang: 'ta',
    });
    expect(partnerFace(item('cat', { translations: { en: 'cat', ta: 'பூனை' } }), 'en')).toEqual({ kind: 'text', text: 'பூனை', lang: 'ta' });
    expect(partnerFace(item('cat', { meaning: 'a pet' }), 'en')).toEqual({ kind: 'text', text: 'a pet' });
    expect(partnerFace(item('cat'), 'en')).toBeUndefined();
  });

  it("names what each picture shows by the word's meaning or translation, never the word itself", () => {
    expect(partnerFace(item('பூனை', { image: 'cat', translations: { en: 'cat', bm: 'kucing' } }), 'ta')).toMatchObject({ label: 'cat', labelLang: 'en' });
    expect(partnerFace(item('பூனை', { image: 'cat', meaning: 'வீட்டு விலங்கு' }), 'ta')).toMatchObject({ label: 'வீட்டு விலங்கு', labelLang: 'ta' });
  });

  it('keeps a match up, shows a miss until the next card, and finishes when all are matched', () => {
    const deck = buildPairDeck(items, 'ta', 1, createRng(9));
    let state = startPairs(deck);
    const partner = (i: number) => deck.findIndex((c, j) => j !== i && c.pair === deck[i]!.pair);
    const stranger = (i: number) => deck.findIndex((c) => c.pair !== deck[i]!.pair);
    let outcome;
    [state, outcome] = turnCard(state, 0);
    expect(outcome).toBe('opened');
    [state, outcome] = turnCard(state, stranger(0));
    expect(outcome).toBe('miss');
    expect(state.open).toHaveLength(2);
    [state] = turnCard(state, 0);
    expect(state.open).toEqual([0]);
    [state, outcome] = turnCard(state, partner(0));
    expect(outcome).toBe('match');
    for (let i = 0; i < deck.length; i++) {
      if (state.matched.includes(i)) continue;
      [state] = turnCard(state, i);
      [state] = turnCard(state, partner(i));
    }
    expect(state.finished).toBe(true);
    expect(pairScore(state, 1)).toBe(4 * 10 - 2);
  });
});
