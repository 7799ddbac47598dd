import type { Page } from '@playwright/test';
import { ROUTES } from '../support/routeTable';
import { expect, test } from '../support/fixtures';
import type { DemoUser } from '../support/demoUsers';

/**
 * Issue 15: no page off the games runs off a 360 px phone, and none shows a raw i18n key or a
 * topic key to the person reading it. Every non-game route, as a signed-in student and teacher,
 * in Tamil (the default, and the longest words).
 */
test.use({ viewport: { width: 360, height: 740 } });

const NOT_GAMES = new Set(['/', '/home', '/create', '/syllabus', '/question', '/data', '/topic-form']);
const PAGES = ROUTES.filter((r) => r.remote !== 'mfe-games' || NOT_GAMES.has(r.path)).map((r) =>
  r.path.replace(':id', '815').replace(':round', 'round1').replace(':level', 'level1'),
);

/** Leaf texts that look like `section.key` (an untranslated i18n key) or a topic key. */
async function rawKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (/^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9_]+)+$/.test(text)) found.add(text);
      for (const m of text.match(/\b(pre-generated|ai-generated|custom)-[a-z0-9-]+/g) ?? []) found.add(m);
    }
    return [...found];
  });
}

for (const user of ['student', 'teacher_pro'] as DemoUser[]) {
  test.describe(`every page off the games fits a 360 px phone, signed in as ${user}`, () => {
    for (const path of PAGES) {
      test(`${path}`, async ({ app, page }) => {
        await app.unlockGate();
        await app.setLanguage('ta');
        await app.signInAs(user);
        await app.goto(path);
        await expect(page.locator('main h1').first()).toBeVisible();
        await expect(page.getByTestId('page-loading')).toHaveCount(0);
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(360);
        expect(await rawKeys(page)).toEqual([]);
      });
    }
  });
}
