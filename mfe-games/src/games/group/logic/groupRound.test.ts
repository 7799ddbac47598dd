import type { TopicItem } from '@app/shared';
import { createRng } from '@app/shared';
import { groupsOf, placeCard, startGroups } from './groupRound';

const item = (word: string, category?: string): TopicItem => ({ word, category, translations: {}, misspellings: [], tags: [] });
const items = [
  item('பூனை', 'வீட்டு விலங்கு'),
  item('நாய்', 'வீட்டு விலங்கு'),
  item('மாடு', 'வீட்டு விலங்கு'),
  item('ஆடு', 'வீட்டு விலங்கு'),
  item('புலி', 'காட்டு விலங்கு'),
  item('சிங்கம்', 'காட்டு விலங்கு'),
  item('யானை', 'காட்டு விலங்கு'),
  item('கிளி', 'பறவை'),
  item('காகம்', 'பறவை'),
  item('மயில்', 'பறவை'),
  item('மீன்', 'நீர் வாழ்வன'),
  item('தவளை'),
];

describe('group game', () => {
  it('uses only categories of two or more words', () => {
    expect([...groupsOf(items).keys()].sort()).toEqual(['காட்டு விலங்கு', 'பறவை', 'வீட்டு விலங்கு']);
  });

  // issue 22: two groups on easy made a guess right half the time (random play earned 3★)
  it('deals two words from each of three groups on easy, so a guess is right a third of the time', () => {
    const state = startGroups(items, 1, createRng(4));
    expect(state.groups).toHaveLength(3);
    expect(state.cards).toHaveLength(6);
    for (const g of state.groups) expect(state.cards.filter((c) => c.group === g)).toHaveLength(2);
  });

  // issue 22.4: a topic of two groups played the same six cards on every level
  it('deals more cards on each harder level, also from a topic of only two groups', () => {
    const two = items.filter((i) => i.category === 'வீட்டு விலங்கு' || i.category === 'காட்டு விலங்கு');
    expect([1, 2, 3].map((level) => startGroups(two, level as 1 | 2 | 3, createRng(4)).cards.length)).toEqual([6, 7, 7]);
    expect([1, 2, 3].map((level) => startGroups(items, level as 1 | 2 | 3, createRng(4)).cards.length)).toEqual([6, 9, 10]);
  });

  it('counts every wrong group a card was put in', () => {
    let state = startGroups(items, 2, createRng(6));
    const card = state.cards[0]!;
    for (const g of state.groups.filter((g) => g !== card.group)) [state] = placeCard(state, card.word, g, 2);
    expect(state.wrongs?.[card.word]).toBe(state.groups.length - 1);
  });

  it('keeps a word out of a wrong group, scores less after a miss, and finishes when all are placed', () => {
    let state = startGroups(items, 1, createRng(5));
    const [first] = state.cards;
    const wrongGroup = state.groups.find((g) => g !== first!.group)!;
    const [afterWrong, outcome] = placeCard(state, first!.word, wrongGroup, 1);
    state = afterWrong;
    expect(outcome).toBe('wrong');
    expect(state.placed).toEqual({});
    for (const card of state.cards) [state] = placeCard(state, card.word, card.group, 1);
    expect(state.finished).toBe(true);
    // half for the word placed after a wrong group, full for the other five
    expect(state.score).toBe(5 + 5 * 10);
  });
});
