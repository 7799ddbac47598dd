import { createRng } from '@app/shared';
import { initialCrossState, wordCells, cellKey, type CrossState } from './crossMoves';
import { generateCrossword } from './crosswordLayout';
import { settleCrossword, typeInCrossword, type CrossCursor } from './crossTyping';

const puzzle = generateCrossword(
  [
    { word: 'ஸ்ரீரங்கம்', clue: 'a town' },
    { word: 'கடல்', clue: 'sea' },
    { word: 'மரம்', clue: 'tree' },
    { word: 'பள்ளிக்கூடம்', clue: 'school' },
  ],
  createRng(2),
  { timeBudgetMs: 1e6 },
);
const startOf = (i: number): CrossCursor => {
  const p = puzzle.placements[i]!;
  return { row: p.row, col: p.col, across: p.direction === 'across', toFill: true };
};
/** Types `text` one code point at a time, as a Tamil keyboard sends it; counts the verdicts. */
function typeCodePoints(state: CrossState, cursor: CrossCursor, text: string) {
  let s = state;
  let c = cursor;
  const verdicts: string[] = [];
  for (const ch of text) {
    const r = typeInCrossword(puzzle, s, c, { type: 'text', text: ch });
    s = r.state;
    c = r.cursor;
    if (r.outcome.kind !== 'none') verdicts.push(r.outcome.kind);
  }
  return { state: s, cursor: c, verdicts };
}
const index = (word: string) => puzzle.placements.findIndex((p) => p.word === word);

describe('typing a crossword with a keyboard that sends code points one by one', () => {
  it('should place ஸ்ரீரங்கம் in five cells, ஸ்ரீ in one, and solve it without a miss', () => {
    const i = index('ஸ்ரீரங்கம்');
    expect(i).toBeGreaterThanOrEqual(0);
    const { state, verdicts } = typeCodePoints(initialCrossState(puzzle), startOf(i), 'ஸ்ரீரங்கம்');
    const cells = wordCells(puzzle.placements[i]!).map(([r, c]) => state.entries[cellKey(r, c)]);
    expect(cells).toEqual(['ஸ்ரீ', 'ர', 'ங்', 'க', 'ம்']);
    expect(verdicts).toEqual(['solved']);
    expect(state.misses).toBe(0);
  });

  it("should not count a miss before the last letter's vowel sign arrives", () => {
    for (const placement of puzzle.placements) {
      const { state, verdicts } = typeCodePoints(initialCrossState(puzzle), startOf(puzzle.placements.indexOf(placement)), placement.word);
      expect({ word: placement.word, verdicts, misses: state.misses }).toEqual({ word: placement.word, verdicts: ['solved'], misses: 0 });
    }
  });

  it('should pass over a cell a crossing word already filled, and still solve the word', () => {
    // solve every word but the longest, then type the longest: its crossing cells are filled already
    const longest = [...puzzle.placements].sort((a, b) => b.letters.length - a.letters.length)[0]!;
    let s = initialCrossState(puzzle);
    for (const p of puzzle.placements) if (p !== longest) s = typeCodePoints(s, startOf(puzzle.placements.indexOf(p)), p.word).state;
    const crossingFilled = wordCells(longest).filter(([r, c]) => s.entries[cellKey(r, c)]).length;
    expect(crossingFilled).toBeGreaterThan(0);
    // the child types only the letters still missing, in order
    const missing = wordCells(longest)
      .flatMap(([r, c], k) => (s.entries[cellKey(r, c)] ? [] : [longest.letters[k]!]))
      .join('');
    const { state, verdicts } = typeCodePoints(s, startOf(puzzle.placements.indexOf(longest)), missing);
    expect(verdicts).toEqual(['solved']);
    expect(state.solved).toHaveLength(puzzle.placements.length);
  });

  it('should also solve it when the child types the whole word, crossing letters too', () => {
    const longest = [...puzzle.placements].sort((a, b) => b.letters.length - a.letters.length)[0]!;
    let s = initialCrossState(puzzle);
    for (const p of puzzle.placements) if (p !== longest) s = typeCodePoints(s, startOf(puzzle.placements.indexOf(p)), p.word).state;
    const { state, verdicts } = typeCodePoints(s, startOf(puzzle.placements.indexOf(longest)), longest.word);
    expect(verdicts).toEqual(['solved']);
    expect(state.solved).toHaveLength(puzzle.placements.length);
  });

  it('should call a wrong word wrong once its last letter is complete (the child moves on)', () => {
    const i = index('கடல்');
    // கடக then nothing: the last க may still take a sign, so no verdict until the child moves on
    const typed = typeCodePoints(initialCrossState(puzzle), startOf(i), 'கடக');
    expect(typed.verdicts).toEqual([]);
    const [after, outcome] = settleCrossword(puzzle, typed.state);
    expect(outcome).toMatchObject({ kind: 'wrong', words: [i] });
    expect(after.misses).toBe(1);
  });

  it('should take keypad letters whole and erase a letter whole', () => {
    const i = index('மரம்');
    let s = initialCrossState(puzzle);
    let c = startOf(i);
    for (const letter of ['ம', 'ர']) ({ state: s, cursor: c } = typeInCrossword(puzzle, s, c, { type: 'keypad', letter }));
    ({ state: s } = typeInCrossword(puzzle, s, c, { type: 'erase' }));
    const cells = wordCells(puzzle.placements[i]!).map(([r, col]) => s.entries[cellKey(r, col)] ?? '');
    expect(cells.filter(Boolean)).toHaveLength(1);
  });
});
