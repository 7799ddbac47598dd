import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { GAME_PLAYERS_A, topicItems } from '../support/gamePlayers';
import { checkPhoneScreen, expectHudInView } from '../support/phoneGameChecks';

// Issue 11 "a real phone project": on a 360×740 touch phone, in Tamil, each question-style game
// and word game of the frame is played by touch from its start screen to its result screen; the
// start, play, answered and result screens pass the phone checks (no overlap or clipping, HUD and
// feedback in view, no raw i18n keys, nothing wider than the phone) and axe.

interface PhoneGame {
  game: string;
  topic: string;
  /** whether the board and its input fit one screen during play */
  fits: boolean;
}

const GAMES: PhoneGame[] = [
  { game: 'choice', topic: 'pre-generated-ta-animals-y2', fits: true },
  { game: 'picture', topic: 'pre-generated-ta-fruits-y2', fits: true },
  { game: 'blank', topic: 'pre-generated-ta-animals-y2', fits: true },
  { game: 'error', topic: 'pre-generated-ta-animals-y2', fits: true },
  { game: 'phrase', topic: 'pre-generated-ta-phrases-y5', fits: true },
  { game: 'jumble', topic: 'pre-generated-ta-animals-y2', fits: true },
  { game: 'match', topic: 'pre-generated-ta-animals-y2', fits: true },
  // the keypad shows one group of letters at a time (eight keys a row): board and keypad fit
  { game: 'guess', topic: 'pre-generated-ta-animals-y2', fits: true },
  { game: 'spell', topic: 'pre-generated-ta-animals-y2', fits: true },
];

async function scrollAndCheckHud(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expectHudInView(page);
  await page.evaluate(() => window.scrollTo(0, 0));
}

test.describe('frame games on a 360×740 phone, in Tamil, by touch', () => {
  test.beforeEach(async ({ app }) => {
    await app.unlockGate();
    await app.setLanguage('ta');
    await app.signInAs('student');
  });

  test('the phone project is a 360×740 touch screen', async ({ page }) => {
    expect(page.viewportSize()).toEqual({ width: 360, height: 740 });
    await page.goto('/home');
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches && navigator.maxTouchPoints > 0)).toBe(true);
  });

  for (const { game, topic, fits } of GAMES) {
    test(`${game}: start, play and result screens pass the phone checks and axe`, async ({ app, page, request }) => {
      test.setTimeout(120_000);
      const items = await topicItems(request, topic);
      await app.goto(`/${game}?topic=${topic}`);
      await expect(page.getByTestId('level-1')).toBeVisible();
      await checkPhoneScreen(page, 'start', game);

      await page.getByTestId('level-1').tap();
      await expect(page.getByTestId('game-header')).toBeVisible();
      await checkPhoneScreen(page, 'play', game, { fits });
      if (!fits) await scrollAndCheckHud(page);
      // keyboard help is for keyboards: a touch phone never shows it
      await expect(page.getByTestId('keys-help')).toHaveCount(0);

      await GAME_PLAYERS_A[game]!(page, {
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
});
