import type { APIRequestContext, Page } from '@playwright/test';
import { letters } from '../../shared/src/text/letters';
import { expect, test, type SignedIn } from '../support/fixtures';
import { moveDrawn } from '../support/moveDrawn';

// Games (issue 7): in Tamil, play search, cross, jumble, guess and spell to the result screen with
// the keyboard only (focus is placed with locator.focus(), every move is a key press or typed
// text), jumble once by touch on a phone-sized screen, and check the score reaches
// get-quiz-scores exactly once — also when the game is finished offline.

const TOPIC = 'pre-generated-ta-animals-y2';
/** Tamil words share few whole letters; this topic makes a bigger crossword than animals. */
const CROSS_TOPIC = 'pre-generated-ta-school-y1';

interface Item {
  word: string;
  clue?: string;
  meaning?: string;
  translations?: { en?: string };
}

async function topicItems(request: APIRequestContext, key = TOPIC): Promise<Item[]> {
  const res = await request.get(`/wp-json/custom/v1/topics/${key}`);
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { items: Item[] }).items;
}

async function scoresFor(request: APIRequestContext, me: SignedIn, category: string, key = TOPIC): Promise<{ topic_key: string; client_id: string }[]> {
  const res = await request.get(`/wp-json/custom/v1/get-quiz-scores?user_identifier=${me.userId}&quiz_category=${category}`, { headers: me.headers });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { topic_key: string; client_id: string }[]).filter((s) => s.topic_key === key);
}

/** The word whose clue (or the fallback the games show) is on screen. */
async function wordOnScreen(page: Page, items: Item[]): Promise<string> {
  const text = (await page.getByTestId('word-clue').textContent()) ?? '';
  const clueOf = (i: Item) => i.clue ?? i.meaning ?? i.translations?.en ?? '';
  // the longest clue on screen: one item's clue can be part of another's ("பால் தரும் விலங்கு")
  const item = items.filter((i) => clueOf(i) && text.includes(clueOf(i))).sort((a, b) => clueOf(b).length - clueOf(a).length)[0];
  expect(item, `no item for clue "${text}"`).toBeTruthy();
  return item!.word;
}

/** Opens a game on the Tamil topic and starts level 1 with the keyboard. */
async function startLevel1(page: Page, game: string, key = TOPIC) {
  await page.goto(`/${game}?topic=${key}`);
  const easy = page.getByTestId('level-1');
  await easy.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('game-header')).toBeVisible();
}

/** After an answer: the "correct" banner, or the result screen after the last word. */
async function expectRightOrDone(page: Page) {
  await expect(page.getByTestId('game-result').or(page.locator('[data-testid="game-feedback"][data-kind="correct"]'))).toBeVisible();
}

async function expectResultSaved(page: Page) {
  await expect(page.getByTestId('game-result')).toBeVisible();
  await expect(page.getByTestId('result-save-status')).toHaveAttribute('data-status', 'sent');
}

