import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { topicItems } from '../support/gamePlayers';
import { GAME_PLAYERS_B } from '../support/gamePlayersB';
import { checkPhoneScreen, expectHudInView, expectInFirstScreen, expectNoOverlapOrClip, expectPlayFitsScreen } from '../support/phoneGameChecks';

// Issue 11 "a real phone project", the board games: on a 360×740 touch phone, in Tamil, each of
// search, cross, tile, mark, change, audio, pair, group, stack and reform is played by touch from
// its start screen to its result screen; the start, play, answered and result screens pass the
// phone checks (no overlapping or clipped cells, HUD and feedback in view, no raw i18n keys,
// nothing wider than the phone) and axe finds no serious or critical violation.

interface PhoneGame {
  game: string;
  topic: string;
  /** whether the board and its input fit one screen during play */
  fits: boolean;
}

const GAMES: PhoneGame[] = [
  { game: 'search', topic: 'pre-generated-ta-animals-y2', fits: true },
  // the clue list sits under the grid and keypad (which fit the first screen, asserted below):
  // the page scrolls to it, the HUD stays pinned
  { game: 'cross', topic: 'pre-generated-ta-sea-y3', fits: false },
  { game: 'tile', topic: 'pre-generated-ta-animals-y2', fits: true },
  { game: 'mark', topic: 'pre-generated-ta-sea-y3', fits: true },
  { game: 'change', topic: 'pre-generated-ta-word-ladders-y3', fits: true },
  { game: 'audio', topic: 'pre-generated-ta-animals-y2', fits: true },
  { game: 'pair', topic: 'pre-generated-ta-animals-y2', fits: true },
  { game: 'group', topic: 'pre-generated-ta-animals-y2', fits: true },
  { game: 'stack', topic: 'pre-generated-ta-days-y1', fits: true },
  { game: 'reform', topic: 'pre-generated-ta-animals-y2', fits: true },
];

async function scrollAndCheckHud(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expectHudInView(page);
  await page.evaluate(() => window.scrollTo(0, 0));
}

test.describe('board games on a 360×740 phone, in Tamil, by touch', () => {
  test.beforeEach(async ({ app }) => {
    await app.unlockGate();
    await app.setLanguage('ta');
    await app.signInAs('student');
  });

  for (const { game, topic, fits } of GAMES) {
    test(`${game}: start, play and result screens pass the phone checks and axe`, async ({ app, page, request }) => {
      test.setTimeout(150_000);
      const items = await topicItems(request, topic);
      await app.goto(`/${game}?topic=${topic}`);
      await expect(page.getByTestId('level-1')).toBeVisible();
      await checkPhoneScreen(page, 'start', game);

      await page.getByTestId('level-1').tap();
      await expect(page.getByTestId('game-header')).toBeVisible();
      await checkPhoneScreen(page, 'play', game, { fits });
      if (!fits) await scrollAndCheckHud(page);
      if (game === 'cross') await expectInFirstScreen(page, ['cross-active-clue', 'cross-viewport', 'keypad']);
      // keyboard help is for keyboards: a touch phone never shows it
      await expect(page.getByTestId('keys-help')).toHaveCount(0);

      await GAME_PLAYERS_B[game]!(page, {
        items,
        afterFirstAnswer: async () => checkPhoneScreen(page, 'answered', game, { fits, axe: false }),
      });

      await expect(page.getByTestId('game-result')).toBeVisible();
      await expect(page.getByTestId('result-stars')).toBeVisible();
      await expect(page.getByTestId('result-praise')).not.toBeEmpty();
      expect(await page.getByTestId('review-item').count()).toBeGreaterThan(0);
      await expect(page.getByTestId('result-save-status')).toHaveAttribute('data-status', 'sent');
      await checkPhoneScreen(page, 'result', game);
    });
  }

  test('search and cross on hard: cells never overlap or clip, and are at least 24 px; search fits the screen', async ({ app, page }) => {
    for (const [game, topic] of [['search', 'pre-generated-ta-animals-y2'], ['cross', 'pre-generated-ta-sea-y3']] as const) {
      await app.goto(`/${game}?topic=${topic}`);
      await page.getByTestId('level-3').tap();
      await expect(page.getByTestId('game-header')).toBeVisible();
      await expectNoOverlapOrClip(page);
      const smallest = await page.locator(`[data-testid="${game}-cell"]`).evaluateAll((cells) =>
        Math.min(...cells.map((c) => Math.min(c.getBoundingClientRect().width, c.getBoundingClientRect().height))));
      expect(smallest, `${game} cells`).toBeGreaterThanOrEqual(32);
      // the hard word search's grid and its twelve words fit one screen (the crossword pans instead)
      if (game === 'search') await expectPlayFitsScreen(page);
    }
  });
});
