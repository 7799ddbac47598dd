import type { Language } from '@app/shared';
import { cellsThatFit, fitCells } from '../../common/gridFit';
import type { Level } from '../../common/levels';
import type { GridShape } from './wordSearchGrid';

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
 * The narrowest cell a Tamil letter fits at 22 px (issue 22: a seven-year-old's game letters): ணை,
 * the widest letter of the bundled Tamil topics, is 47.2 px in Noto Sans Tamil's condensed design
 * (62.5 %; 61.8 px as drawn), and a cell has a 1 px border each side (docs/adr/0032). A Latin
 * letter at 22 px fits every level's cells.
 */
export const TAMIL_CELL_WIDTH = 50;

const columnWidth = (level: Level, language: Language) => Math.max(SEARCH_LEVELS[level].minCell, language === 'ta' ? TAMIL_CELL_WIDTH : 0);

/**
 * The grid a level plays on a screen `available` px wide (0 px: not measured, the level's own).
 * Square where its columns fit: the level's size, or fewer cells a side when they would be smaller
 * than the level allows (7, 8 and 9 on a 360 px phone, 318 px for the grid). A Tamil grid whose
 * columns are then too narrow for its letters (33–44 px on a phone) keeps the square's rows and
 * takes fewer, wider columns: 6 of 50 px on a phone, so every letter is 22 px. It is no taller
 * than the square, so the grid and its words still fit one screen; seeing the whole grid is the
 * game, so it does not pan (docs/adr/0032). The levels still differ: 42, 48 and 54 cells, with
 * 6, 8 and 12 words in 4, 6 and 8 directions.
 */
export function searchGridShape(level: Level, available: number, language: Language): GridShape {
  const { size, minCell } = SEARCH_LEVELS[level];
  const square = Math.max(4, Math.min(size, cellsThatFit(available, { min: minCell, gap: SEARCH_GAP })));
  return { rows: square, cols: Math.max(4, Math.min(square, cellsThatFit(available, { min: columnWidth(level, language), gap: SEARCH_GAP }))) };
}

/**
 * A cell's size in px for a grid of `shape` in `available` px: columns fill the width (at most
 * 48 px, or a Tamil letter's width), rows are as tall as the square grid's.
 */
export function searchCellSize(level: Level, shape: GridShape, available: number, language: Language): { width: number; height: number } {
  const min = columnWidth(level, language);
  return {
    width: fitCells(available, shape.cols, { min, max: Math.max(48, min), gap: SEARCH_GAP }).cell,
    height: fitCells(available, shape.rows, { min: SEARCH_LEVELS[level].minCell, max: 48, gap: SEARCH_GAP }).cell,
  };
}
