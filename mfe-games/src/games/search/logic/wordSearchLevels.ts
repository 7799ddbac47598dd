import { cellsThatFit } from '../../common/gridFit';
import type { Level } from '../../common/levels';

/**
 * Grid sized by level; 4 forward-reading directions on easy, 6 on medium, all 8 on hard. `minCell`
 * is the smallest cell the level may draw (px): easy keeps big cells for small fingers, hard may go
 * smaller, never below 24 px (WCAG 2.2 2.5.8) and never overlapping.
 */
export const SEARCH_LEVELS: Readonly<Record<Level, { size: number; directions: number; words: number; minCell: number }>> = {
  1: { size: 8, directions: 4, words: 6, minCell: 42 },
  2: { size: 11, directions: 6, words: 8, minCell: 36 },
  3: { size: 15, directions: 8, words: 12, minCell: 32 },
};

/** Space between search cells, px. */
export const SEARCH_GAP = 2;

/**
 * The grid size a level plays on a screen `available` px wide: the level's size, or fewer cells
 * when its cells would be smaller than the level allows (0 px: not measured, the level's size).
 * On a 360 px phone (318 px for the grid) that is 7, 8 and 9 cells: still three different grids. A
 * Tamil letter as wide as கோ or ளை (48–49 px at 22 px) fits the hard grid's 33 px cells only
 * condensed (useFitText: Noto Sans Tamil's condensed design, down to 62.5 %) and then smaller,
 * 17–17.5 px; the widest, ணை, 13.7 px. More cells a row would make those smaller still: seeing the
 * whole grid is the game, so it does not pan (docs/adr/0032).
 */
export function searchGridSize(level: Level, available: number): number {
  const { size, minCell } = SEARCH_LEVELS[level];
  return Math.max(4, Math.min(size, cellsThatFit(available, { min: minCell, gap: SEARCH_GAP })));
}