test.describe('games in Tamil', () => {
  let me: SignedIn;
  let items: Item[];

  test.beforeEach(async ({ app, request }) => {
    await app.unlockGate();
    await app.setLanguage('ta');
    me = await app.signInAs('student');
    items = await topicItems(request);
  });

  test('search: find every word with arrow keys and Enter', async ({ page, request }) => {
    const before = (await scoresFor(request, me, 'Search')).length;
    await startLevel1(page, 'search');
    const cells = page.getByTestId('search-cell');
    const texts = await cells.allTextContents();
    const size = Math.round(Math.sqrt(texts.length));
    const at = (r: number, c: number) => (r >= 0 && c >= 0 && r < size && c < size ? texts[r * size + c]! : null);
    const words = await page.getByTestId('search-word').allTextContents();
    await cells.first().focus();
    const pos = { r: 0, c: 0 };
    const moveTo = async (r: number, c: number) => {
      for (; pos.r < r; pos.r++) await page.keyboard.press('ArrowDown');
      for (; pos.r > r; pos.r--) await page.keyboard.press('ArrowUp');
      for (; pos.c < c; pos.c++) await page.keyboard.press('ArrowRight');
      for (; pos.c > c; pos.c--) await page.keyboard.press('ArrowLeft');
    };
    for (const word of words) {
      let found: [number, number, number, number] | null = null;
      for (let r = 0; r < size && !found; r++)
        for (let c = 0; c < size && !found; c++) {
          for (const [dr, dc] of [
            [0, 1],
            [1, 0],
            [1, 1],
            [-1, 1],
            [0, -1],
            [-1, 0],
            [-1, -1],
            [1, -1],
          ] as const) {
            let s = '';
            let k = 0;
            while (word.startsWith(s) && s.length < word.length && at(r + dr * k, c + dc * k) !== null) s += at(r + dr * k, c + dc * k++);
            if (s === word) {
              found = [r, c, r + dr * (k - 1), c + dc * (k - 1)];
              break;
            }
          }
        }
      expect(found, `where is ${word}?`).toBeTruthy();
      await moveTo(found![0], found![1]);
      await page.keyboard.press('Enter');
      await moveTo(found![2], found![3]);
      await page.keyboard.press('Enter');
    }
    await expectResultSaved(page);
    await expect.poll(async () => (await scoresFor(request, me, 'Search')).length).toBe(before + 1);
  });

  test('cross: choose each clue and type its word, one code point at a time as a Tamil keyboard sends it', async ({ page, request }) => {
    const before = (await scoresFor(request, me, 'Cross', CROSS_TOPIC)).length;
    const crossItems = await topicItems(request, CROSS_TOPIC);
    await startLevel1(page, 'cross', CROSS_TOPIC);
    const clueButtons = page.getByTestId('cross-clue');
    const count = await clueButtons.count();
    for (let i = 0; i < count; i++) {
      const button = clueButtons.nth(i);
      const text = (await button.textContent()) ?? '';
      if ((await button.getAttribute('data-solved')) === 'true') continue; // solved on the way by its crossings
      const item = crossItems.find((x) => (x.clue ?? x.meaning) && text.includes((x.clue ?? x.meaning)!));
      expect(item, `no word for clue ${text}`).toBeTruthy();
      await button.focus();
      await page.keyboard.press('Enter');
      // focus reaches the word's first cell once it is painted, before a child types on
      await expect(page.locator('[data-testid="cross-cell"]:focus')).toHaveCount(1);
      // the cursor moves on by itself; given and crossing letters are typed through
      await page.keyboard.type(item!.word);
      // solved, or it was the last word and the result shows
      await expect(page.getByTestId('game-result').or(page.locator('[data-testid="cross-clue"][data-solved="true"]').filter({ hasText: text }))).toBeVisible();
    }
    await expectResultSaved(page);
    await expect(page.getByTestId('result-accuracy')).toHaveText('100%');
    await expect.poll(async () => (await scoresFor(request, me, 'Cross', CROSS_TOPIC)).length).toBe(before + 1);
  });

  for (const game of ['jumble', 'guess', 'spell'] as const) {
    test(`${game}: type each word (its letters, for guess) and press Enter`, async ({ page, request }) => {
      const category = game[0]!.toUpperCase() + game.slice(1);
      const before = (await scoresFor(request, me, category)).length;
      await startLevel1(page, game);
      const input = page.getByTestId(game === 'spell' ? 'spell-answer' : 'answer-input');
      while (!(await page.getByTestId('game-result').isVisible())) {
        await moveDrawn(page);
        const word = await wordOnScreen(page, items);
        await input.focus();
        if (game === 'guess') {
          // a child types letter after letter and stops when the word is found (a letter may repeat)
          const clue = await page.getByTestId('word-clue').textContent();
          for (const letter of letters(word)) {
            await moveDrawn(page);
            if ((await page.getByTestId('game-result').isVisible()) || (await page.getByTestId('word-clue').textContent()) !== clue) break;
            await page.keyboard.type(letter);
          }
        } else await page.keyboard.type(word);
        await page.keyboard.press('Enter');
        await expectRightOrDone(page);
      }
      await expectResultSaved(page);
      await expect(page.getByTestId('result-accuracy')).toHaveText('100%');
      await expect.poll(async () => (await scoresFor(request, me, category)).length).toBe(before + 1);
    });
  }

  test('jumble: finish a game offline, and the score arrives once when back online', async ({ page, context, request }) => {
    const before = (await scoresFor(request, me, 'Jumble')).length;
    await startLevel1(page, 'jumble');
    await context.setOffline(true);
    const input = page.getByTestId('answer-input');
    while (!(await page.getByTestId('game-result').isVisible())) {
      await moveDrawn(page);
      const word = await wordOnScreen(page, items);
      await input.fill(word);
      await page.keyboard.press('Enter');
    }
    await expect(page.getByTestId('result-save-status')).toHaveAttribute('data-status', 'queued');
    expect((await scoresFor(request, me, 'Jumble')).length).toBe(before);
    await context.setOffline(false);
    await expect.poll(async () => (await scoresFor(request, me, 'Jumble')).length, { timeout: 15_000 }).toBe(before + 1);
    // Nothing is sent twice: a reload flushes again at start-up and the count stays.
    await page.reload();
    await expect(page.getByTestId('level-chooser')).toBeVisible();
    await page.waitForTimeout(1500);
    const after = await scoresFor(request, me, 'Jumble');
    expect(after.length).toBe(before + 1);
    expect(new Set(after.map((s) => s.client_id)).size).toBe(after.length);
  });
});

test.describe('games by touch on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('jumble: tap the letters in order', async ({ app, page, request }) => {
    await app.unlockGate();
    await app.setLanguage('ta');
    const me = await app.signInAs('student');
    const items = await topicItems(request);
    const before = (await scoresFor(request, me, 'Jumble')).length;
    await page.goto(`/jumble?topic=${TOPIC}`);
    await page.getByTestId('level-1').tap();
    while (!(await page.getByTestId('game-result').isVisible())) {
      await moveDrawn(page);
      const word = await wordOnScreen(page, items);
      const tiles = page.getByTestId('jumble-tile');
      const texts = await tiles.allTextContents();
      const used = new Set<number>();
      for (const letter of letters(word)) {
        const i = texts.findIndex((t, j) => t === letter && !used.has(j));
        used.add(i);
        await tiles.nth(i).tap();
      }
      await expectRightOrDone(page);
    }
    await expectResultSaved(page);
    await expect.poll(async () => (await scoresFor(request, me, 'Jumble')).length).toBe(before + 1);
  });
});
