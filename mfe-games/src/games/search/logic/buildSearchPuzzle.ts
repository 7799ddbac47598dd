import type { TopicItem } from '@app/shared';
import { wordLetters } from '@app/shared';
import type { Level } from '../../common/levels';
import { shuffled, type Rng } from '@app/shared';
import { SEARCH_LEVELS } from './wordSearchLevels';
import { generateWordSearch, type WordSearchPuzzle } from './wordSearchGrid';

/**
 * The level's number of topic words that fit its grid, hidden in a fresh grid of `size` cells a
 * side (searchGridSize: the level's size, or fewer on a narrow screen).
 */
export function buildSearchPuzzle(items: readonly TopicItem[], level: Level, rng: Rng, size = SEARCH_LEVELS[level].size): WordSearchPuzzle {
  const cfg = SEARCH_LEVELS[level];
  const words = shuffled(
    items.map((i) => i.word).filter((w) => wordLetters(w).length <= size),
    rng,
  ).slice(0, cfg.words);
  return generateWordSearch({ words, size, directions: cfg.directions, rng });
}
