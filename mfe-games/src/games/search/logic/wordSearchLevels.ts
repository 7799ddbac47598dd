import type { Level } from '../../common/levels';

/** Grid sized by level; 4 forward-reading directions on easy, 6 on medium, all 8 on hard. */
export const SEARCH_LEVELS: Readonly<Record<Level, { size: number; directions: number; words: number }>> = {
  1: { size: 8, directions: 4, words: 6 },
  2: { size: 11, directions: 6, words: 8 },
  3: { size: 15, directions: 8, words: 12 },
};
