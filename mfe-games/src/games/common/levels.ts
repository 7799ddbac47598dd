import { shuffled, wordLetters, type Rng } from '@app/shared';

/** Every game has three levels: easy, medium, hard. */
export const LEVELS = [1, 2, 3] as const;
export type Level = (typeof LEVELS)[number];

export function isLevel(value: unknown): value is Level {
  return value === 1 || value === 2 || value === 3;
}

/**
 * The items a level's round draws from (issue 22.4: levels that differ on every topic): the
 * topic's words ranked by length in letters, easy from the shortest, hard from the longest,
 * medium from the middle, each band at least `count` wide (a third of the topic on a large one,
 * so the bands do not overlap). Within a band the choice is random; ties in length are shuffled.
 * So a harder level's words are never shorter, word for word, than an easier level's.
 */
export function itemsForLevel<T extends { word: string }>(
  items: readonly T[],
  level: Level,
  count: number,
  rng: Rng,
  /** what makes an item longer (default: its word's letters) */
  length: (item: T) => number = (item) => wordLetters(item.word).length,
): T[] {
  const ranked = shuffled([...items], rng)
    .map((item) => ({ item, n: length(item) }))
    .sort((a, b) => a.n - b.n)
    .map((r) => r.item);
  const size = Math.min(ranked.length, Math.max(count, Math.ceil(ranked.length / 3)));
  const start = level === 1 ? 0 : level === 3 ? ranked.length - size : Math.floor((ranked.length - size) / 2);
  return shuffled(ranked.slice(start, start + size), rng).slice(0, count);
}
