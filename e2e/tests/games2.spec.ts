import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect, type SignedIn } from '../support/fixtures';
import { nextQuestion } from '../support/moveDrawn';

/**
 * Issue 7: in Tamil, play blank, error, choice and match to the result screen on a Tamil topic
 * using only the keyboard; the score then appears in get-quiz-scores.
 */
const TOPIC_KEY = 'pre-generated-ta-animals-y2';
const API = '/wp-json/custom/v1';

interface Item {
  word: string;
  meaning?: string;
  clue?: string;
  sentence?: string;
  image?: string;
  misspellings: string[];
  translations: { en?: string; ta?: string; bm?: string };
}

/** The game page object: level chooser, round, result. */
class GamePageObject {
  constructor(readonly page: Page) {}

  /** Focus the level button and press Enter: the player never touches the mouse. */
  async startLevel(level: 1 | 2 | 3) {
    const button = this.page.getByTestId(`level-${level}`);
    await expect(button).toBeVisible();
    await button.focus();
    await this.page.keyboard.press('Enter');
  }

  focused(): Locator {
    return this.page.locator(':focus');
  }

  async optionTexts(): Promise<string[]> {
    return this.page.getByTestId('round-options').locator('button > span:nth-child(2)').allTextContents();
  }

  /** Arrow down from the focused first option to option `index`, then Enter. */
  async chooseByArrows(index: number) {
    await expect(this.focused()).toHaveAttribute('data-testid', 'round-option-0');
    for (let i = 0; i < index; i += 1) await this.page.keyboard.press('ArrowDown');
    await expect(this.focused()).toHaveAttribute('data-testid', `round-option-${index}`);
    await this.page.keyboard.press('Enter');
  }

  /** After an answer focus is on "Next"; Enter moves on (or to the result after the last question). */
  async next() {
    await expect(this.focused()).toHaveAttribute('data-testid', 'round-next');
    await nextQuestion(this.page, () => this.page.keyboard.press('Enter'));
  }

  async expectResultSaved() {
    await expect(this.page.getByTestId('game-result')).toBeVisible();
    await expect(this.page.getByTestId('result-save-status')).toHaveAttribute('data-status', 'sent');
    return Number(await this.page.getByTestId('result-score').textContent());
  }
}

async function openGame(app: { goto(path: string): Promise<void> }, page: Page, game: string) {
  await app.goto(`/${game}?topic=${TOPIC_KEY}`);
  await expect(page.getByTestId(`page-${game}`)).toBeVisible();
  return new GamePageObject(page);
}

async function expectScoreRecorded(request: APIRequestContext, user: SignedIn, category: string, score: number) {
  const response = await request.get(`${API}/get-quiz-scores`, { headers: user.headers, params: { user_identifier: user.userId, quiz_category: category } });
  expect(response.ok()).toBeTruthy();
  const records = (await response.json()) as { quiz_category: string; topic_key: string; score: number; level: number; time_submitted: string }[];
  expect(records.find((r) => r.topic_key === TOPIC_KEY)).toMatchObject({ quiz_category: category, topic_key: TOPIC_KEY, score });
}

