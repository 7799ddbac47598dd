import type { TopicItem } from '@app/shared';
import { isBrokenLetter, letters } from '@app/shared';
import { createRng } from '../../common/seededRandom';
import { applyJumbleMove, initialJumbleState, jumbleScore } from './jumbleMoves';
import { buildJumbleRounds } from './jumbleRounds';

const item = (word: string): TopicItem => ({ word, clue: `${word}?`, translations: {}, misspellings: [], tags: [] });
const ITEMS = ['கொக்கு', 'பள்ளிக்கூடம்', 'க்ஷேத்திரம்', 'ஸ்ரீரங்கம்', 'லக்ஷ்மி', 'தமிழ்', 'யானை', 'பூனை'].map(item);

describe('jumble', () => {
  it('should shuffle whole letters and never give the word in its own order', () => {
    for (let seed = 0; seed < 20; seed++) {
      for (const r of buildJumbleRounds(ITEMS, 3, createRng(seed))) {
        expect([...r.tiles].sort()).toEqual([...letters(r.word)].sort());
        expect(r.tiles.join('')).not.toBe(r.word);
        expect(r.tiles.filter(isBrokenLetter)).toEqual([]);
      }
    }
  });

  it('should take 5 words of at most 5 letters on easy', () => {
    const rounds = buildJumbleRounds(ITEMS, 1, createRng(1));
    expect(rounds).toHaveLength(5);
    expect(rounds.every((r) => r.letters.length <= 5)).toBe(true);
  });

  it('should mark a word right when the tiles are picked in order, and move on', () => {
    const rounds = buildJumbleRounds(ITEMS, 1, createRng(2));
    let s = initialJumbleState();
    let outcome;
    const r = rounds[0]!;
    const used: number[] = [];
    for (const l of r.letters) {
      const tile = r.tiles.findIndex((t, i) => t === l && !used.includes(i));
      used.push(tile);
      [s, outcome] = applyJumbleMove(rounds, s, { type: 'pick', tile });
    }
    expect(outcome).toBe('correct');
    expect(s).toMatchObject({ round: 1, solved: 1, attempts: 1, picked: [] });
  });

  it('should accept a typed answer, and count a wrong one without moving on', () => {
    const rounds = buildJumbleRounds(ITEMS, 2, createRng(3));
    let [s, o] = applyJumbleMove(rounds, initialJumbleState(), { type: 'answer', text: 'தவறு' });
    expect(o).toBe('incorrect');
    expect(s).toMatchObject({ round: 0, attempts: 1 });
    [s, o] = applyJumbleMove(rounds, s, { type: 'answer', text: ` ${rounds[0]!.word} ` });
    expect(o).toBe('correct');
  });

  it('should place the next right letter as a hint, fixing a wrong start', () => {
    const rounds = buildJumbleRounds(ITEMS, 3, createRng(4));
    const r = rounds[0]!;
    const wrongFirst = r.tiles.findIndex((t) => t !== r.letters[0]);
    let [s] = applyJumbleMove(rounds, initialJumbleState(), { type: 'pick', tile: wrongFirst });
    [s] = applyJumbleMove(rounds, s, { type: 'hint' });
    expect(r.tiles[s.picked[0]!]).toBe(r.letters[0]);
    expect(s.picked).toHaveLength(1);
  });

  it('should finish after the last word and score 10 a word per level less a point a hint', () => {
    const rounds = buildJumbleRounds(ITEMS, 1, createRng(5));
    let s = initialJumbleState();
    for (const r of rounds) [s] = applyJumbleMove(rounds, s, { type: 'answer', text: r.word });
    expect(s.done).toBe(true);
    expect(jumbleScore(s.solved, 1, 2)).toBe(48);
  });
});
