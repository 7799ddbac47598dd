import { QUIZ_CATEGORIES, type QuizCategory } from '../scores/quizRecords';

/** The nineteen games, by the id their route and translations use (each has one quiz category). */
export const GAME_IDS = [
  'search',
  'blank',
  'error',
  'jumble',
  'guess',
  'pair',
  'group',
  'mark',
  'stack',
  'reform',
  'change',
  'match',
  'picture',
  'audio',
  'choice',
  'spell',
  'phrase',
  'tile',
  'cross',
] as const;
export type GameId = (typeof GAME_IDS)[number];

export function isGameId(value: unknown): value is GameId {
  return typeof value === 'string' && (GAME_IDS as readonly string[]).includes(value);
}

/** The quiz_category of a game's score and progress records ("Search" for search). */
export function quizCategoryOf(game: GameId): QuizCategory {
  const category = QUIZ_CATEGORIES.find((c) => c.toLowerCase() === game);
  if (!category) throw new Error(`no quiz category for game ${game}`);
  return category;
}

/** The game a quiz_category belongs to, or undefined for an unknown category. */
export function gameOfCategory(category: string): GameId | undefined {
  const id = category.toLowerCase();
  return isGameId(id) && QUIZ_CATEGORIES.includes(category as QuizCategory) ? id : undefined;
}
