import { GAME_IDS, gameOfCategory, QUIZ_CATEGORIES, quizCategoryOf } from './gameIds';

describe('quiz categories come from the game ids (docs/requirements.md §3 quiz_category)', () => {
  it.each([
    ['search', 'Search'],
    ['tile', 'Tile'],
    ['cross', 'Cross'],
  ])('the game %s records its scores as %s', (game, category) => {
    expect(quizCategoryOf(game)).toBe(category);
    expect(gameOfCategory(category)).toBe(game);
  });

  it.each(['search', 'SEARCH', 'Nonsense', ''])('%p is no quiz category', (category) => expect(gameOfCategory(category)).toBeUndefined());

  it('lists one category per game, in the order of the games', () => {
    expect(QUIZ_CATEGORIES).toEqual(GAME_IDS.map(quizCategoryOf));
    expect(new Set(QUIZ_CATEGORIES).size).toBe(GAME_IDS.length);
  });
});
