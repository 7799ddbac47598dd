import { expect, test } from '../support/fixtures';
import { signInAsTamilStudent } from '../support/phoneGamePlay';

// Issue 22 "no layout jumps": in word search on a 360×740 phone the grid stays where the child's
// finger is through the first tap, a wrong try (its feedback) and a word found (the grid used to
// move 71 px down when the first verdict appeared above it).

test.describe('word search on a 360×740 phone', () => {
  signInAsTamilStudent();

  test('the grid does not move after the first tap, a wrong try or a found word', async ({ app, page }) => {
    await app.goto('/search?topic=pre-generated-ta-animals-y2');
    await page.getByTestId('level-1').tap();
    const grid = page.getByTestId('search-cell').first();
    await expect(grid).toBeVisible();
    const top = async () => (await grid.boundingBox())!.y;
    const start = await top();
    // a run of two cells of the first row: a word of two letters is rare, so almost always wrong
    await page.locator('[data-testid="search-cell"][data-row="0"][data-col="0"]').tap();
    expect(await top()).toBeCloseTo(start, 0);
    await page.locator('[data-testid="search-cell"][data-row="0"][data-col="1"]').tap();
    await expect(page.getByTestId('game-feedback')).toBeVisible();
    expect(await top()).toBeCloseTo(start, 0);
    // and a second try (a new verdict replaces the first)
    await page.locator('[data-testid="search-cell"][data-row="1"][data-col="0"]').tap();
    await page.locator('[data-testid="search-cell"][data-row="2"][data-col="0"]').tap();
    expect(await top()).toBeCloseTo(start, 0);
  });
});
