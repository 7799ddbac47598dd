import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { topicSchema, type Topic } from '@app/shared';
import { gameById, gamesForTopic, usableItems } from '../../common/gameRegistry';
import { LEVELS } from '../../common/levels';
import { createRng } from '@app/shared';
import { buildSearchPuzzle } from './buildSearchPuzzle';
import { SEARCH_GAP, SEARCH_LEVELS, searchGridSize } from './wordSearchLevels';

/** A 360 px phone less the page's and panel's padding. */
const PHONE = 318;

describe('word search grids fit the screen, never squeezed', () => {
  it.each<[number, [number, number, number]]>([
    // [px available, grid size on easy / medium / hard]
    [0, [8, 11, 15]], // not measured: the level's own size
    [1200, [8, 11, 15]], // a desktop
    [PHONE, [7, 8, 9]],
    [280, [6, 7, 8]], // a very small phone
  ])('%d px → %j', (available, sizes) => {
    expect(LEVELS.map((l) => searchGridSize(l, available))).toEqual(sizes);
  });

  it("should keep every cell at least its level's size, and never below 24 px", () => {
    for (const available of [240, 280, PHONE, 400, 600]) {
      for (const level of LEVELS) {
        const size = searchGridSize(level, available);
        const cell = (available - SEARCH_GAP * (size - 1)) / size;
        expect(cell).toBeGreaterThanOrEqual(Math.min(SEARCH_LEVELS[level].minCell, 24));
        expect(cell).toBeGreaterThanOrEqual(24);
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
      const puzzles = LEVELS.map((l) => buildSearchPuzzle(usableItems(gameById('search')!, topic), l, createRng(1), searchGridSize(l, PHONE)));
      expect(new Set(puzzles.map((p) => p.size)).size).toBe(3);
      expect(puzzles[0]!.placements.length).toBeLessThanOrEqual(puzzles[2]!.placements.length);
      expect(puzzles[0]!.placements.length).toBeGreaterThanOrEqual(3);
    });
  }
});
