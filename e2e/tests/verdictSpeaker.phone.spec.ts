import { expect, test } from '../support/fixtures';
import { signInAsTamilStudent } from '../support/phoneGamePlay';

// Issue 22 "no layout jumps": the verdict's replay speaker sat at the end of its last line and,
// when that line was full, wrapped onto a line of its own: the box grew by a line. Now it has a
// column in the box's inline-end corner, so the box is as tall as the verdict's lines, whatever
// their length, and the speaker covers none of the words.

test.describe('the verdict box on a 360×740 phone', () => {
  signInAsTamilStudent();

  test('is as tall as its text lines for a verdict of any length, its speaker beside the words', async ({ app, page }) => {
    await app.goto('/search?topic=pre-generated-ta-animals-y2');
    await page.getByTestId('level-1').tap();
    // a run of two cells of the first row: a word of two letters is rare, so almost always wrong
    await page.locator('[data-testid="search-cell"][data-row="0"][data-col="0"]').tap();
    await page.locator('[data-testid="search-cell"][data-row="0"][data-col="1"]').tap();
    await expect(page.getByTestId('game-feedback')).toBeVisible();
    await expect(page.getByTestId('read-aloud-feedback')).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    const words = 'இந்தச் சொல் இந்த வரிசையில் இல்லை மீண்டும் முயற்சி செய்து பார் நீ நன்றாகச் செய்கிறாய்'.split(' ');
    const bad: string[] = [];
    // one word more at a time: some length fills the last line to its end, where the speaker wrapped
    for (let n = 1; n <= 3 * words.length; n++) {
      const text = Array.from({ length: n }, (_, i) => words[i % words.length]).join(' ');
      const m = await page.evaluate((text) => {
        // a verdict as long as no game's yet: the region's words are set here, the layout is the app's
        const region = document.querySelector<HTMLElement>('[data-testid="game-feedback-region"]')!;
        region.textContent = text;
        const box = document.querySelector<HTMLElement>('[data-testid="game-feedback"]')!;
        const speaker = document.querySelector<HTMLElement>('[data-testid="read-aloud-feedback"]')!.getBoundingClientRect();
        const cs = getComputedStyle(box);
        const range = document.createRange();
        range.selectNodeContents(region);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0);
        const lines = new Set(rects.map((r) => Math.round(r.top))).size;
        const inner =
          box.getBoundingClientRect().height -
          ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'].reduce((s, k) => s + parseFloat(cs[k as 'paddingTop']), 0);
        const overlaps = rects.some((r) => r.left < speaker.right && r.right > speaker.left && r.top < speaker.bottom && r.bottom > speaker.top);
        return { lines, lineHeight: parseFloat(cs.lineHeight), inner, overlaps, speaker: { w: speaker.width, h: speaker.height } };
      }, text);
      // taller than its lines is what the speaker's line cost; a box a little shorter (a fallback font's
      // lines while the Tamil font loads, 23.x px) costs nothing
      if (m.inner - m.lines * m.lineHeight > 1) bad.push(`${n} words: ${m.lines} lines of ${m.lineHeight} px in a box ${m.inner} px tall`);
      if (m.overlaps) bad.push(`${n} words: the speaker covers a word`);
      expect(Math.min(m.speaker.w, m.speaker.h), 'the speaker is a 24 px target at least').toBeGreaterThanOrEqual(24);
    }
    expect(bad).toEqual([]);
  });
});
