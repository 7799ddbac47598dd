import { expect, type Page } from '@playwright/test';

/**
 * Waits until the game has drawn its last move. A game draws a move in a React transition (issue
 * 22.6): for a few frames the board still shows the move before, and its game frame is aria-busy.
 * A player that reads the board (what is enabled, what the order is now) must wait for it.
 */
export async function moveDrawn(page: Page): Promise<void> {
  await expect(page.getByTestId('game-frame')).not.toHaveAttribute('aria-busy', 'true');
}

/**
 * Presses "Next" (a tap, or `press` for the keyboard) and waits for the next question or the
 * result, not reading the answered question's options as the next one's.
 */
export async function nextQuestion(page: Page, press: () => Promise<void> = () => page.getByTestId('round-next').tap()): Promise<void> {
  const question = await page.getByTestId('round').getAttribute('data-question');
  await press();
  await expect(page.locator(`[data-testid="round"]:not([data-question="${question}"]), [data-testid="game-result"]`).first()).toBeVisible();
}
