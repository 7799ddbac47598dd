import { expect, test } from '../support/fixtures';
import { setLargestFont } from '../support/a11yChecks';
import { signInAsTamilStudent } from '../support/phoneGamePlay';

// Issue 22.6: a keypad game's keys come a frame after its board (laid out and fitted in the same
// task, they made it one long task). Issue 22.5, "no layout jumps": the keypad's room is kept
// meanwhile, so what is under it (the crossword's clues) does not move when the keys come.

declare global {
  interface Window {
    /** the keypad's height each time the page changed, and whether its keys were still to come */
    keypadHeights: { pending: boolean; height: number }[];
  }
}

test.describe('the keypad on a 360×740 phone', () => {
  signInAsTamilStudent();

  for (const { game, topic, largest } of [
    { game: 'spell', topic: 'pre-generated-ta-animals-y2', largest: false },
    { game: 'cross', topic: 'pre-generated-ta-animals-y2', largest: false },
    { game: 'cross', topic: 'pre-generated-ta-animals-y2', largest: true },
    { game: 'spell', topic: 'pre-generated-en-animals-y2', largest: false },
  ]) {
    test(`${game} (${topic}${largest ? ', the largest font' : ''}): the keys come into a room of their own height`, async ({ app, page }) => {
      if (largest) await setLargestFont(page);
      await app.goto(`/${game}?topic=${topic}`);
      await page.evaluate(() => {
        window.keypadHeights = [];
        new MutationObserver(() => {
          const keypad = document.querySelector('[data-testid="keypad"]');
          if (keypad)
            window.keypadHeights.push({
              pending: Boolean(keypad.querySelector('[data-testid="keypad-pending"]')),
              height: keypad.getBoundingClientRect().height,
            });
        }).observe(document.body, { subtree: true, childList: true });
      });
      await page.getByTestId('level-1').tap();
      await expect(
        page
          .getByTestId('keypad')
          .getByTestId(/^keypad-(key|consonant)$/)
          .first(),
      ).toBeVisible();
      await expect(page.getByTestId('keypad-pending')).toHaveCount(0);
      const heights = await page.evaluate(() => window.keypadHeights);
      expect(
        heights.some((h) => h.pending),
        'the keys came with the board, in one task',
      ).toBe(true);
      const final = heights.at(-1)!;
      expect(final.pending).toBe(false);
      for (const h of heights) expect(Math.abs(h.height - final.height), `the keypad was ${h.height} px, then ${final.height} px`).toBeLessThanOrEqual(1);
    });
  }
});
