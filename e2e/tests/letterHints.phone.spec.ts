import type { Page } from '@playwright/test';
import { compareLetters } from '../../shared/src/text/compareLetters';
import { letters } from '../../shared/src/text/letters';
import { combineTamil, splitTamil } from '../../shared/src/text/tamilKeypad';
import { expect, test, type AppDriver } from '../support/fixtures';
import { topicItems, type TopicItem } from '../support/gamePlayers';
import { chooseClue, tapKeypadLetter } from '../support/gamePlayersB';
import { signInAsTamilStudent } from '../support/phoneGamePlay';

// Issue 22 "Must show": on a 360×740 touch phone, in Tamil, tile, spell and the crossword tell a
// child who wrote கா for கி that the consonant (மெய்) is right, by colour, by a mark beside the
// letter and in words; the crossword is not stuck after a wrong word; tile's cells are 40 px with
// the mark beside the letter; match hard keeps its verdict in view.

const TOPIC = 'pre-generated-ta-animals-y2';
const MEI_RIGHT = 'மெய் சரி, உயிர் வேறு';

/** The word with one letter's vowel changed so that letter keeps only its consonant (கி → கா). */
function nearMiss(word: string): { guess: string; at: number } {
  const ls = letters(word);
  for (let at = 0; at < ls.length; at += 1) {
    const parts = splitTamil(ls[at]!);
    if (parts.kind !== 'uyirmei' && parts.kind !== 'mei') continue;
    for (const vowel of ['ா', 'ி', 'ு', 'ே'] as const) {
      const changed = combineTamil(parts.consonant, vowel);
      if (!changed || changed === ls[at]) continue;
      const guess = ls.map((l, i) => (i === at ? changed : l)).join('');
      if (compareLetters(word, guess)[at] === 'sameConsonant') return { guess, at };
    }
  }
  throw new Error(`no near miss for ${word}`);
}

/** The topic word whose clue is on screen (the longest clue that matches: one can be part of another). */
async function wordForClue(page: Page, items: TopicItem[], testId = 'word-clue'): Promise<string> {
  const text = (await page.getByTestId(testId).textContent()) ?? '';
  const clue = (i: TopicItem) => i.clue ?? i.meaning;
  const item = items.filter((i) => clue(i) && text.includes(clue(i)!)).sort((a, b) => clue(b)!.length - clue(a)!.length)[0];
  expect(item, `no topic word for "${text}"`).toBeTruthy();
  return item!.word;
}

async function start(app: AppDriver, page: Page, game: string, level: 1 | 2 | 3) {
  await app.goto(`/${game}?topic=${TOPIC}`);
  await page.getByTestId(`level-${level}`).tap();
  await expect(page.getByTestId('game-header')).toBeVisible();
}

