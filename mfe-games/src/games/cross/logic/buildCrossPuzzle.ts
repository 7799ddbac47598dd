import type { TopicItem } from '@app/shared';
import type { Level } from '../../common/levels';
import { shuffled, type Rng } from '@app/shared';
import { crossLevelPlan, givenCells } from './crossLevels';
import { generateCrossword, type Crossword } from './crosswordLayout';

export interface CrossPuzzle extends Crossword {
  /** cells whose letters the level gives, "row,col" */
  given: string[];
}

/**
 * The generator gets every usable word of the topic (more words, more shared letters: Tamil words
 * share whole letters rarely) and the level keeps the first ones placed, which stay connected;
 * how many, and which letters are given, is crossLevelPlan's rule.
 */
export function buildCrossPuzzle(items: readonly TopicItem[], level: Level, rng: Rng): CrossPuzzle {
  const picked = shuffled(
    items.filter((i) => i.clue || i.meaning),
    rng,
  ).slice(0, 30);
  const entries = picked.map((i) => ({ word: i.word, clue: (i.clue ?? i.meaning)! }));
  const puzzle = generateCrossword(entries, rng, { maxWords: (placed) => crossLevelPlan(placed, level).words });
  return { ...puzzle, given: givenCells(puzzle, crossLevelPlan(puzzle.placements.length, level).given) };
}
