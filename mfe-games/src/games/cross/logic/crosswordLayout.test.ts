import { isBrokenLetter, letters } from '@app/shared';
import { createRng } from '@app/shared';
import { crosswordCeiling, crosswordDensity, crosswordReach, generateCrossword, isCrosswordConnected, type Crossword } from './crosswordLayout';

const TAMIL = [
  'குரங்கு',
  'சிங்கம்',
  'ஒட்டகம்',
  'காகம்',
  'கழுதை',
  'குதிரை',
  'பாம்பு',
  'புலி',
  'எலி',
  'புறா',
  'எருமை',
  'ஆமை',
  'ஆடு',
  'மாடு',
  'மான்',
  'மீன்',
  'கரடி',
  'க்ஷேத்திரம்',
  'ஸ்ரீரங்கம்',
  'லக்ஷ்மி',
];
const ENGLISH = [
  'elephant',
  'cat',
  'dog',
  'horse',
  'cow',
  'goat',
  'bear',
  'peacock',
  'parrot',
  'monkey',
  'tiger',
  'lion',
  'rabbit',
  'mouse',
  'snake',
  'tortoise',
  'frog',
  'chicken',
  'duck',
  'deer',
];
const entries = (ws: string[]) => ws.map((word) => ({ word, clue: `clue for ${word}` }));

/** Every placed word reads its own letters from the grid, and nothing else is written. */
function expectConsistent(c: Crossword) {
  const covered = new Set<string>();
  for (const p of c.placements) {
    p.letters.forEach((l, k) => {
      const r = p.row + (p.direction === 'down' ? k : 0);
      const col = p.col + (p.direction === 'across' ? k : 0);
      expect(c.cells[r]![col]).toBe(l);
      covered.add(`${r},${col}`);
    });
  }
  c.cells.forEach((row, r) => row.forEach((x, col) => expect(x === null).toBe(!covered.has(`${r},${col}`))));
}

// Speed is measured by `npm run bench` (mfe-games/bench), never asserted in tests.
describe('generateCrossword', () => {
  for (const [name, words] of [
    ['Tamil', TAMIL],
    ['English', ENGLISH],
  ] as const) {
    it(`should lay out a connected ${name} crossword of at most 15×15 with one whole letter per cell`, () => {
      // A fixed number of attempts and no time limit: the same layout on a busy machine too.
      const c = generateCrossword(entries([...words]), createRng(1), { attempts: 12, timeBudgetMs: 1e6 });
      expect(c.placements.length).toBeGreaterThan(3);
      expect(c.width).toBeLessThanOrEqual(15);
      expect(c.height).toBeLessThanOrEqual(15);
      expect(isCrosswordConnected(c)).toBe(true);
      expect(crosswordDensity(c)).toBeGreaterThanOrEqual(0.3);
      // As many words as any layout can hold (exhaustive search), every word where all can be.
      expect(c.placements.length).toBe(crosswordCeiling(entries([...words])).placed);
      expect(
        c.cells
          .flat()
          .filter((x): x is string => x !== null)
          .filter((x) => isBrokenLetter(x) || letters(x).length !== 1),
      ).toEqual([]);
      expect(c.placements.length + c.skipped.length).toBe(words.length);
      expectConsistent(c);
    });
  }

  it('should place all 20 words of an English topic connected on at most 15×15', () => {
    const c = generateCrossword(entries(ENGLISH), createRng(3), { timeBudgetMs: 1e6 });
    expect(c.skipped).toEqual([]);
    expect(Math.max(c.width, c.height)).toBeLessThanOrEqual(15);
    expect(isCrosswordConnected(c)).toBe(true);
    // 0.36 here (20 words need most of 15×15); the bench's 20-word English list reaches 0.44.
    expect(crosswordDensity(c)).toBeGreaterThanOrEqual(0.35);
    expectConsistent(c);
  });

  it('should report a word sharing no whole letter with the others as unconnectable and skip it', () => {
    // க and கா are different letters: கால் shares nothing with the rest.
    const words = ['பள்ளிக்கூடம்', 'கூடை', 'படம்', 'கால்'];
    expect(crosswordReach(entries(words))).toEqual({ usable: 4, placeable: 3, unconnectable: ['கால்'] });
    const c = generateCrossword(entries(words), createRng(1), { timeBudgetMs: 1e6 });
    expect(c.skipped).toEqual(['கால்']);
    expect(isCrosswordConnected(c)).toBe(true);
  });

  it('should find that words sharing a letter can still be impossible to cross together', () => {
    // All four share letters in a chain, yet அழகு meets அளந்து only at their first letters and
    // உலகளவு must cross அளந்து right beside it, and கல் can only cross உலகளவு where it would run
    // alongside அளந்து: every layout of three makes two words touch side by side.
    const words = ['அழகு', 'அளந்து', 'உலகளவு', 'கல்'];
    expect(crosswordReach(entries(words)).placeable).toBe(4);
    expect(crosswordCeiling(entries(words))).toEqual({ placed: 2, exhaustive: true });
    expect(generateCrossword(entries(words), createRng(1), { timeBudgetMs: 1e6 }).placements).toHaveLength(2);
  });

  it('should keep a connected grid when only the first words are kept', () => {
    const c = generateCrossword(entries(ENGLISH), createRng(5), { maxWords: 6 });
    expect(c.placements).toHaveLength(6);
    expect(isCrosswordConnected(c)).toBe(true);
  });

  it('should place every word of a list whose words can all cross', () => {
    const c = generateCrossword(entries(['பள்ளிக்கூடம்', 'கூடை', 'படம்', 'பள்ளி', 'மடம்']), createRng(4), { attempts: 12, timeBudgetMs: 1e6 });
    expect(c.skipped).toEqual([]);
  });

  it('should number clues in reading order, sharing a number where across and down start together', () => {
    const c = generateCrossword(entries(ENGLISH.slice(0, 8)), createRng(2));
    const starts = [...c.placements].sort((a, b) => a.row - b.row || a.col - b.col);
    expect(starts.map((p) => p.number)).toEqual([...starts.map((p) => p.number)].sort((a, b) => a - b));
    expect(starts[0]!.number).toBe(1);
  });

  it('should give the same layout for the same seed', () => {
    expect(generateCrossword(entries(ENGLISH), createRng(9), { attempts: 3, timeBudgetMs: 1e6 })).toEqual(
      generateCrossword(entries(ENGLISH), createRng(9), { attempts: 3, timeBudgetMs: 1e6 }),
    );
  });

  it('should skip a one-letter word instead of placing it', () => {
    expect(generateCrossword(entries(['a', 'cat', 'tap']), createRng(1)).skipped).toEqual(['a']);
  });
});
