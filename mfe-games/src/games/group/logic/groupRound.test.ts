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

  it('deals three words from each of two groups on easy', () => {
    const state = startGroups(items, 1, createRng(4));
    expect(state.groups).toHaveLength(2);
    expect(state.cards).toHaveLength(6);
    for (const g of state.groups) expect(state.cards.filter((c) => c.group === g)).toHaveLength(3);
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
