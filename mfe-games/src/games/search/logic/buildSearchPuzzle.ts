import type { TopicItem } from '@app/shared';
import { wordLetters } from '@app/shared';
import type { Level } from '../../common/levels';
import { shuffled, type Rng } from '@app/shared';
import { SEARCH_LEVELS } from './wordSearchLevels';
import { generateWordSearch, type GridShape, type WordSearchPuzzle } from './wordSearchGrid';

/**
 * The level's number of topic words that fit its grid, hidden in a fresh grid of `shape`
 * (searchGridShape: the level's square, or fewer columns on a narrow screen).
 */
export function buildSearchPuzzle(items: readonly TopicItem[], level: Level, rng: Rng, shape?: GridShape): WordSearchPuzzle {
  const cfg = SEARCH_LEVELS[level];
  const { rows, cols } = shape ?? { rows: cfg.size, cols: cfg.size };
  const words = shuffled(
    items.map((i) => i.word).filter((w) => wordLetters(w).length <= Math.max(rows, cols)),
    rng,
  ).slice(0, cfg.words);
  return generateWordSearch({ words, rows, cols, directions: cfg.directions, rng });
}
