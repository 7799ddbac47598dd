import { expect, test } from '../support/fixtures';
import { GAME_PLAYERS_A } from '../support/gamePlayers';
import { signInAsTamilStudent, playOnPhone, type PhoneGame } from '../support/phoneGamePlay';

// Issue 11 "a real phone project": on a 360×740 touch phone, in Tamil, each question-style game
// and word game of the frame is played by touch from its start screen to its result screen; the
// start, play, answered and result screens pass the phone checks (no overlap or clipping, HUD and
// feedback in view, no raw i18n keys, nothing wider than the phone) and axe.

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

test.describe('frame games on a 360×740 phone, in Tamil, by touch', () => {
  signInAsTamilStudent();

  test('the phone project is a 360×740 touch screen', async ({ page }) => {
    expect(page.viewportSize()).toEqual({ width: 360, height: 740 });
    await page.goto('/home');
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches && navigator.maxTouchPoints > 0)).toBe(true);
  });

  for (const game of GAMES) {
    test(`${game.game}: start, play and result screens pass the phone checks and axe`, async ({ app, page, request }) => {
      test.setTimeout(120_000);
      await playOnPhone({ app, page, request }, game, GAME_PLAYERS_A);
    });
  }
});
