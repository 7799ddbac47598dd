import gamesTa from '../../mfe-games/public/assets/i18n/ta.json';
import gamesEn from '../../mfe-games/public/assets/i18n/en.json';
import boardsBm from '../../mfe-boards/public/assets/i18n/bm.json';
import { expect, test } from '../support/fixtures';

/**
 * Issue 10, ADR 0008 "First screens": the page our server sends already holds the page a visitor
 * will see, prerendered by its remote's build, in the reader's language, so a cheap phone paints
 * it before a single script has arrived; the app then takes it over without a jump.
 */
test.use({ viewport: { width: 360, height: 740 } });

test.describe('a first screen that needs no script', () => {
  test.beforeEach(async ({ app, page }) => {
    await app.unlockGate();
    // as on a slow line before the scripts arrive: none of them runs
    await page.route('**/*.js', (route) => route.abort());
  });

  test('/home shows the hub in Tamil, fitting the phone', async ({ page }) => {
    await page.goto('/home');
    const screen = page.locator('#first-screen');
    await expect(screen.locator('h1')).toHaveText(gamesTa.hub.title);
    await expect(screen.locator('#hub-topics')).toHaveText(gamesTa.hub.chooseTopic);
    await expect(screen.locator('#hub-topics')).toBeInViewport();
    await expect(page.locator('.page-skeleton')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test("in the reader's own language", async ({ app, page }) => {
    await app.setLanguage('en');
    await page.goto('/home');
    await expect(page.locator('#first-screen h1')).toHaveText(gamesEn.hub.title);
    await app.setLanguage('bm');
    await page.goto('/leaderboard');
    await expect(page.locator('#first-screen h1')).toHaveText(boardsBm.leaderboard.title);
  });

  test('not to a signed-in reader, whose page is their own: the skeleton instead', async ({ app, page }) => {
    await app.signInAs('student');
    await page.goto('/home');
    await expect(page.locator('.page-skeleton')).toBeVisible();
    await expect(page.locator('#first-screen')).toHaveCount(0);
  });
});

test('the app takes the first screen over once the remote has drawn the page, keeping one of each heading', async ({ app, page }) => {
  await app.unlockGate();
  await page.goto('/home');
  // visible only once the first screen has given way
  await expect(page.getByTestId('page-home')).toBeVisible();
  await expect(page.getByTestId('first-screen')).toHaveCount(0);
  await expect(page.locator('#hub-topics')).toHaveCount(1);
  await expect(page.locator('#hub-topics')).toHaveText(gamesTa.hub.chooseTopic);
  // the hub works: its topic cards came from the api
  await expect(page.getByTestId('hub-topics-loading')).toHaveCount(0);
});
