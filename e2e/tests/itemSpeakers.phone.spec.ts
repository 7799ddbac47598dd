import { expect, test } from '../support/fixtures';
import type { Page } from '@playwright/test';
import { expectNoSidewaysScroll, readAloudLog, recordReadAloud, setLargestFont } from '../support/a11yChecks';
import { moveDrawn } from '../support/moveDrawn';

// Issue 26.1 on a 360×740 touch phone in Tamil: every item a child joins, sorts into, orders or
// turns has a speaker of its own that reads it (group: the word picked, as its question); each sits beside its item (memory: on its card's corner)
// without covering another control or the item's word, breaking a Tamil word or widening the
// page, at the default font and at the app's largest (24 px).

const TOPIC = 'pre-generated-ta-animals-y2';

/** game, topic, level, the prefix of its item speakers' test ids */
const GAMES: [game: string, topic: string, level: number, speakers: string][] = [
  ['match', TOPIC, 1, 'read-aloud-match-'],
  ['match', TOPIC, 3, 'read-aloud-match-'],
  ['group', TOPIC, 1, 'read-aloud-group-bin'],
  ['stack', 'pre-generated-ta-days-y1', 1, 'read-aloud-piece'],
  ['stack', 'pre-generated-ta-word-ladders-y3', 3, 'read-aloud-piece'],
  ['pair', TOPIC, 1, 'read-aloud-card'],
  ['pair', TOPIC, 3, 'read-aloud-card'],
];

interface Layout {
  speakers: number;
  items: number;
  /** a speaker that covers another control, or its card's word, or is off the screen or under 24 px */
  problems: string[];
  /** an item's Tamil word split over two lines */
  broken: string[];
}

/** Each speaker's item is the button before it (its sibling in the same list item or row). */
function layoutOf(page: Page, prefix: string): Promise<Layout> {
  return page.evaluate((prefix) => {
    const rect = (el: Element) => el.getBoundingClientRect();
    const overlap = (a: DOMRect, b: DOMRect) =>
      Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
    const speakers = [...document.querySelectorAll<HTMLElement>(`[data-testid^="${prefix}"]`)];
    // the board's own controls: the sticky app bar and HUD pass over a scrolled board by design
    const board = speakers[0]?.closest('section') ?? document.body;
    const controls = [...board.querySelectorAll<HTMLElement>('button, input, select, a[href]')].filter((c) => rect(c).width > 0 && !speakers.includes(c));
    const problems: string[] = [];
    const broken: string[] = [];
    // lines of the text's own glyphs (its text nodes': a word in its own box, FitWords', is a rect of its own), a new line 8 px lower
    const linesOf = (el: Element) => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      const tops: number[] = [];
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(n);
        for (const r of range.getClientRects()) if (r.width > 1) tops.push(r.top);
      }
      tops.sort((a, b) => a - b);
      return tops.filter((top, i) => i === 0 || top - tops[i - 1]! > 8).length;
    };
    let items = 0;
    for (const speaker of speakers) {
      const item = speaker.previousElementSibling as HTMLElement | null;
      const s = rect(speaker);
      const label = `${speaker.dataset.testid} beside "${(item?.textContent ?? '').trim().slice(0, 20)}"`;
      if (!item || item.tagName !== 'BUTTON') {
        problems.push(`${label}: no item button before it`);
        continue;
      }
      items += 1;
      if (s.width < 24 || s.height < 24) problems.push(`${label}: ${s.width}×${s.height} px`);
      if (s.left < 0 || s.right > document.documentElement.clientWidth) problems.push(`${label}: off the screen (${s.left}–${s.right})`);
      for (const c of controls) {
        // memory's speaker sits on its own card's corner, clear of the card's word
        if (c === item && prefix === 'read-aloud-card') continue;
        if (overlap(s, rect(c)) > 1) problems.push(`${label}: covers ${c.dataset.testid ?? c.tagName} "${(c.textContent ?? '').trim().slice(0, 20)}"`);
      }
      const text =
        item.querySelector('[data-testid="pair-face"], [data-testid="order-text"]') ??
        item.querySelector('span:not([aria-hidden]):not([class*="Hidden"])') ??
        item;
      if (prefix === 'read-aloud-card' && overlap(s, rect(text)) > 1) {
        // the face's box is the card's width; what matters is the word's own ink
        const range = document.createRange();
        range.selectNodeContents(text);
        for (const r of range.getClientRects()) if (overlap(s, r as DOMRect) > 1) problems.push(`${label}: covers its word`);
      }
      const words = (text.textContent ?? '').trim().split(/\s+/).filter(Boolean).length;
      if (linesOf(text) > words) broken.push(`"${(text.textContent ?? '').trim()}" on ${linesOf(text)} lines`);
    }
    return { speakers: speakers.length, items, problems, broken };
  }, prefix);
}

async function expectReads(page: Page, speaker: ReturnType<Page['getByTestId']>, text: string, lang: string) {
  const before = (await readAloudLog(page)).length;
  await speaker.tap();
  await expect.poll(async () => (await readAloudLog(page)).length).toBeGreaterThan(before);
  const said = (await readAloudLog(page)).at(-1)!;
  // a topic word with a bundled recording plays it; anything else is the device's voice in the text's language
  if (said.kind === 'recording') expect(said.text).toMatch(/\/media\/audio\/.+/);
  else expect(`${said.lang}:${said.text}`).toBe(`${lang}:${text}`);
}

