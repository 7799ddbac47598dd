import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, type AppDriver } from './fixtures';
import { topicItems, type GamePlayer } from './gamePlayers';
import { checkPhoneScreen, expectHudInView, expectInFirstScreen } from './phoneGameChecks';

// What games-a and games-b.phone.spec.ts share (issue 11): each game is played by touch from its
// start screen to its result screen with the players of gamePlayers.ts / gamePlayersB.ts, and
// the start, play, answered and result screens each pass `checkPhoneScreen`.

/** One game of a phone spec: the topic it plays and how its board sits on the phone. */
export interface PhoneGame {
  game: string;
  topic: string;
  /** whether the board and its input fit one screen during play */
  fits: boolean;
  /** for a game that scrolls by design: what must still be whole on the first screen */
  firstScreen?: string[];
}

/** The phone specs play as the demo student, in Tamil, past the developer gate. */
export function signInAsTamilStudent(): void {
  test.beforeEach(async ({ app }) => {
    await app.unlockGate();
    await app.setLanguage('ta');
    await app.signInAs('student');
  });
}

async function scrollAndCheckHud(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expectHudInView(page);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Plays `game` on the phone with its player from `players`, checking every screen on the way. */
export async function playOnPhone(
  { app, page, request }: { app: AppDriver; page: Page; request: APIRequestContext },
  { game, topic, fits, firstScreen }: PhoneGame,
  players: Record<string, GamePlayer>,
): Promise<void> {
  const items = await topicItems(request, topic);
  await app.goto(`/${game}?topic=${topic}`);
  await expect(page.getByTestId('level-1')).toBeVisible();
  await checkPhoneScreen(page, 'start', game);

  await page.getByTestId('level-1').tap();
  await expect(page.getByTestId('game-header')).toBeVisible();
  await checkPhoneScreen(page, 'play', game, { fits });
  if (!fits) await scrollAndCheckHud(page);
  if (firstScreen) await expectInFirstScreen(page, firstScreen);
  // keyboard help is for keyboards: a touch phone never shows it
  await expect(page.getByTestId('keys-help')).toHaveCount(0);

  await players[game]!(page, {
    items,
    afterFirstAnswer: async () => checkPhoneScreen(page, 'answered', game, { fits, axe: false }),
  });

  await expect(page.getByTestId('game-result')).toBeVisible();
  await expect(page.getByTestId('result-stars')).toBeVisible();
  await expect(page.getByTestId('result-praise')).not.toBeEmpty();
  expect(await page.getByTestId('review-item').count()).toBeGreaterThan(0);
  await expect(page.getByTestId('result-save-status')).toHaveAttribute('data-status', 'sent');
  await checkPhoneScreen(page, 'result', game);
}
