import type { TopicItem } from '@app/shared';
import { createRng } from '../../common/seededRandom';
import { applyChangeMove, buildChangeRounds, startChange } from './changeRounds';

const item = (word: string, misspellings: string[]): TopicItem => ({ word, misspellings, translations: {}, tags: [] });
const items = [item('ஆழம்', ['ஆளம்', 'அழம்', 'ஆழாம்']), item('பள்ளி', ['பல்லி', 'பள்ழி']), item('கொக்கு', ['கோக்கு']), item('வெள்ளம்', ['வெல்லம்'])];

describe('change game', () => {
  it('starts from a same-length misspelling one letter away on easy, with whole Tamil letters', () => {
    const rounds = buildChangeRounds(items, 1, createRng(1));
    // வெல்லம் → வெள்ளம் needs two changes (ல்→ள், ல→ள): not on easy
    expect(rounds).toHaveLength(3);
    for (const r of rounds) {
      expect(r.start).toHaveLength(r.target.length);
      expect(Object.keys(r.options)).toHaveLength(1);
      const [place, options] = Object.entries(r.options)[0]!;
      expect(options).toContain(r.target[Number(place)]);
    }
    // ஆழாம் has a letter more (ஆ ழா ம்): never a start
    expect(rounds.map((r) => r.start.join(''))).not.toContain('ஆழாம்');
  });

  it('allows two changes on hard (பல்லி → பள்ளி changes ல் and லி)', () => {
    const rounds = buildChangeRounds(items, 3, createRng(2));
    expect(rounds.find((r) => r.target.join('') === 'பள்ளி')?.start.join('')).toBe('பல்லி');
  });

  it('refuses a letter that is already right, then changes the wrong one and solves the word', () => {
    const rounds = [{ start: ['ஆ', 'ள', 'ம்'], target: ['ஆ', 'ழ', 'ம்'], options: { 1: ['ழ', 'ள', 'ல', 'ழா'] } }];
    let state = startChange(rounds);
    let outcome;
    [state, outcome] = applyChangeMove(state, { type: 'select', place: 0 }, 1);
    expect(outcome).toBe('notThisLetter');
    [state, outcome] = applyChangeMove(state, { type: 'select', place: 1 }, 1);
    expect(outcome).toBe('selected');
    [state, outcome] = applyChangeMove(state, { type: 'replace', letter: 'ல' }, 1);
    expect(outcome).toBe('wrongLetter');
    [state, outcome] = applyChangeMove(state, { type: 'replace', letter: 'ழ' }, 1);
    expect(outcome).toBe('solved');
    expect(state).toMatchObject({ finished: true, solved: 1, score: 10 - 2 * 3 });
  });
});
