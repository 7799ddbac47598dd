import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { REPO } from './paths';

/**
 * What every game screen must pass on a 360×740 touch phone (issue 11): cells and letters neither
 * overlap nor clip, touch targets are at least 24 px, the HUD is in view during play, feedback is
 * in view after an answer, no raw i18n key is on screen, the page is no wider than the phone, and
 * axe finds no serious or critical violation. `checkPhoneScreen` runs the set for one screen.
 */

/** The things a child reads or taps in a game: cells, tiles, options, cards, letters, keys. */
export const GAME_CELLS = [
  '[data-testid="game-frame"] button',
  '[data-testid="game-frame"] input',
  '[data-testid="game-frame"] [data-testid$="-cell"]',
  '[data-testid="game-frame"] [data-testid*="slot"]',
  '[data-testid="game-frame"] [data-testid="jumble-answer"] > *',
  '[data-testid="game-frame"] [data-testid="guess-word"] > *',
].join(', ');

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
interface Problem {
  what: string;
  a: string;
  b?: string;
}

/**
 * Waits for the game's letters as fitted once the fonts are there: the condensed face is fetched
 * when a first fit asks for it (until then that fit makes the letter smaller), and the refit in the
 * frame after it arrives narrows it. A keypad's keys come a frame after the board, so their first
 * fit, and the face it asks for, can come after the fonts were ready once: wait until a frame
 * passes with no font loading (a tile run in CI measured க்ஷ made smaller, its refit still to come).
 */
export async function afterFontsRefit(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    await frames();
    for (let i = 0; i < 5; i += 1) {
      await document.fonts.ready;
      await frames();
      if (document.fonts.status === 'loaded') return;
    }
  });
}

/** Cells and letters of the game: no two overlap, none is clipped or tiny, none has text wider than itself. */
export async function expectNoOverlapOrClip(page: Page, selector = GAME_CELLS, { minTarget = 24, minFontPx = 12 } = {}): Promise<void> {
  const problems = await page.evaluate(
    ({ selector, minTarget, minFontPx }) => {
      const out: Problem[] = [];
      const name = (el: Element) => `${el.tagName.toLowerCase()}[${el.getAttribute('data-testid') ?? ''}] "${(el.textContent ?? '').trim().slice(0, 30)}"`;
      // The part of an element a child can see: a grid that pans (overflow: auto) hides the cells
      // scrolled out of it, and those cannot overlap anything on screen.
      const shown = (el: Element): Box => {
        const r = el.getBoundingClientRect();
        let [x1, y1, x2, y2] = [r.left, r.top, r.right, r.bottom];
        for (let a = el.parentElement; a; a = a.parentElement) {
          const s = getComputedStyle(a);
          if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
          const c = a.getBoundingClientRect();
          [x1, y1, x2, y2] = [Math.max(x1, c.left), Math.max(y1, c.top), Math.min(x2, c.right), Math.min(y2, c.bottom)];
        }
        return { x: x1, y: y1, width: Math.max(0, x2 - x1), height: Math.max(0, y2 - y1) };
      };
      const visible = (el: Element) => {
        const r = el.getBoundingClientRect();
        const s = getComputedStyle(el);
        return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none' && Number(s.opacity) > 0;
      };
      const els = [...document.querySelectorAll(selector)]
        .filter(visible)
        // a visually hidden helper (1 px, clipped) is for screen readers, not for fingers
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return r.width > 2 && r.height > 2;
        })
        // scrolled out of a panning grid: not on screen
        .filter((el) => {
          const b = shown(el);
          return b.width > 0.5 && b.height > 0.5;
        });
      const boxes = els.map((el) => el.getBoundingClientRect() as Box);
      const seen = els.map(shown);
      for (let i = 0; i < els.length; i += 1) {
        const el = els[i]!;
        const b = boxes[i]!;
        const interactive = el.matches('button, input, [role="button"], [tabindex]:not([tabindex="-1"])');
        if (interactive && (b.width < minTarget - 0.5 || b.height < minTarget - 0.5))
          out.push({ what: `smaller than ${minTarget} px (${b.width.toFixed(1)}×${b.height.toFixed(1)})`, a: name(el) });
        const fontPx = parseFloat(getComputedStyle(el).fontSize);
        if ((el.textContent ?? '').trim() && fontPx < minFontPx) out.push({ what: `text at ${fontPx.toFixed(1)} px`, a: name(el) });
        // text wider (or taller, for one line of letters) than its box is cut off or spills over a neighbour
        if (el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0)
          out.push({ what: `text clipped (${el.scrollWidth} > ${el.clientWidth} px wide)`, a: name(el) });
        const s = getComputedStyle(el);
        if ((s.overflowY === 'hidden' || s.overflowY === 'clip') && el.scrollHeight > el.clientHeight + 1)
          out.push({ what: `text clipped (${el.scrollHeight} > ${el.clientHeight} px tall)`, a: name(el) });
        for (let j = i + 1; j < els.length; j += 1) {
          const other = els[j]!;
          if (el.contains(other) || other.contains(el)) continue;
          // a memory card's speaker sits on its own card's corner, in a strip the card keeps empty for it
          const onItsCard = (a: Element, b: Element) => a.matches('[data-read-aloud][data-variant="card"]') && a.previousElementSibling === b;
          if (onItsCard(el, other) || onItsCard(other, el)) continue;
          const v = seen[i]!;
          const c = seen[j]!;
          const w = Math.min(v.x + v.width, c.x + c.width) - Math.max(v.x, c.x);
          const h = Math.min(v.y + v.height, c.y + c.height) - Math.max(v.y, c.y);
          // borders may touch; anything more is an overlap
          if (w > 1 && h > 1) out.push({ what: `overlap ${w.toFixed(1)}×${h.toFixed(1)} px`, a: name(el), b: name(other) });
        }
      }
      return out.slice(0, 20);
    },
    { selector, minTarget, minFontPx },
  );
  expect(problems, 'cells overlap, clip or are too small').toEqual([]);
}

