import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { signInAsTamilStudent } from '../support/phoneGamePlay';
import { afterFontsRefit } from '../support/phoneGameChecks';

// docs/adr/0032: Noto Sans Tamil's condensed face (82 KB) is fetched only when a game letter too
// wide for its cell is narrowed with it, never for /home (its LCP budget, ADR 0008) or a game
// whose letters all fit. The service worker precaches it (pwa.spec.ts).

const CONDENSED = /noto-sans-tamil-tamil-wdth-normal\.[0-9a-f]{8}\.woff2$/;

function fontRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('.woff2')) urls.push(r.url());
  });
  return urls;
}

test.describe('the condensed Tamil face on a 360×740 phone', () => {
  signInAsTamilStudent();

  test('neither /home nor a game with nothing to fit fetches it', async ({ app, page }) => {
    const fonts = fontRequests(page);
    await app.goto('/home');
    await page.evaluate(() => document.fonts.ready);
    await app.goto('/choice?topic=pre-generated-ta-animals-y2');
    await page.getByTestId('level-1').tap();
    await expect(page.getByTestId('game-header')).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    expect(
      fonts.some((url) => /noto-sans-tamil-tamil-400/.test(url)),
      'the regular face, as a check that fonts are seen',
    ).toBe(true);
    expect(fonts.filter((url) => CONDENSED.test(url))).toEqual([]);
  });

  test('the hard word search fetches it and narrows its widest letters with it, at 22 px', async ({ app, page }) => {
    const fonts = fontRequests(page);
    await app.goto('/search?topic=pre-generated-ta-animals-y2');
    await page.getByTestId('level-3').tap();
    await expect(page.getByTestId('search-cell').first()).toBeVisible();
    await expect.poll(() => fonts.filter((url) => CONDENSED.test(url)).length).toBe(1);
    await afterFontsRefit(page);
    const fitted = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[data-testid="search-cell"][data-fit]')].map((el) => {
        const style = getComputedStyle(el);
        return { fit: el.dataset.fit, family: style.fontFamily, stretch: parseFloat(style.fontStretch), px: parseFloat(style.fontSize) };
      }),
    );
    expect(fitted.length, 'cells fitted (னை, ளை, கோ are wider than a 50 px column at 22 px)').toBeGreaterThan(0);
    for (const cell of fitted) {
      expect(cell.family).toMatch(/^"?Noto Sans Tamil Variable"?,/);
      expect(cell.stretch).toBeLessThan(100);
      // condensed is enough in a Tamil grid's columns: none made smaller
      expect(cell).toMatchObject({ fit: 'narrow', px: 22 });
    }
  });
});