test.describe('letter-wise hints on a 360×740 phone, in Tamil (issue 22)', () => {
  signInAsTamilStudent();

  test('tile: the consonant half is marked beside the letter, in 40 px cells, and said in words', async ({ app, page, request }) => {
    const items = await topicItems(request, TOPIC);
    await start(app, page, 'tile', 1);
    // progress from the first screen
    await expect(page.getByTestId('game-progress')).toContainText(/0\/\d+$/);
    const word = await wordForClue(page, items);
    const { guess, at } = nearMiss(word);
    for (const letter of letters(guess)) await tapKeypadLetter(page, letter);
    await page.getByTestId('keypad-enter').tap();

    const row = page.locator('[data-testid="tile-cell"][data-mark]');
    await expect(row).toHaveCount(letters(guess).length);
    const cell = row.nth(at);
    await expect(cell).toHaveAttribute('data-mark', 'sameConsonant');
    await expect(page.getByTestId('letter-hint-text')).toContainText(`${letters(guess)[at]}: ${MEI_RIGHT}`);
    const box = (await cell.boundingBox())!;
    expect(box.width, 'tile cell width').toBeGreaterThanOrEqual(40);
    expect(box.height, 'tile cell height').toBeGreaterThanOrEqual(40);
    // the mark sits beside the letter: their boxes do not meet
    const glyph = (await cell.getByTestId('tile-glyph').boundingBox())!;
    const mark = (await cell.locator('img').boundingBox())!;
    const overlaps = mark.x < glyph.x + glyph.width && glyph.x < mark.x + mark.width && mark.y < glyph.y + glyph.height && glyph.y < mark.y + mark.height;
    expect(overlaps, 'the mark covers the letter').toBe(false);
    expect(glyph.x + glyph.width, 'the letter is clipped').toBeLessThanOrEqual(box.x + box.width);
  });

  test('spell: a near miss shows each letter marked and "மெய் சரி, உயிர் வேறு"', async ({ app, page, request }) => {
    const items = await topicItems(request, TOPIC);
    await start(app, page, 'spell', 1);
    await expect(page.getByTestId('game-progress')).toContainText(/0\/\d+$/);
    const word = await wordForClue(page, items);
    const { guess, at } = nearMiss(word);
    await page.getByTestId('spell-answer').tap();
    await page.getByTestId('spell-answer').fill(guess);
    await page.getByTestId('keypad-enter').tap();
    const hinted = page.getByTestId('letter-hint-letter');
    await expect(hinted).toHaveCount(letters(guess).length);
    await expect(hinted.nth(at)).toHaveAttribute('data-mark', 'sameConsonant');
    await expect(page.getByTestId('letter-hint-text')).toContainText(MEI_RIGHT);
    await expect(page.getByTestId('game-feedback')).toBeInViewport();
  });

  test('crossword: a wrong word is marked letter by letter, its wrong cell empties, and retyping solves it', async ({ app, page, request }) => {
    const items = await topicItems(request, TOPIC);
    // hard gives no letters: the first word's cells are all the child's
    await start(app, page, 'cross', 3);
    await chooseClue(page, page.locator('[data-testid="cross-clue"]').first());
    const word = await wordForClue(page, items, 'cross-active-clue');
    const { guess, at } = nearMiss(word);
    for (const letter of letters(guess)) await tapKeypadLetter(page, letter);
    await expect(page.getByTestId('game-feedback')).toHaveAttribute('data-kind', 'incorrect');
    await expect(page.getByTestId('letter-hint-letter').nth(at)).toHaveAttribute('data-mark', 'sameConsonant');
    await expect(page.getByTestId('letter-hint-text')).toContainText(MEI_RIGHT);
    const marked = page.locator('[data-mark="sameConsonant"] [data-testid="cross-cell"]');
    await expect(marked).toHaveCount(1);
    await expect(marked).toHaveValue('');
    // not stuck: the right letter goes into the emptied cell and the word is solved
    await tapKeypadLetter(page, letters(word)[at]!);
    await expect(page.getByTestId('game-feedback')).toHaveAttribute('data-kind', 'correct');
    await expect(page.locator('[data-mark] [data-testid="cross-cell"]')).toHaveCount(0);
  });

  test('match hard: the verdict is in view where the child taps, without the board scrolling away', async ({ app, page }) => {
    await start(app, page, 'match', 3);
    const left = page.getByTestId((await page.locator('[data-testid^="match-left-"]').first().getAttribute('data-testid'))!);
    const right = page.getByTestId((await page.locator('[data-testid^="match-right-"]').first().getAttribute('data-testid'))!);
    await left.tap();
    await right.tap();
    await expect(page.getByTestId('game-feedback')).toBeInViewport({ ratio: 1 });
    // the verdict came to the child (it sticks to the screen's foot): the page did not jump to it,
    // the items she tapped are still where she looks
    await expect(left).toBeInViewport();
    await expect(right).toBeInViewport();
    // the board is taller than the phone on hard: without the sticky verdict it was below the fold
    const boardBottom = await page.getByTestId('match-board').evaluate((el) => el.getBoundingClientRect().bottom);
    expect(boardBottom).toBeGreaterThan(740);
  });

  for (const [language, check] of [
    ['en', 'Check'],
    ['bm', 'Semak'],
  ] as const) {
    test(`${language}: the keypad's ${check} key and the app title are whole`, async ({ app, page }) => {
      await app.setLanguage(language);
      await app.goto(`/spell?topic=pre-generated-${language}-animals-y2`);
      await page.getByTestId('level-1').tap();
      const enter = page.getByTestId('keypad-enter');
      await expect(enter).toHaveText(check);
      const fits = await enter.evaluate((el) => el.scrollWidth <= el.clientWidth);
      expect(fits, `"${check}" is cut`).toBe(true);
      // the app title breaks only between words ("Permainan Kata", never "Permain/an")
      const brand = page.getByTestId('brand');
      const words = await brand.evaluate((el) => {
        const span = [...el.querySelectorAll<HTMLElement>('[data-lang]')].find((s) => s.offsetParent !== null) ?? el;
        const range = document.createRange();
        range.selectNodeContents(span);
        return { lines: new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size, words: (span.textContent ?? '').trim().split(/\s+/).length };
      });
      expect(words.lines).toBeLessThanOrEqual(words.words);
    });
  }
});