/** `el` is inside the viewport and is what a finger at its centre would touch (nothing covers it). */
async function expectInViewUncovered(page: Page, testId: string, what: string): Promise<void> {
  const where = await page.evaluate((testId) => {
    const el = document.querySelector(`[data-testid="${testId}"]`);
    if (!el) return { found: false } as const;
    const r = el.getBoundingClientRect();
    const inView = r.top >= -0.5 && r.left >= -0.5 && r.bottom <= window.innerHeight + 0.5 && r.right <= window.innerWidth + 0.5;
    const probe = document.elementFromPoint(r.left + r.width / 2, r.top + Math.min(r.height / 2, 10));
    const uncovered = probe !== null && (probe === el || el.contains(probe));
    return { found: true, inView, uncovered, box: { top: Math.round(r.top), bottom: Math.round(r.bottom), viewport: window.innerHeight } } as const;
  }, testId);
  expect(where, `${what} (${testId})`).toMatchObject({ found: true, inView: true, uncovered: true });
}

/** During play the HUD (timer, score, progress) is on screen and not under the app bar. */
export async function expectHudInView(page: Page): Promise<void> {
  await expect(page.getByTestId('game-header')).toBeVisible();
  await expectInViewUncovered(page, 'game-header', 'the HUD must stay in view during play');
}

/** After an answer the verdict is on screen where the child can see it. */
export async function expectFeedbackInView(page: Page): Promise<void> {
  await expect(page.getByTestId('game-feedback')).toBeVisible();
  await expectInViewUncovered(page, 'game-feedback', 'the feedback must be in view after an answer');
}

let keyPattern: RegExp | undefined;
/** Every key path of the games remote's translations (`guess.lives`, `game.result.praise.excellent`…). */
function rawKeyPattern(): RegExp {
  if (keyPattern) return keyPattern;
  const en = JSON.parse(readFileSync(join(REPO, 'mfe-games/public/assets/i18n/en.json'), 'utf8')) as Record<string, unknown>;
  const keys: string[] = [];
  const walk = (node: unknown, path: string[]) => {
    if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, [...path, k]);
    else if (path.length > 1) {
      keys.push(path.join('.'));
      // i18next plural keys are written without their suffix in code: guess.lives_one → guess.lives
      const last = path[path.length - 1]!;
      if (/_(zero|one|two|few|many|other)$/.test(last)) keys.push([...path.slice(0, -1), last.replace(/_(zero|one|two|few|many|other)$/, '')].join('.'));
    }
  };
  walk(en, []);
  const escaped = [...new Set(keys)].sort((a, b) => b.length - a.length).map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  keyPattern = new RegExp(`(?<![\\p{L}\\p{N}_.])(${escaped.join('|')})(?![\\p{L}\\p{N}_])`, 'u');
  return keyPattern;
}

