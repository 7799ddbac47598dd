import { expect, test } from '../support/fixtures';
import type { Page } from '@playwright/test';
import { expectNoSidewaysScroll } from '../support/a11yChecks';

// WCAG 2.2 1.4.12 Text Spacing on a 360×740 phone in Tamil: with the criterion's own overrides
// (line height 1.5, paragraphs 2 em apart, letters 0.12 em and words 0.16 em apart) a reader's
// style sheet may set, no text is cut off by its box and no page scrolls sideways.

const TOPIC = 'pre-generated-ta-animals-y2';

/** The overrides of WCAG's "Understanding 1.4.12", as a user style sheet would apply them. */
const SPACING_CSS = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;

async function withTextSpacing(page: Page) {
  await page.addInitScript((css) => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.dataset.testid = 'wcag-text-spacing';
      style.textContent = css;
      document.head.append(style);
    });
  }, SPACING_CSS);
}

/**
 * Text cut off: an element holding text of its own whose box hides what overflows it and whose
 * content is larger than the box. Scrolling boxes are not clipping (their content can be reached).
 */
async function clippedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const hides = (v: string) => v === 'hidden' || v === 'clip';
    const found: string[] = [];
    for (const e of document.querySelectorAll<HTMLElement>('body *')) {
      const own = [...e.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
      if (!own || e.getClientRects().length === 0) continue;
      const style = getComputedStyle(e);
      // hidden on purpose: invisible, or the visually-hidden pattern (a 1 px box) for screen readers
      if (style.visibility === 'hidden' || e.clientWidth <= 1 || e.clientHeight <= 1) continue;
      const x = hides(style.overflowX) && e.scrollWidth > e.clientWidth + 1;
      const y = hides(style.overflowY) && e.scrollHeight > e.clientHeight + 1;
      const ellipsis = style.textOverflow === 'ellipsis' && e.scrollWidth > e.clientWidth + 1;
      if (x || y || ellipsis) found.push(`${e.tagName.toLowerCase()}[${e.dataset.testid ?? e.className}] "${(e.textContent ?? '').trim().slice(0, 30)}"`);
    }
    return found;
  });
}

async function expectSpacingApplied(page: Page) {
  const spacing = await page.evaluate(() => getComputedStyle(document.querySelector('h1') ?? document.body).letterSpacing);
  expect(spacing, 'the spacing overrides are applied').not.toBe('normal');
}

test.describe('text spacing overrides (WCAG 1.4.12)', () => {
  test.beforeEach(async ({ app, page }) => {
    await app.unlockGate();
    await app.setLanguage('ta');
    await withTextSpacing(page);
  });

  test('signing in: the form keeps every label and button whole', async ({ app, page }) => {
    await app.goto('/login');
    await expect(page.locator('h1')).toBeVisible();
    await expectSpacingApplied(page);
    expect(await clippedTexts(page)).toEqual([]);
    await expectNoSidewaysScroll(page, '/login with text spacing');
  });

  for (const path of ['/home', `/home?topic=${TOPIC}`, '/contests', '/account', '/about', '/settings']) {
    test(`${path}: no text cut off, no sideways scroll`, async ({ app, page }) => {
      await app.signInAs('student');
      await app.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      await expectSpacingApplied(page);
      expect(await clippedTexts(page)).toEqual([]);
      await expectNoSidewaysScroll(page, `${path} with text spacing`);
    });
  }

  for (const game of ['choice', 'spell', 'match', 'group', 'tile', 'cross', 'stack', 'pair']) {
    test(`${game} in play: no text cut off, no sideways scroll`, async ({ app, page }) => {
      await app.signInAs('student');
      await app.goto(`/${game}?topic=${TOPIC}`);
      await page.getByTestId('level-1').click();
      await expect(page.getByTestId('game-header')).toBeVisible();
      await expectSpacingApplied(page);
      await page.screenshot({ path: `test-results/text-spacing/${game}.png` });
      expect(await clippedTexts(page)).toEqual([]);
      await expectNoSidewaysScroll(page, `${game} with text spacing`);
    });
  }
});
