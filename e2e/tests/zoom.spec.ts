import { expect, test } from '../support/fixtures';

// Issue 26, WCAG 1.4.4 / 1.4.10: a 1280×800 window at 200 % browser zoom is a 640×400 CSS-px
// viewport drawn at two device pixels per CSS pixel. On every game's play screen, in Tamil: no
// sideways scrolling, the HUD's Stop and hint buttons not under the sticky app bar, and no Tamil
// text of the game cut off by a box that hides its overflow.

test.use({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });

const TOPIC = 'pre-generated-ta-animals-y2';

/** The 19 games, each with a Tamil topic it can play (the phone specs' choices). */
const GAMES: [string, string][] = [
  ['search', TOPIC],
  ['cross', 'pre-generated-ta-sea-y3'],
  ['jumble', TOPIC],
  ['guess', TOPIC],
  ['spell', TOPIC],
  ['blank', TOPIC],
  ['error', TOPIC],
  ['choice', TOPIC],
  ['match', TOPIC],
  ['picture', 'pre-generated-ta-fruits-y2'],
  ['audio', TOPIC],
  ['pair', TOPIC],
  ['stack', 'pre-generated-ta-days-y1'],
  ['reform', TOPIC],
  ['group', TOPIC],
  ['mark', 'pre-generated-ta-sea-y3'],
  ['change', 'pre-generated-ta-word-ladders-y3'],
  ['tile', TOPIC],
  ['phrase', 'pre-generated-ta-phrases-y5'],
];

test.describe('200 % zoom of a 1280×800 window, every game in Tamil (1.4.4, 1.4.10)', () => {
  test.beforeEach(async ({ app }) => {
    await app.unlockGate();
    await app.setLanguage('ta');
    await app.signInAs('student');
  });

  for (const [game, topic] of GAMES) {
    test(`${game}: no sideways scroll, HUD clear of the app bar, no Tamil text clipped`, async ({ app, page }) => {
      await app.goto(`/${game}?topic=${topic}`);
      await page.getByTestId('level-1').click();
      await expect(page.getByTestId('game-header')).toBeVisible();
      await expect(page.getByTestId('game-board-language').locator('section, [data-testid]').first()).toBeVisible();
      // the board's late layout (fitted text, measured grids) settles before it is measured
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const found = await page.evaluate(() => {
        const bar = document.querySelector('.app-header')?.getBoundingClientRect();
        const hud = ['game-quit', 'game-hint']
          .map((id) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`))
          .filter((el): el is HTMLElement => !!el)
          .map((el) => ({ id: el.dataset.testid, top: el.getBoundingClientRect().top, visible: el.getBoundingClientRect().width > 0 }));
        const clipped: string[] = [];
        const frame = document.querySelector('[data-testid="game-frame"]') ?? document.body;
        for (const el of frame.querySelectorAll<HTMLElement>('*')) {
          const s = getComputedStyle(el);
          if (!/[\u0B80-\u0BFF]/u.test(el.textContent ?? '')) continue;
          // a visually hidden helper for screen readers (1 px, clipped) is meant to be so
          if (el.clientWidth <= 2 || (s.position === 'absolute' && el.clientHeight <= 2)) continue;
          const hidesX = ['hidden', 'clip'].includes(s.overflowX);
          if (hidesX && el.scrollWidth > el.clientWidth + 1)
            clipped.push(
              `${el.tagName.toLowerCase()}[${el.dataset.testid ?? el.className}] ${el.scrollWidth} > ${el.clientWidth}: "${(el.textContent ?? '').trim().slice(0, 30)}"`,
            );
        }
        return {
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
          barBottom: bar ? bar.bottom : 0,
          hud,
          clipped,
        };
      });
      await page.screenshot({ path: test.info().outputPath(`${game}-zoom200.png`), fullPage: false });
      // scrolled to the board's end, the HUD stays pinned below the app bar, not under it
      const scrolled = await page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        const bar = document.querySelector('.app-header')?.getBoundingClientRect();
        const quit = document.querySelector('[data-testid="game-quit"]')?.getBoundingClientRect();
        return { barBottom: bar ? bar.bottom : 0, quitTop: quit ? quit.top : -1 };
      });
      await page.screenshot({ path: test.info().outputPath(`${game}-zoom200-end.png`), fullPage: false });
      expect(scrolled.quitTop, 'Stop under the app bar after scrolling').toBeGreaterThanOrEqual(scrolled.barBottom - 1);
      expect(found.scrollWidth, 'page wider than the window').toBeLessThanOrEqual(found.innerWidth);
      expect(
        found.hud.find((h) => h.id === 'game-quit'),
        'the Stop button',
      ).toBeTruthy();
      for (const h of found.hud) expect(h.top, `${h.id} under the app bar`).toBeGreaterThanOrEqual(found.barBottom - 1);
      expect(found.clipped, 'Tamil text cut off').toEqual([]);
    });
  }
});
