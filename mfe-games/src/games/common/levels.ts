/** Every game has three levels: easy, medium, hard. */
export const LEVELS = [1, 2, 3] as const;
export type Level = (typeof LEVELS)[number];

export function isLevel(value: unknown): value is Level {
  return value === 1 || value === 2 || value === 3;
}
