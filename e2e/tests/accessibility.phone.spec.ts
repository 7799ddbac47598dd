import { expect, test } from '../support/fixtures';
import { borderContrast, expectNoSidewaysScroll, focusState } from '../support/a11yChecks';

// Issue 26 on a 360×740 phone: the closed side menu is out of the Tab order, the app's largest
// font (24 px) neither grows the app bar over the game's controls nor widens a page past the
// phone, and at 320 px nothing scrolls sideways (WCAG 1.4.10).

const LARGEST_FONT = { fontFamily: 'noto-sans-tamil', fontSize: 24 };
const TOPIC = 'pre-generated-ta-animals-y2';

test.describe('the side menu as a drawer (≤ 768 px)', () => {
  test.beforeEach(async ({ app }) => {
    await app.unlockGate();
    await app.setLanguage('ta');
    await app.signInAs('student');
  });

  test('closed, none of its links is a Tab stop; opened, focus goes in; Escape closes it and returns focus', async ({ app, page }) => {
    await app.goto('/home');
    for (let i = 0; i < 20; i += 1) {
      await page.keyboard.press('Tab');
      const inMenu = await page.evaluate(() => !!document.activeElement?.closest('#side-menu'));
      expect(inMenu, `Tab ${i + 1} went into the closed menu`).toBe(false);
    }
    await page.getByTestId('menu-toggle').click();
    await expect(page.locator('#side-menu')).not.toHaveAttribute('inert', /.*/);
    expect(await page.evaluate(() => !!document.activeElement?.closest('#side-menu'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('menu-toggle')).toBeFocused();
    await expect(page.locator('#side-menu')).toHaveAttribute('inert', '');
  });
});

test.describe('the largest font (24 px)', () => {
  test.beforeEach(async ({ app, page }) => {
    await app.unlockGate();
    await app.setLanguage('ta');
    await app.signInAs('student');
    await page.addInitScript((p) => localStorage.setItem('shell.preferences', JSON.stringify(p)), LARGEST_FONT);
  });

  for (const path of ['/home', `/home?topic=${TOPIC}`, '/contests', '/account', '/about', '/settings']) {
    test(`${path}: the app bar stays one bar and the page is no wider than the phone`, async ({ app, page }) => {
      await app.goto(path);
      const bar = await page.locator('.app-header').boundingBox();
      expect(bar?.height ?? 0).toBeLessThanOrEqual(72);
      // the app's name is not broken inside a word: each of its lines is a whole word
      const brand = await page.getByTestId('brand').evaluate((a) => {
        const range = document.createRange();
        range.selectNodeContents(a);
        return { lines: new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size, words: (a.textContent ?? '').trim().split(/\s+/).length };
      });
      expect(brand.lines).toBeLessThanOrEqual(brand.words);
      await expectNoSidewaysScroll(page, path);
    });
  }

  for (const game of ['choice', 'spell', 'jumble', 'match', 'pair']) {
    test(`${game}: in play, the timer, hint and Stop are below the app bar and uncovered`, async ({ app, page }) => {
      await app.goto(`/${game}?topic=${TOPIC}`);
      await page.getByTestId('level-1').click();
      await expect(page.getByTestId('game-header')).toBeVisible();
      const barBottom = (await page.locator('.app-header').boundingBox())?.height ?? 0;
      for (const id of ['game-timer', 'game-quit']) {
        const control = page.getByTestId(id);
        const box = await control.boundingBox();
        expect(box, `${id} is shown`).not.toBeNull();
        expect(box?.y ?? 0, `${id} is under the app bar`).toBeGreaterThanOrEqual(barBottom - 1);
        expect((box?.x ?? 0) + (box?.width ?? 0), `${id} is off the phone's edge`).toBeLessThanOrEqual(360);
      }
      // scrolled down, the HUD sticks under the bar, not behind it
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.getByTestId('game-quit').focus();
      const quit = await focusState(page);
      expect(quit?.notObscured, 'Stop is hidden under the app bar').toBe(true);
    });
  }
});

/** Every game but stack and reform (their longest Tamil words still overflow at 24 px on some shuffles: docs/accessibility.md). */
const GAMES_AT_24PX: [string, string][] = [
  ['search', TOPIC],
  ['blank', TOPIC],
  ['error', TOPIC],
  ['jumble', TOPIC],
  ['guess', TOPIC],
  ['pair', TOPIC],
  ['group', TOPIC],
  ['mark', 'pre-generated-ta-sea-y3'],
  ['change', 'pre-generated-ta-word-ladders-y3'],
  ['match', TOPIC],
  ['picture', 'pre-generated-ta-fruits-y2'],
  ['audio', TOPIC],
  ['choice', TOPIC],
  ['spell', TOPIC],
  ['phrase', 'pre-generated-ta-phrases-y5'],
  ['tile', TOPIC],
  ['cross', 'pre-generated-ta-sea-y3'],
];

test.describe('every game in play at the largest font', () => {
  test.beforeEach(async ({ app, page }) => {
    await app.unlockGate();
    await app.setLanguage('ta');
    await app.signInAs('student');
    await page.addInitScript((p) => localStorage.setItem('shell.preferences', JSON.stringify(p)), LARGEST_FONT);
  });

  for (const [game, topic] of GAMES_AT_24PX) {
    test(`${game}: no wider than the phone at 24 px`, async ({ app, page }) => {
      await app.goto(`/${game}?topic=${topic}`);
      await page.getByTestId('level-1').click();
      await expect(page.getByTestId('game-header')).toBeVisible();
      await expectNoSidewaysScroll(page, `${game} at 24 px`);
    });
  }
});

test.describe('320 px wide (WCAG 1.4.10)', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  test.beforeEach(async ({ app }) => {
    await app.unlockGate();
    await app.setLanguage('ta');
  });

  for (const path of ['/no-such-page', '/home', '/contests', '/about']) {
    test(`${path} does not scroll sideways`, async ({ app, page }) => {
      await app.goto(path);
      await expectNoSidewaysScroll(page, path);
    });
  }
});

test.describe('empty places to fill are drawn at 3:1 (WCAG 1.4.11)', () => {
  test.beforeEach(async ({ app }) => {
    await app.unlockGate();
    await app.setLanguage('ta');
    await app.signInAs('student');
  });

  test('an empty crossword cell and an empty tile slot have borders of at least 3:1 against the board', async ({ app, page }) => {
    await app.goto('/cross?topic=pre-generated-ta-sea-y3');
    await page.getByTestId('level-1').click();
    // the cell's box is its <input>'s parent; one that is empty and plain (not in the chosen word, not given)
    await expect(page.getByTestId('cross-cell').first()).toBeVisible();
    await page.getByTestId('cross-cell').evaluateAll((inputs) => {
      const plain = inputs
        .map((i) => i.parentElement!)
        .find((box) => !box.querySelector('input')!.value && getComputedStyle(box).backgroundColor === 'rgb(255, 255, 255)');
      plain?.setAttribute('data-probe', 'empty-cell');
    });
    const cell = await borderContrast(page.locator('[data-probe="empty-cell"]'));
    expect(cell.contrast, `crossword cell ${cell.border} on ${cell.outside}`).toBeGreaterThanOrEqual(3);

    await app.goto(`/tile?topic=${TOPIC}`);
    await page.getByTestId('level-1').click();
    const slot = await borderContrast(page.getByTestId('tile-cell').last());
    expect(slot.contrast, `tile slot ${slot.border} on ${slot.outside}`).toBeGreaterThanOrEqual(3);
  });
});
