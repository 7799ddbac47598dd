import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { topicSchema, type Topic } from '@app/shared';
import { gameById, gamesForTopic, usableItems } from '../../common/gameRegistry';
import { LEVELS } from '../../common/levels';
import { createRng } from '@app/shared';
import { buildSearchPuzzle } from './buildSearchPuzzle';
import { SEARCH_GAP, SEARCH_LEVELS, searchCellSize, searchGridShape, TAMIL_CELL_WIDTH } from './wordSearchLevels';

/** A 360 px phone less the page's and panel's padding. */
const PHONE = 318;

describe('word search grids fit the screen, never squeezed', () => {
  it.each<[number, [number, number, number]]>([
    // [px available, grid size on easy / medium / hard]
    [0, [8, 11, 15]], // not measured: the level's own size
    [1200, [8, 11, 15]], // a desktop
    [PHONE, [7, 8, 9]],
    [280, [6, 7, 8]], // a very small phone
  ])('%d px → %j, square for English and Malay', (available, sizes) => {
    for (const language of ['en', 'bm'] as const)
      expect(LEVELS.map((l) => searchGridShape(l, available, language))).toEqual(sizes.map((n) => ({ rows: n, cols: n })));
  });

  it.each<[number, [string, string, string]]>([
    // [px available, rows×columns on easy / medium / hard]
    [0, ['8×8', '11×11', '15×15']],
    [1200, ['8×8', '11×11', '15×15']],
    [700, ['8×8', '11×11', '15×13']], // hard: 13 columns of 50 px
    [PHONE, ['7×6', '8×6', '9×6']],
    [280, ['6×5', '7×5', '8×5']],
  ])("a Tamil grid at %d px → %j: columns wide enough for its letters, the square's rows", (available, shapes) => {
    expect(LEVELS.map((l) => searchGridShape(l, available, 'ta')).map((s) => `${s.rows}×${s.cols}`)).toEqual(shapes);
  });

  it("should keep every cell at least its level's size and never below 24 px, a Tamil column at least TAMIL_CELL_WIDTH", () => {
    for (const available of [240, 280, PHONE, 400, 600, 700, 1200]) {
      for (const language of ['ta', 'en'] as const) {
        for (const level of LEVELS) {
          const shape = searchGridShape(level, available, language);
          const cell = searchCellSize(level, shape, available, language);
          // the grid is never wider than its room, where its four columns at the least fit
          if (shape.cols > 4) expect(shape.cols * cell.width + SEARCH_GAP * (shape.cols - 1)).toBeLessThanOrEqual(available);
          expect(cell.height).toBeGreaterThanOrEqual(SEARCH_LEVELS[level].minCell);
          expect(Math.min(cell.width, cell.height)).toBeGreaterThanOrEqual(24);
          if (language === 'ta') expect(cell.width).toBeGreaterThanOrEqual(TAMIL_CELL_WIDTH);
          // a square grid has square cells, as before
          if (language === 'en') expect(cell.width).toBe(cell.height);
        }
      }
    }
  });
});

const ROOT = join(__dirname, '../../../../../api/content/topics');
const topics: Topic[] = existsSync(ROOT)
  ? readdirSync(ROOT).flatMap((lang) =>
      readdirSync(join(ROOT, lang))
        .filter((f) => f.endsWith('.json'))
        .map((f) => topicSchema.parse(JSON.parse(readFileSync(join(ROOT, lang, f), 'utf8')))),
    )
  : [];

describe('on a phone, the three levels of every bundled topic still differ', () => {
  for (const topic of topics.filter((t) => gamesForTopic(t).includes(gameById('search')!))) {
    it(topic.key, () => {
      const puzzles = LEVELS.map((l) => buildSearchPuzzle(usableItems(gameById('search')!, topic), l, createRng(1), searchGridShape(l, PHONE, topic.language)));
      // more cells on each level
      const cells = puzzles.map((p) => p.rows * p.cols);
      expect(cells[0]).toBeLessThan(cells[1]!);
      expect(cells[1]).toBeLessThan(cells[2]!);
      expect(puzzles[0]!.placements.length).toBeLessThanOrEqual(puzzles[2]!.placements.length);
      expect(puzzles[0]!.placements.length).toBeGreaterThanOrEqual(3);
    });
  }
});
