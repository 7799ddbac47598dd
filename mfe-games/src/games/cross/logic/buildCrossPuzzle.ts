import type { TopicItem } from '@app/shared/src/content/topicSchema';
import type { Level } from '../../common/levels';
import { shuffled, type Rng } from '../../common/seededRandom';
import { generateCrossword, type Crossword } from './crosswordLayout';

/**
 * At most this many words per level. The generator gets every usable word of the topic (more
 * words, more shared letters: Tamil words share whole letters rarely) and the level keeps the
 * first ones placed, which stay connected.
 */
export const CROSS_LEVELS: Readonly<Record<Level, { words: number }>> = { 1: { words: 5 }, 2: { words: 8 }, 3: { words: 12 } };

export function buildCrossPuzzle(items: readonly TopicItem[], level: Level, rng: Rng): Crossword {
  const picked = shuffled(items.filter((i) => i.clue || i.meaning), rng).slice(0, 30);
  return generateCrossword(picked.map((i) => ({ word: i.word, clue: (i.clue ?? i.meaning)! })), rng, { maxWords: CROSS_LEVELS[level].words });
}