for (const [size, largest] of [
  ['default font', false],
  ['largest font', true],
] as const) {
  test.describe(`per-item speakers at the ${size}`, () => {
    test.beforeEach(async ({ app, page }) => {
      await app.unlockGate();
      await app.setLanguage('ta');
      await app.signInAs('student');
      await recordReadAloud(page);
      if (largest) await setLargestFont(page);
    });

    for (const [game, topic, level, prefix] of GAMES) {
      test(`${game} level ${level}: a speaker beside every item, covering nothing, reading it`, async ({ app, page }) => {
        await app.goto(`/${game}?topic=${topic}`);
        await page.getByTestId(`level-${level}`).tap();
        await expect(page.getByTestId('game-header')).toBeVisible();
        await page.evaluate(() => document.fonts.ready);
        // memory: turn cards until a word is face up (a picture has no speaker)
        for (let i = 0; game === 'pair' && i < 8; i += 1) {
          await page.getByTestId('pair-card').nth(i).tap();
          await moveDrawn(page);
          if (await page.locator('[data-testid="pair-card"][aria-pressed="true"] [data-testid="pair-face"]').count()) break;
        }
        const layout = await layoutOf(page, prefix);
        const items = await page
          .locator(
            game === 'match'
              ? '[data-testid^="match-left-"] , [data-testid^="match-right-"]'
              : game === 'group'
                ? '[data-testid="group-bin"]'
                : game === 'stack'
                  ? '[data-testid="order-piece"]'
                  : '[data-testid="pair-card"][aria-pressed="true"]:not(:has([data-testid="pair-picture-name"]))',
          )
          .count();
        await page.screenshot({ path: `test-results/item-speakers/${game}-${level}-${largest ? '24px' : '16px'}.png`, fullPage: true });
        expect(layout.items, 'a speaker for every item').toBe(items);
        expect(items).toBeGreaterThan(0);
        expect(layout.problems).toEqual([]);
        expect(layout.broken, 'Tamil words broken inside').toEqual([]);
        await expectNoSidewaysScroll(page, `${game} level ${level}`);

        const speaker = page.locator(`[data-testid^="${prefix}"]`).first();
        const item = speaker.locator('xpath=preceding-sibling::button[1]');
        const text = await item.evaluate(
          (el) =>
            (
              el.querySelector('[data-testid="pair-face"], [data-testid="order-text"]') ??
              el.querySelector('span:not([aria-hidden])') ??
              el
            ).textContent?.trim() ?? '',
        );
        const lang = await item.evaluate((el) => (el.querySelector('[lang]') ?? el).closest('[lang]')?.getAttribute('lang') ?? '');
        await expectReads(page, speaker, text, lang);
      });
    }

    test('group: the word picked is read, from the line that asks where it goes', async ({ app, page }) => {
      await app.goto(`/group?topic=${TOPIC}`);
      await page.getByTestId('level-1').tap();
      await expect(page.getByTestId('read-aloud-group-word')).toHaveCount(0);
      const word = page.getByTestId('group-word').nth(2);
      const text = ((await word.textContent()) ?? '').trim();
      await word.tap();
      await expectReads(page, page.getByTestId('read-aloud-group-word'), text, 'ta');
      await expectNoSidewaysScroll(page, 'group');
    });

    test('reform: the sentence as the child has built it, read in Tamil', async ({ app, page }) => {
      await app.goto(`/reform?topic=${TOPIC}`);
      await page.getByTestId('level-1').tap();
      const speaker = page.getByTestId('read-aloud-sentence');
      await expect(speaker).toBeVisible();
      await expect(speaker).toHaveAccessibleName('உங்கள் வாக்கியத்தைக் கேட்கவும்');
      const built = async () => (await page.getByTestId('order-text').allTextContents()).map((t) => t.trim()).join(' ');
      await expectReads(page, speaker, await built(), 'ta');
      await expectNoSidewaysScroll(page, 'reform');
      await page.screenshot({ path: `test-results/item-speakers/reform-${largest ? '24px' : '16px'}.png`, fullPage: true });
    });

    test('jumble: the letters placed so far, read in Tamil, beside Undo and Skip', async ({ app, page }) => {
      await app.goto(`/jumble?topic=${TOPIC}`);
      await page.getByTestId('level-2').tap();
      const speaker = page.getByTestId('read-aloud-built');
      await expect(speaker).toBeDisabled();
      const tile = page.getByTestId('jumble-tile').first();
      const letter = ((await tile.textContent()) ?? '').trim();
      await tile.tap();
      await expect(speaker).toBeEnabled();
      const row = await page.evaluate(() => {
        const top = (id: string) =>
          Math.round(
            document.querySelector(`[data-testid="${id}"]`)!.getBoundingClientRect().top +
              document.querySelector(`[data-testid="${id}"]`)!.getBoundingClientRect().height / 2,
          );
        return [top('read-aloud-built'), top('jumble-undo')];
      });
      expect(Math.abs(row[0]! - row[1]!), 'on the row of Undo').toBeLessThanOrEqual(6);
      await expectReads(page, speaker, letter, 'ta');
      await expectNoSidewaysScroll(page, 'jumble');
      await page.screenshot({ path: `test-results/item-speakers/jumble-${largest ? '24px' : '16px'}.png`, fullPage: true });
    });
  });
}
