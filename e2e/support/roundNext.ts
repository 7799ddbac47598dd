import { expect, type Page } from '@playwright/test';

/**
 * Presses "Next" (a tap, or `press` for the keyboard) and waits for the next question or the
 * result: the round draws it in a React transition (issue 22.6), so for a few frames the answered
 * question is still on screen, and its options must not be read as the next one's.
 */
export async function nextQuestion(page: Page, press: () => Promise<void> = () => page.getByTestId('round-next').tap()): Promise<void> {
  const question = await page.getByTestId('round').getAttribute('data-question');
  await press();
  await expect(page.locator(`[data-testid="round"]:not([data-question="${question}"]), [data-testid="game-result"]`).first()).toBeVisible();
}
