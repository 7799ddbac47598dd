/**
 * The nineteen games, by the id their route and translations use: the one list of games that the
 * api and the browser share (their quiz categories, `GAME_SCORING` and `GAME_ITEM_RULES` are keyed
 * by it). What the browser shows of a game (its page, hub card, routes) is derived from
 * `mfe-games/src/games/gameList.ts`, which the compiler holds to this list.
 */
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

/** docs/requirements.md §3 quiz_category: a game's id with a capital ("Search" for search). */
export type QuizCategory = Capitalize<GameId>;

export function isGameId(value: unknown): value is GameId {
  return typeof value === 'string' && (GAME_IDS as readonly string[]).includes(value);
}

/** The quiz_category of a game's score and progress records ("Search" for search). */
export function quizCategoryOf<Id extends string>(game: Id): Capitalize<Id> {
  return `${game.charAt(0).toUpperCase()}${game.slice(1)}` as Capitalize<Id>;
}

/** Every game's quiz_category, in the order of GAME_IDS. */
export const QUIZ_CATEGORIES = GAME_IDS.map(quizCategoryOf) as readonly QuizCategory[] as readonly [QuizCategory, ...QuizCategory[]];

/** The game a quiz_category belongs to, or undefined for an unknown category. */
export function gameOfCategory(category: string): GameId | undefined {
  const id = category.toLowerCase();
  return isGameId(id) && quizCategoryOf(id) === category ? id : undefined;
}
