import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { setLargestFont } from '../support/a11yChecks';
import { afterFontsRefit } from '../support/phoneGameChecks';
import { signInAsTamilStudent } from '../support/phoneGamePlay';

// Issue 22.5, "no layout jumps": match's columns are side by side or one under the other from the
// board's start to its end. A chosen word (bold, ▶) and a joined pair (✓ 1) are wider than an open
// one; left to the columns' wrap they sent the partners under the words mid-round, with the
// verdict over the button the child was about to tap (a phone test failed 1–3 runs in 6).

/** Each item's left edge and width, by test id. */
async function columns(page: Page): Promise<Record<string, { x: number; width: number }>> {
  return page.evaluate(() =>
    Object.fromEntries(
      Array.from(document.querySelectorAll<HTMLElement>('[data-testid^="match-left-"], [data-testid^="match-right-"]'))
        .filter((b) => b.tagName === 'BUTTON')
        .map((b) => {
          const r = b.getBoundingClientRect();
          return [b.dataset.testid, { x: Math.round(r.x), width: Math.round(r.width) }];
        }),
    ),
  );
}

async function expectSameColumns(page: Page, before: Awaited<ReturnType<typeof columns>>, after: string) {
  const now = await columns(page);
  for (const [id, was] of Object.entries(before)) {
    expect(Math.abs(now[id]!.x - was.x), `${id} moved sideways ${after}`).toBeLessThanOrEqual(1);
    expect(Math.abs(now[id]!.width - was.width), `${id} changed width ${after}`).toBeLessThanOrEqual(1);
  }
}

test.describe('match on a 360×740 phone', () => {
  signInAsTamilStudent();

  for (const { topic, level, largest } of [
    { topic: 'pre-generated-ta-animals-y2', level: 1, largest: false },
    { topic: 'pre-generated-ta-animals-y2', level: 2, largest: false },
    { topic: 'pre-generated-ta-animals-y2', level: 3, largest: false },
    { topic: 'pre-generated-ta-animals-y2', level: 1, largest: true },
    { topic: 'pre-generated-en-animals-y2', level: 1, largest: false },
  ]) {
    test(`${topic}, level ${level}${largest ? ', the largest font' : ''}: the columns keep their places while words are chosen and joined`, async ({
      app,
      page,
    }) => {
      if (largest) await setLargestFont(page);
      await app.goto(`/match?topic=${topic}`);
      await page.getByTestId(`level-${level}`).tap();
      await expect(page.getByTestId('match-left-0')).toBeVisible();
      await afterFontsRefit(page);
      await expect(page.getByTestId('match-board').locator('[data-layout="side"], [data-layout="stacked"]')).toHaveCount(1);
      const start = await columns(page);

      await page.getByTestId('match-left-0').tap();
      await expect(page.getByTestId('match-left-0')).toHaveAttribute('data-state', 'selected');
      await expectSameColumns(page, start, 'when the first word was chosen');

      // a hint joins a pair (its ✓ tag on both sides); a tap on a partner tries one
      await page.getByTestId('game-hint').tap();
      await expect(page.locator('[data-state="joined"]')).toHaveCount(2);
      await expectSameColumns(page, start, 'when a pair was joined');
      const open = page.locator('[data-testid^="match-left-"][data-state="open"]').first();
      await open.tap();
      await page.locator('[data-testid^="match-right-"][data-state="open"]').first().tap();
      await expectSameColumns(page, start, 'after a try');
    });
  }
});
