import type { TopicItem } from '@app/shared';
import { isBrokenLetter, letters } from '@app/shared';
import { createRng } from '@app/shared';
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

  it('should pick a tile for each typed letter, count a wrong order without moving on, and say when no tile has the letter', () => {
    const rounds = buildJumbleRounds(ITEMS, 2, createRng(3));
    const r = rounds[0]!;
    const typeAll = (s0: ReturnType<typeof initialJumbleState>, ls: readonly string[]) =>
      ls.reduce<[ReturnType<typeof initialJumbleState>, string]>(([s], letter) => applyJumbleMove(rounds, s, { type: 'type', letter }), [s0, 'none']);
    const [s, wrongOrder] = typeAll(initialJumbleState(), r.tiles);
    expect(wrongOrder).toBe('incorrect');
    expect(s).toMatchObject({ round: 0, attempts: 1, picked: [] });
    expect(applyJumbleMove(rounds, s, { type: 'type', letter: 'ஔ' })).toEqual([s, 'noTile']);
    expect(typeAll(s, r.letters)[1]).toBe('correct');
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

  it('should finish after the last word and score 10 a word per level (the frame charges hints)', () => {
    const rounds = buildJumbleRounds(ITEMS, 1, createRng(5));
    let s = initialJumbleState();
    for (const r of rounds) for (const letter of r.letters) [s] = applyJumbleMove(rounds, s, { type: 'type', letter });
    expect(s.done).toBe(true);
    expect(jumbleScore(s.solved, 1)).toBe(50);
  });

  it('should give no hint when the word is already placed right', () => {
    const rounds = buildJumbleRounds(ITEMS, 1, createRng(6));
    const r = rounds[0]!;
    let s = initialJumbleState();
    for (let k = 0; k < r.letters.length - 1; k += 1) [s] = applyJumbleMove(rounds, s, { type: 'hint' });
    expect(s.hintsThisRound).toBe(r.letters.length - 1);
    const [last, outcome] = applyJumbleMove(rounds, s, { type: 'hint' });
    expect(outcome).toBe('correct');
    expect(last.round).toBe(1);
  });
});