test.describe('games in Tamil, by keyboard only (issue 7: blank, error, choice, match)', () => {
  let items: Item[] = [];
  let user: SignedIn;

  test.beforeEach(async ({ app, request }) => {
    const response = await request.get(`${API}/topics/${TOPIC_KEY}`);
    expect(response.ok()).toBeTruthy();
    const body = (await response.json()) as { items?: Item[]; topic?: { items: Item[] } };
    items = body.items ?? body.topic?.items ?? [];
    expect(items.length).toBeGreaterThanOrEqual(15);
    await app.unlockGate();
    await app.setLanguage('ta');
    user = await app.signInAs('student');
  });

  test('blank: type every missing word on the hard level and see the score saved', async ({ app, page, request }) => {
    const game = await openGame(app, page, 'blank');
    await game.startLevel(3);
    await expect(page.getByRole('heading', { name: 'விடுபட்ட சொல்லைத் தட்டச்சு செய்யவும்.' })).toBeVisible();
    for (let n = 0; n < 8; n += 1) {
      await expect(page.getByTestId('round-progress')).toHaveText(`கேள்வி ${n + 1} / 8`);
      const shown = (await page.getByTestId('blank-sentence').textContent()) ?? '';
      const item = items.find((i) => {
        const at = i.sentence?.indexOf(i.word) ?? -1;
        return i.sentence && at >= 0 && shown === `${i.sentence.slice(0, at)}____கோடிட்ட இடம்${i.sentence.slice(at + i.word.length)}`;
      });
      expect(item, `an item for "${shown}"`).toBeDefined();
      await expect(game.focused()).toHaveAttribute('data-testid', 'blank-input');
      await page.keyboard.type(item?.word ?? '');
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('game-feedback')).toHaveAttribute('data-kind', 'correct');
      await expect(page.getByTestId('blank-gap')).toHaveText(item?.word ?? '');
      await game.next();
    }
    const score = await game.expectResultSaved();
    expect(score).toBe(80);
    await expectScoreRecorded(request, user, 'Blank', 80);
  });

  test('error: pick the right spelling with the number keys on the easy level', async ({ app, page, request }) => {
    const game = await openGame(app, page, 'error');
    await game.startLevel(1);
    for (let n = 0; n < 6; n += 1) {
      await expect(page.getByRole('heading', { name: 'எந்த எழுத்துக்கூட்டல் சரி?' })).toBeVisible();
      const options = await game.optionTexts();
      const right = options.findIndex((o) => items.some((i) => i.word === o));
      expect(right).toBeGreaterThanOrEqual(0);
      // the digit keys work in the options' list, which takes focus once the question is painted
      await expect(game.focused()).toHaveAttribute('data-testid', /^round-option-/);
      await page.keyboard.press(String(right + 1));
      await expect(page.getByTestId('game-feedback')).toContainText('ஆம்!');
      await game.next();
    }
    expect(await game.expectResultSaved()).toBe(60);
    await expectScoreRecorded(request, user, 'Error', 60);
  });

  test('choice: move with the arrow keys to the word the picture or clue shows', async ({ app, page, request }) => {
    const game = await openGame(app, page, 'choice');
    await game.startLevel(1);
    for (let n = 0; n < 6; n += 1) {
      await expect(page.getByRole('heading', { name: 'இது எந்தச் சொல்?' })).toBeVisible();
      const picture = page.getByTestId('choice-picture');
      const src = (await picture.count()) > 0 ? ((await picture.getAttribute('src')) ?? '') : '';
      const promptText = (await page.getByTestId('round-prompt').textContent()) ?? '';
      const options = await game.optionTexts();
      const right = options.findIndex((o) => {
        const item = items.find((i) => i.word === o);
        if (!item) return false;
        if (src) return Boolean(item.image) && src.endsWith(`/${item.image}.svg`);
        return [item.translations.en, item.translations.bm, item.meaning, item.clue].some((p) => p && promptText.endsWith(p));
      });
      expect(right, `the answer among ${options.join(', ')}`).toBeGreaterThanOrEqual(0);
      await game.chooseByArrows(right);
      await expect(page.getByTestId('game-feedback')).toHaveAttribute('data-kind', 'correct');
      await game.next();
    }
    expect(await game.expectResultSaved()).toBe(60);
    await expectScoreRecorded(request, user, 'Choice', 60);
  });

  test('match: Enter on a word, arrows to its English partner, Enter, until all are joined', async ({ app, page, request }) => {
    const game = await openGame(app, page, 'match');
    await game.startLevel(1);
    await expect(page.getByRole('heading', { name: 'ஆங்கிலத்தில்' })).toBeVisible();
    const rightCells = page.locator('[data-testid^="match-right-"]');
    // the easy board's pairs (6 since issue 22's luck-proof match), 10 points each
    const pairs = await page.locator('[data-testid^="match-left-"]').count();
    for (let n = 0; n < pairs; n += 1) {
      await expect(game.focused()).toHaveAttribute('data-testid', /^match-left-\d+$/);
      const word = (await game.focused().locator('span:not([aria-hidden])').first().textContent()) ?? '';
      const partner = items.find((i) => i.word === word)?.translations.en ?? '';
      await page.keyboard.press('Enter');
      await expect(game.focused()).toHaveAttribute('data-testid', /^match-right-\d+$/);
      const texts = await rightCells.evaluateAll((cells) => cells.map((c) => c.querySelector('span:not([aria-hidden])')?.textContent ?? ''));
      const target = texts.indexOf(partner);
      expect(target, `"${partner}" on the right`).toBeGreaterThanOrEqual(0);
      for (let guard = 0; guard < 10; guard += 1) {
        const at = Number((await game.focused().getAttribute('data-testid'))?.replace('match-right-', ''));
        if (at === target) break;
        await page.keyboard.press(at < target ? 'ArrowDown' : 'ArrowUp');
      }
      await expect(game.focused()).toHaveAttribute('data-testid', `match-right-${target}`);
      await page.keyboard.press('Enter');
    }
    expect(await game.expectResultSaved()).toBe(pairs * 10);
    await expectScoreRecorded(request, user, 'Match', pairs * 10);
  });
});
