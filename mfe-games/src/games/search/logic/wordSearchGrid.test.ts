import { isBrokenLetter, letters } from '@app/shared';
import { createRng } from '@app/shared';
import { SEARCH_LEVELS } from './wordSearchLevels';
import { DIRECTIONS, generateWordSearch, placementCells } from './wordSearchGrid';

const TAMIL = ['பள்ளிக்கூடம்', 'க்ஷேத்திரம்', 'ஸ்ரீரங்கம்', 'லக்ஷ்மி', 'கொக்கு', 'தமிழ்', 'யானை', 'புத்தகம்', 'ஆசிரியர்', 'மாணவர்', 'வகுப்பு', 'பென்சில்'];

// Speed is measured by `npm run bench` (mfe-games/bench), never asserted in tests.
describe('generateWordSearch', () => {
  for (const level of [1, 2, 3] as const) {
    const cfg = SEARCH_LEVELS[level];
    it(`should place the words on a ${cfg.size}×${cfg.size} grid using only the first ${cfg.directions} directions (level ${level})`, () => {
      const words = TAMIL.slice(0, cfg.words).filter((w) => letters(w).length <= cfg.size);
      const p = generateWordSearch({ words, rows: cfg.size, cols: cfg.size, directions: cfg.directions, rng: createRng(level) });
      expect(p.grid).toHaveLength(cfg.size);
      expect(p.grid.every((r) => r.length === cfg.size)).toBe(true);
      expect(p.placements.length + p.skipped.length).toBe(words.length);
      expect(p.placements.length).toBeGreaterThanOrEqual(words.length - 1);
      const allowed = DIRECTIONS.slice(0, cfg.directions);
      for (const pl of p.placements) {
        expect(allowed).toContainEqual(pl.direction);
        expect(
          placementCells(pl)
            .map((c) => p.grid[c.row]![c.col])
            .join(''),
        ).toBe(letters(pl.word).join(''));
      }
    });
  }

  it('should never put a broken Tamil letter (a lone vowel sign or pulli) in a cell', () => {
    const p = generateWordSearch({ words: TAMIL, rows: 15, cols: 15, directions: 8, rng: createRng(5) });
    expect(p.grid.flat().filter(isBrokenLetter)).toEqual([]);
    expect(p.grid.flat().every((cell) => letters(cell).length === 1)).toBe(true);
  });

  it('should give the same puzzle for the same seed', () => {
    const a = generateWordSearch({ words: TAMIL, rows: 15, cols: 15, directions: 8, rng: createRng(11) });
    const b = generateWordSearch({ words: TAMIL, rows: 15, cols: 15, directions: 8, rng: createRng(11) });
    expect(a).toEqual(b);
  });

  it('should skip a word longer than the grid instead of breaking it', () => {
    const p = generateWordSearch({ words: ['பள்ளிக்கூடம்', 'யானை'], rows: 4, cols: 4, directions: 4, rng: createRng(1) });
    expect(p.skipped).toEqual(['பள்ளிக்கூடம்']);
  });

  it('should fill a grid taller than wide, a word longer than a row only down or up', () => {
    // a grid taller than wide, as a Tamil grid on a narrow screen is (searchGridShape)
    for (let seed = 0; seed < 20; seed++) {
      const p = generateWordSearch({ words: TAMIL, rows: 13, cols: 6, directions: 8, rng: createRng(seed) });
      expect(p.grid).toHaveLength(13);
      expect(p.grid.every((r) => r.length === 6)).toBe(true);
      for (const pl of p.placements) {
        const cells = placementCells(pl);
        expect(cells.every((c) => c.row >= 0 && c.row < 13 && c.col >= 0 && c.col < 6)).toBe(true);
        expect(cells.map((c) => p.grid[c.row]![c.col]).join('')).toBe(letters(pl.word).join(''));
        if (pl.letters.length > 6) expect(pl.direction.dc).toBe(0);
      }
      expect(p.placements.length).toBeGreaterThanOrEqual(TAMIL.length - 1);
    }
  });
});
