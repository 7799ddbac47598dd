import { expect, test } from '../support/fixtures';
import { GAME_PLAYERS_B } from '../support/gamePlayersB';
import { expectNoOverlapOrClip, expectPlayFitsScreen } from '../support/phoneGameChecks';
import { signInAsTamilStudent, playOnPhone, type PhoneGame } from '../support/phoneGamePlay';

// Issue 11 "a real phone project", the board games: on a 360×740 touch phone, in Tamil, each of
// search, cross, tile, mark, change, audio, pair, group, stack and reform is played by touch from
// its start screen to its result screen; the start, play, answered and result screens pass the
// phone checks (no overlapping or clipped cells, HUD and feedback in view, no raw i18n keys,
// nothing wider than the phone) and axe finds no serious or critical violation.

const GAMES: PhoneGame[] = [
  { game: 'search', topic: 'pre-generated-ta-animals-y2', fits: true },
  // the clue list sits under the grid and keypad, which fit the first screen: the page scrolls
  // to it, the HUD stays pinned
  { game: 'cross', topic: 'pre-generated-ta-sea-y3', fits: false, firstScreen: ['cross-active-clue', 'cross-viewport', 'keypad'] },
  { game: 'tile', topic: 'pre-generated-ta-animals-y2', fits: true },
  { game: 'mark', topic: 'pre-generated-ta-sea-y3', fits: true },
  { game: 'change', topic: 'pre-generated-ta-word-ladders-y3', fits: true },
  { game: 'audio', topic: 'pre-generated-ta-animals-y2', fits: true },
  { game: 'pair', topic: 'pre-generated-ta-animals-y2', fits: true },
  { game: 'group', topic: 'pre-generated-ta-animals-y2', fits: true },
  { game: 'stack', topic: 'pre-generated-ta-days-y1', fits: true },
  { game: 'reform', topic: 'pre-generated-ta-animals-y2', fits: true },
];

test.describe('board games on a 360×740 phone, in Tamil, by touch', () => {
  signInAsTamilStudent();

  for (const game of GAMES) {
    test(`${game.game}: start, play and result screens pass the phone checks and axe`, async ({ app, page, request }) => {
      test.setTimeout(150_000);
      await playOnPhone({ app, page, request }, game, GAME_PLAYERS_B);
    });
  }

  test('search and cross on hard: cells never overlap or clip, and are at least 24 px; search fits the screen', async ({ app, page }) => {
    for (const [game, topic] of [
      ['search', 'pre-generated-ta-animals-y2'],
      ['cross', 'pre-generated-ta-sea-y3'],
    ] as const) {
      await app.goto(`/${game}?topic=${topic}`);
      await page.getByTestId('level-3').tap();
      await expect(page.getByTestId('game-header')).toBeVisible();
      await expectNoOverlapOrClip(page);
      const smallest = await page
        .locator(`[data-testid="${game}-cell"]`)
        .evaluateAll((cells) => Math.min(...cells.map((c) => Math.min(c.getBoundingClientRect().width, c.getBoundingClientRect().height))));
      expect(smallest, `${game} cells`).toBeGreaterThanOrEqual(32);
      // the hard word search's grid and its twelve words fit one screen (the crossword pans instead)
      if (game === 'search') await expectPlayFitsScreen(page);
    }
  });
});
