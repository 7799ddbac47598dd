import { expect, test } from '../support/fixtures';
import type { Page } from '@playwright/test';
import { borderContrast, expectNoSidewaysScroll, focusState, readAloudLog, recordReadAloud, setLargestFont } from '../support/a11yChecks';

// Issue 26 on a 360×740 phone: the closed side menu is out of the Tab order, the app's largest
// font (24 px) neither grows the app bar over the game's controls nor widens a page past the
// phone, and at 320 px nothing scrolls sideways (WCAG 1.4.10).

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
    await setLargestFont(page);
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
    test(`${game}: in play, the timer, the instructions' speaker and Stop are below the app bar and uncovered`, async ({ app, page }) => {
      await app.goto(`/${game}?topic=${TOPIC}`);
      await page.getByTestId('level-1').click();
      await expect(page.getByTestId('game-header')).toBeVisible();
      const barBottom = (await page.locator('.app-header').boundingBox())?.height ?? 0;
      for (const id of ['game-timer', 'read-aloud-instructions', 'game-quit']) {
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

/** Every game; stack and reform have their own check below (each piece's word whole on one line). */
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
    await setLargestFont(page);
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

test.describe('stack and reform at the largest font (WCAG 1.4.4, 1.4.10)', () => {
  test.beforeEach(async ({ app, page }) => {
    await app.unlockGate();
    await app.setLanguage('ta');
    await app.signInAs('student');
    await setLargestFont(page);
  });

  for (const [game, topic, level] of [
    ['stack', TOPIC, 'level-1'],
    ['stack', 'pre-generated-ta-word-ladders-y3', 'level-3'],
    ['stack', 'pre-generated-ta-days-y1', 'level-1'],
    ['reform', TOPIC, 'level-1'],
    ['reform', 'pre-generated-ta-phrases-y5', 'level-1'],
  ] as const) {
    test(`${game} (${topic}, ${level}): no wider than the phone at 24 px, and no word broken inside`, async ({ app, page }) => {
      await app.goto(`/${game}?topic=${topic}`);
      await page.getByTestId(level).click();
      await expect(page.getByTestId('order-piece').first()).toBeVisible();
      await expectNoSidewaysScroll(page, `${game} at 24 px`);
      const pieces = await page.getByTestId('order-text').evaluateAll((els) =>
        els.map((el) => {
          const words = (el.textContent ?? '').trim().split(/\s+/);
          const range = document.createRange();
          range.selectNodeContents(el);
          // rects of one line can differ by a few pixels (a vowel sign drawn from a fallback font):
          // a new line starts only where a rect begins below half of the previous one
          const rects = [...range.getClientRects()].filter((r) => r.width > 0).sort((a, b) => a.top - b.top);
          let lines = rects.length ? 1 : 0;
          for (let i = 1; i < rects.length; i += 1) if (rects[i]!.top > rects[i - 1]!.top + rects[i - 1]!.height / 2) lines += 1;
          return {
            text: el.textContent,
            fits: el.scrollWidth <= el.clientWidth + 1,
            right: el.getBoundingClientRect().right,
            lines,
            words: words.length,
            rects: rects.map((r) => `${Math.round(r.top)}+${Math.round(r.height)}`).join(' '),
          };
        }),
      );
      await page.getByTestId('order-list').screenshot({ path: `test-results/a11y-24px/${game}-${topic}-${level}.png` });
      expect(pieces.length).toBeGreaterThan(1);
      for (const piece of pieces) {
        expect(piece.fits, `"${piece.text}" is wider than its piece`).toBe(true);
        expect(piece.right, `"${piece.text}" goes past the phone's edge`).toBeLessThanOrEqual(360);
        // a line per word at most: a word is never split across lines (inside a letter or not)
        expect(piece.lines, `"${piece.text}" is broken inside a word (${piece.rects})`).toBeLessThanOrEqual(piece.words);
      }
    });
  }
});

/** The 19 games, each with a Tamil topic it can play. */
const ALL_GAMES: [string, string][] = [...GAMES_AT_24PX, ['stack', 'pre-generated-ta-days-y1'], ['reform', TOPIC]];

test.describe('read aloud on a 360×740 phone in Tamil (issue 26)', () => {
  test.beforeEach(async ({ app }) => {
    await app.unlockGate();
    await app.setLanguage('ta');
    await app.signInAs('student');
  });

  for (const [game, topic] of ALL_GAMES) {
    test(`${game}: the instructions' speaker is in the HUD, in view and uncovered, and the HUD stays one row`, async ({ app, page }) => {
      await app.goto(`/${game}?topic=${topic}`);
      await page.getByTestId('level-1').click();
      const speaker = page.getByTestId('game-header').getByTestId('read-aloud-instructions');
      await expect(speaker).toBeVisible();
      await expect(speaker).toBeInViewport({ ratio: 1 });
      const box = await speaker.boundingBox();
      expect(box?.width ?? 0, 'the speaker is narrower than 24 px').toBeGreaterThanOrEqual(24);
      expect(box?.height ?? 0, 'the speaker is shorter than the HUD’s 44 px buttons').toBeGreaterThanOrEqual(44);
      const hit = await speaker.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return !!at && el.contains(at);
      });
      expect(hit, 'something covers the speaker').toBe(true);
      // beside it, the sound switch must not look like a second speaker
      const icon = (testId: string) => page.getByTestId('game-header').getByTestId(testId).locator('img').getAttribute('src');
      expect(await icon('game-sound'), 'the sound switch shows the speaker’s icon').not.toBe(await icon('read-aloud-instructions'));
      // one row, as before the speaker (54 px: 44 px buttons and the bar's padding)
      expect((await page.getByTestId('game-header').boundingBox())?.height ?? 0).toBeLessThanOrEqual(60);
    });
  }

  /**
   * The verdict's speaker adds no height: it ends no lower than the verdict's own text and controls
   * (its own column at the line's end, verdictSpeaker.phone.spec.ts; before, it wrapped onto a line
   * of its own when the last line was full).
   */
  async function expectSpeakerInline(page: Page) {
    const m = await page.getByTestId('game-feedback').evaluate((box) => {
      const speaker = box.querySelector<HTMLElement>('[data-testid="read-aloud-feedback"]')!;
      const others = [...box.querySelectorAll<HTMLElement>('*')].filter((e) => !speaker.contains(e) && !e.contains(speaker));
      const bottom = Math.max(
        ...others
          .map((e) => e.getBoundingClientRect())
          .filter((r) => r.height > 0)
          .map((r) => r.bottom),
      );
      return { speakerBottom: speaker.getBoundingClientRect().bottom, textBottom: bottom };
    });
    expect(m.speakerBottom, `the speaker made the verdict taller (${JSON.stringify(m)})`).toBeLessThanOrEqual(m.textBottom + 0.5);
  }

  test('choice: after a first answer the verdict has a speaker that replays it in Tamil, and the verdict grows no line where its last line has room', async ({
    app,
    page,
  }) => {
    await recordReadAloud(page);
    await app.goto(`/choice?topic=${TOPIC}`);
    await page.getByTestId('level-1').click();
    await page.getByTestId('round-option-0').click();
    const speaker = page.getByTestId('game-feedback').getByTestId('read-aloud-feedback');
    await expect(speaker).toBeVisible();
    await expect(speaker).toBeInViewport({ ratio: 1 });
    await expectSpeakerInline(page);
    await page.screenshot({ path: 'test-results/a11y-read-aloud/choice-verdict.png' });
    await speaker.click();
    const said = (await readAloudLog(page)).filter((s) => s.kind === 'speech').at(-1);
    expect(said?.lang).toBe('ta');
    const shown = (await page.getByTestId('game-feedback-region').innerText()).replace(/\s+/g, ' ').trim();
    expect(said?.text.replace(/\s+/g, ' ').trim()).toBe(shown);
  });

  test('spell: after a first answer the verdict has a speaker on its line, and a one-line verdict grows no line where its last line has room', async ({
    app,
    page,
  }) => {
    await app.goto(`/spell?topic=${TOPIC}`);
    await page.getByTestId('level-1').click();
    await page.getByTestId('spell-answer').tap();
    await page.getByTestId('spell-answer').fill('அ');
    await page.getByTestId('keypad-enter').tap();
    const speaker = page.getByTestId('game-feedback').getByTestId('read-aloud-feedback');
    await expect(speaker).toBeVisible();
    await expect(speaker).toBeInViewport({ ratio: 1 });
    await expectSpeakerInline(page);
    // the speaker follows the verdict's words, above any letters of a near miss
    const hint = page.getByTestId('game-feedback').getByTestId('letter-hint');
    if (await hint.isVisible()) expect((await speaker.boundingBox())?.y ?? 0).toBeLessThan((await hint.boundingBox())?.y ?? 0);
    await page.screenshot({ path: 'test-results/a11y-read-aloud/spell-verdict.png' });
  });
});