/** No translation key shows as text (a missing or mis-called translation), nor in a label read aloud. */
export async function expectNoRawI18nKeys(page: Page): Promise<void> {
  const texts = await page.evaluate(() => {
    const labels = [...document.querySelectorAll('[aria-label], [alt], [title], [placeholder]')].flatMap((el) =>
      ['aria-label', 'alt', 'title', 'placeholder'].map((a) => el.getAttribute(a) ?? ''),
    );
    return [document.body.innerText, ...labels].join('\n');
  });
  const found = texts.match(rawKeyPattern());
  expect(found?.[0] ?? null, 'a raw i18n key is on screen').toBeNull();
}

/** The page is no wider than the phone: nothing to scroll sideways. */
export async function expectFitsWidth(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, 'the page is wider than the phone').toBeLessThanOrEqual(innerWidth);
}

/** During play the board and its input fit the screen: the page does not scroll. */
export async function expectPlayFitsScreen(page: Page): Promise<void> {
  const { scrollHeight, innerHeight } = await page.evaluate(() => ({ scrollHeight: document.documentElement.scrollHeight, innerHeight: window.innerHeight }));
  expect(scrollHeight, 'the game does not fit one screen').toBeLessThanOrEqual(innerHeight + 1);
}

/**
 * For a game whose page goes on below its board (the crossword's clue list): the board and its
 * input are on the first screen, whole, without scrolling.
 */
export async function expectInFirstScreen(page: Page, testIds: string[]): Promise<void> {
  const out = await page.evaluate(
    (ids) =>
      ids.map((id) => {
        const r = document.querySelector(`[data-testid="${id}"]`)?.getBoundingClientRect();
        return { id, top: r ? Math.round(r.top + window.scrollY) : null, bottom: r ? Math.round(r.bottom + window.scrollY) : null };
      }),
    testIds,
  );
  const innerHeight = await page.evaluate(() => window.innerHeight);
  for (const { id, top, bottom } of out) {
    expect(top, `${id} is on the page`).not.toBeNull();
    expect(bottom!, `${id} ends within the first screen`).toBeLessThanOrEqual(innerHeight + 1);
  }
}

/** axe-core on the whole page (WCAG 2.2 A/AA): no serious or critical violation. */
export async function expectNoSeriousAxeViolations(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  expect(serious, `axe on ${where}`).toEqual([]);
}

/** The result's labels (புள்ளிகள், நேரம், துல்லியம்) each on one line: never "புள்ளிக/ள்" (issue 22.5). */
export async function expectResultLabelsWhole(page: Page): Promise<void> {
  const broken = await page.locator('[data-testid="game-result"] dt').evaluateAll((labels) =>
    labels
      .filter((dt) => {
        const range = document.createRange();
        range.selectNodeContents(dt);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
      })
      .map((dt) => dt.textContent),
  );
  expect(broken, 'result labels broken over two lines').toEqual([]);
}

export type GameScreen = 'start' | 'play' | 'answered' | 'result';

/**
 * The checks for one screen of a game on a phone. `play`: HUD in view, cells fine, board fits the
 * screen (pass `fits: false` for a game that scrolls by design); `answered`: also feedback in view.
 */
export async function checkPhoneScreen(page: Page, screen: GameScreen, where: string, { fits = true, axe = true } = {}): Promise<void> {
  await expectFitsWidth(page);
  await expectNoRawI18nKeys(page);
  if (screen === 'play' || screen === 'answered') {
    await expectHudInView(page);
    await expectNoOverlapOrClip(page);
    if (fits) await expectPlayFitsScreen(page);
  }
  if (screen === 'answered') await expectFeedbackInView(page);
  if (screen === 'result') await expectResultLabelsWhole(page);
  if (axe) await expectNoSeriousAxeViolations(page, `${where} (${screen})`);
}
