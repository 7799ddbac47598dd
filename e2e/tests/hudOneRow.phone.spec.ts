import { expect, test } from '../support/fixtures';
import { signInAsTamilStudent } from '../support/phoneGamePlay';

// Issue 22 "one screen on a phone": the game's HUD (timer, score, progress, sound, the
// instructions' speaker, hint and Stop) stays one row, at most 60 px tall (44 px buttons and the
// bar's padding), however long the round: a 5-digit score and 59:59 on the clock, on a 360 px and
// a 320 px phone, in Tamil, at the normal and the app's largest font (24 px).

const FONTS = [16, 24];
const WIDTHS = [360, 320];

test.describe('the game HUD on a phone', () => {
  signInAsTamilStudent();

  for (const width of WIDTHS) {
    for (const fontSize of FONTS) {
      test(`one row at ${width} px, font ${fontSize} px, with 59:59 and a 5-digit score`, async ({ app, page }) => {
        await page.setViewportSize({ width, height: 740 });
        await page.addInitScript(
          (size) => localStorage.setItem('shell.preferences', JSON.stringify({ fontFamily: 'noto-sans-tamil', fontSize: size })),
          fontSize,
        );
        // the round's clock is the page's: 59 min 59 s pass at once
        await page.clock.install();
        await app.goto('/search?topic=pre-generated-ta-animals-y2');
        await page.getByTestId('level-1').tap();
        const hud = page.getByTestId('game-header');
        await expect(hud.getByTestId('game-hint')).toBeVisible();
        await page.clock.fastForward('59:59');
        await expect(hud.getByTestId('game-timer')).toContainText('59:59');
        // no round scores 99999 yet: the score's figure is set here, the layout is the app's
        await hud
          .getByTestId('game-score')
          .locator('strong')
          .evaluate((el) => (el.textContent = '99999'));
        const m = await hud.evaluate((bar) => {
          const r = bar.getBoundingClientRect();
          const kids = [...bar.querySelectorAll<HTMLElement>('[data-testid="game-timer"], [data-testid="game-score"], [data-testid="game-progress"], button')];
          const tops = kids.map((k) => k.getBoundingClientRect());
          return {
            height: r.height,
            right: r.right,
            // every stat and button inside the bar, none cut at its edge
            outside: kids.filter((_, i) => tops[i]!.right > r.right + 0.5 || tops[i]!.left < r.left - 0.5).map((k) => k.dataset.testid),
            html: getComputedStyle(document.documentElement).fontSize,
          };
        });
        await hud.screenshot({ path: `test-results/hud-${width}-${fontSize}.png` });
        expect(m.html).toBe(`${fontSize}px`);
        expect(m.outside, 'stats or buttons outside the HUD').toEqual([]);
        expect(m.height, 'the HUD wrapped onto a second row').toBeLessThanOrEqual(60);
        expect(m.right).toBeLessThanOrEqual(width);
      });
    }
  }
});
