import type { TopicItem } from '@app/shared';
import { isBrokenLetter } from '@app/shared';
import { createRng } from '../../common/seededRandom';
import { applySpellMove, initialSpellState, judgeSpelling, spellScore } from './spellMoves';
import { buildSpellRounds, type SpellRound } from './spellRounds';

const ROUNDS: SpellRound[] = [{ word: 'பள்ளிக்கூடம்', letters: ['ப', 'ள்', 'ளி', 'க்', 'கூ', 'ட', 'ம்'] }, { word: 'கொக்கு', letters: ['கொ', 'க்', 'கு'] }];

describe('spell', () => {
  const rows: [string, string, string, 1 | 2 | 3, string][] = [
    ['the exact word', 'கொக்கு', 'கொக்கு', 3, 'exact'],
    ['decomposed ொ (ெ + ா) is the same letter', 'க\u0bc6\u0bbeக்கு', 'கொக்கு', 3, 'exact'],
    ['one letter off is near on easy', 'கோக்கு', 'கொக்கு', 1, 'near'],
    ['one letter off a short word is wrong on medium', 'கோக்கு', 'கொக்கு', 2, 'wrong'],
    ['one letter off a long word is near on medium', 'பள்ளிகூடம்', 'பள்ளிக்கூடம்', 2, 'near'],
    ['one letter off is wrong on hard', 'பள்ளிகூடம்', 'பள்ளிக்கூடம்', 3, 'wrong'],
    ['case does not matter in Malay', 'Kucing', 'kucing', 3, 'exact'],
  ];
  for (const [name, answer, word, level, expected] of rows) {
    it(`should judge spelling: ${name}`, () => expect(judgeSpelling(answer, word, level)).toBe(expected));
  }

  it('should count typo tolerance in letters, not code points (கோ for கொ is one letter)', () => {
    expect(judgeSpelling('கோக்கு', 'கொக்கு', 1)).toBe('near');
  });

  it('should build words from keypad letters and typed keys alike', () => {
    let [s] = applySpellMove(ROUNDS, 3, { ...initialSpellState(), round: 1 }, { type: 'letter', letter: 'கொ' });
    [s] = applySpellMove(ROUNDS, 3, s, { type: 'text', text: 'க' });
    [s] = applySpellMove(ROUNDS, 3, s, { type: 'text', text: '்' });
    [s] = applySpellMove(ROUNDS, 3, s, { type: 'text', text: 'கு' });
    expect(s.typed).toEqual(['கொ', 'க்', 'கு']);
    const [done, o] = applySpellMove(ROUNDS, 3, s, { type: 'submit' });
    expect(o).toBe('exact');
    expect(done.done).toBe(true);
  });

  it('should give two tries, then move on', () => {
    let [s, o] = applySpellMove(ROUNDS, 3, initialSpellState(), { type: 'submit', text: 'தவறு' });
    expect(o).toBe('wrong');
    [s, o] = applySpellMove(ROUNDS, 3, s, { type: 'submit', text: 'தவறு' });
    expect(o).toBe('missed');
    expect(s).toMatchObject({ round: 1, exact: 0, attempts: 2 });
  });

  it('should hint the next right letter after the right beginning', () => {
    let [s] = applySpellMove(ROUNDS, 1, initialSpellState(), { type: 'text', text: 'பஸ' });
    [s] = applySpellMove(ROUNDS, 1, s, { type: 'hint' });
    expect(s.typed).toEqual(['ப', 'ள்']);
  });

  it('should score 10 × level for exact and half for near', () => {
    expect(spellScore({ exact: 2, near: 1 }, 2)).toBe(50);
  });

  it('should keep whole Tamil letters in every round', () => {
    const item = (word: string): TopicItem => ({ word, audio: word, translations: {}, misspellings: [], tags: [] });
    for (const r of buildSpellRounds(['க்ஷேத்திரம்', 'ஸ்ரீரங்கம்', 'லக்ஷ்மி'].map(item), 3, createRng(1))) expect(r.letters.filter(isBrokenLetter)).toEqual([]);
  });
});
