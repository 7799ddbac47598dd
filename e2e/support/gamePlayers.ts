import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { letters } from '../../shared/src/text/letters';
import { splitTamil } from '../../shared/src/text/tamilKeypad';
import { moveDrawn, nextQuestion } from './moveDrawn';

/**
 * Players that take a started game (level 1, on its play screen) to its result screen by touch,
 * answering right where the screen tells them enough to: the phone spec and the screenshot script
 * share them. `afterFirstAnswer` runs once, right after the first answer (feedback on screen).
 * games-boards' games get their players in the same shape (see gamePlayersB.ts when it exists).
 */
export interface TopicItem {
  word: string;
  clue?: string;
  meaning?: string;
  sentence?: string;
  image?: string;
  translations?: { en?: string; ta?: string; bm?: string };
  misspellings?: string[];
}

export interface PlayContext {
  items: TopicItem[];
  afterFirstAnswer?: () => Promise<void>;
}

export type GamePlayer = (page: Page, ctx: PlayContext) => Promise<void>;

export async function topicItems(request: APIRequestContext, key: string): Promise<TopicItem[]> {
  const res = await request.get(`/wp-json/custom/v1/topics/${key}`);
  expect(res.ok(), `topic ${key}`).toBeTruthy();
  return ((await res.json()) as { items: TopicItem[] }).items;
}

const MAX_UNITS = 20;

/** Runs `answer` until the result screen shows; calls the after-first-answer hook once. */
async function untilResult(page: Page, ctx: PlayContext, answer: (n: number) => Promise<void>): Promise<void> {
  const result = page.getByTestId('game-result');
  for (let n = 0; n < MAX_UNITS * 8; n += 1) {
    await moveDrawn(page);
    if (await result.isVisible()) return;
    await answer(n);
    if (n === 0 && ctx.afterFirstAnswer && !(await result.isVisible())) await ctx.afterFirstAnswer();
  }
  await expect(result).toBeVisible();
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const clueOf = (i: TopicItem) => i.clue ?? i.meaning ?? i.translations?.en;

/** The item a question shows: by its picture, or by a text (translation, meaning, clue) on screen. */
export async function itemOnScreen(page: Page, items: TopicItem[]): Promise<TopicItem | undefined> {
  const src = await page
    .locator('[data-testid="round-prompt"] img, [data-testid="word-prompt"] img')
    .first()
    .getAttribute('src')
    .catch(() => null);
  if (src) {
    const byImage = items.find((i) => i.image && src.endsWith(`/${encodeURIComponent(i.image)}.svg`));
    if (byImage) return byImage;
  }
  const text =
    (await page
      .locator('[data-testid="round-prompt"], [data-testid="word-clue"]')
      .first()
      .textContent()
      .catch(() => '')) ?? '';
  return items.find((i) => [i.translations?.en, i.translations?.bm, i.translations?.ta, i.meaning, i.clue].some((p) => p && text.includes(p)));
}

/** Taps the option whose text is `word` (or the first open one when no option is), then Next. */
async function chooseAndNext(page: Page, ctx: PlayContext, n: number, pick: (options: string[]) => number) {
  const options = page.locator('[data-testid^="round-option-"]');
  await expect(options.first()).toBeVisible();
  const texts = await page.locator('[data-testid^="round-option-"] [data-option-text]').allTextContents();
  const index = pick(texts);
  await options.nth(index >= 0 ? index : 0).tap();
  if (n === 0 && ctx.afterFirstAnswer) {
    await ctx.afterFirstAnswer();
    ctx.afterFirstAnswer = undefined;
  }
  await nextQuestion(page);
}

const questionRound =
  (pick: (page: Page, items: TopicItem[], options: string[]) => Promise<number>): GamePlayer =>
  async (page, ctx) => {
    await untilResult(page, ctx, async (n) => {
      const texts = await page.locator('[data-testid^="round-option-"] [data-option-text]').allTextContents();
      const index = await pick(page, ctx.items, texts);
      await chooseAndNext(page, ctx, n, () => index);
    });
  };

const byPrompt = questionRound(async (page, items, options) => options.indexOf((await itemOnScreen(page, items))?.word ?? ''));

/** Blank and phrase: the option that, put in the gap, gives an item's sentence. */
const byGap = questionRound(async (page, items, options) => {
  const [before = '', after = ''] = (await page.getByTestId('blank-sentence').evaluate((p) => {
    const gap = p.querySelector('[data-testid="blank-gap"]');
    let b = '';
    let a = '';
    let seen = false;
    for (const node of p.childNodes) {
      if (node === gap) seen = true;
      else if (seen) a += node.textContent ?? '';
      else b += node.textContent ?? '';
    }
    return [b, a];
  })) as [string, string];
  return options.findIndex((o) => items.some((i) => i.sentence?.normalize('NFC') === `${before}${o}${after}`.normalize('NFC')));
});

/** Error, picking the right spelling: the option that is a topic word. */
const rightSpelling = questionRound(async (_page, items, options) => options.findIndex((o) => items.some((i) => i.word === o)));

/** Taps one letter on the on-screen keypad: a vowel at once, a combined letter as consonant then letter. */
async function tapLetter(page: Page, letter: string): Promise<void> {
  const direct = page.locator(`[data-testid="keypad-key"][data-letter="${letter}"]`);
  if (await direct.isVisible()) return direct.first().tap();
  const parts = splitTamil(letter);
  if (parts.kind === 'uyirmei' || parts.kind === 'mei') {
    await page.locator(`[data-testid="keypad-consonant"][data-letter="${parts.consonant}"]`).tap();
    await page.locator(`[data-testid="keypad-combined"] [data-testid="keypad-key"][data-letter="${letter}"]`).tap();
    return;
  }
  await direct.first().tap();
}

async function wordOnScreen(page: Page, items: TopicItem[]): Promise<string> {
  const item = await itemOnScreen(page, items);
  const text =
    (await page
      .getByTestId('word-clue')
      .textContent()
      .catch(() => '')) ?? '';
  // the longest clue on screen: one item's clue can be part of another's
  const byClue = items.filter((i) => clueOf(i) && text.includes(clueOf(i)!)).sort((a, b) => clueOf(b)!.length - clueOf(a)!.length)[0];
  const word = (byClue ?? item)?.word;
  expect(word, `no topic word for the prompt "${text}"`).toBeTruthy();
  return word!;
}

export const GAME_PLAYERS_A: Record<string, GamePlayer> = {
  choice: byPrompt,
  picture: byPrompt,
  blank: byGap,
  phrase: byGap,
  error: rightSpelling,

  jumble: async (page, ctx) => {
    await untilResult(page, ctx, async () => {
      const word = await wordOnScreen(page, ctx.items);
      for (const letter of letters(word)) {
        // the tile tapped last is disabled once the move is drawn
        await moveDrawn(page);
        await page
          .locator('[data-testid="jumble-tile"]:not([disabled])')
          .filter({ hasText: new RegExp(`^${escapeRegExp(letter)}$`, 'u') })
          .first()
          .tap();
      }
    });
  },

  spell: async (page, ctx) => {
    await untilResult(page, ctx, async () => {
      const word = await wordOnScreen(page, ctx.items);
      // the phone's own keyboard (an IME sends the text), then the keypad's check key
      await page.getByTestId('spell-answer').tap();
      await page.getByTestId('spell-answer').fill(word);
      await page.getByTestId('keypad-enter').tap();
    });
  },

  guess: async (page, ctx) => {
    await untilResult(page, ctx, async () => {
      const clue = await page.getByTestId('word-clue').textContent();
      const word = await wordOnScreen(page, ctx.items);
      for (const letter of new Set(letters(word))) {
        // the word is solved (the next word's clue shows, or the result): stop
        await moveDrawn(page);
        if ((await page.getByTestId('game-result').isVisible()) || (await page.getByTestId('word-clue').textContent()) !== clue) return;
        // shown already (easy shows the first letter): its key is used up
        if ((await page.locator('[data-testid="guess-word"] > *').allTextContents()).includes(letter)) continue;
        await tapLetter(page, letter);
      }
    });
  },

  match: async (page, ctx) => {
    await untilResult(page, ctx, async () => {
      const left = page.locator('[data-testid^="match-left-"][data-state="open"]').first();
      const word = ((await left.locator('span').first().textContent()) ?? '').trim();
      const item = ctx.items.find((i) => i.word === word);
      const partners = [item?.translations?.en, item?.translations?.bm, item?.translations?.ta, item?.meaning, item?.clue].filter(Boolean) as string[];
      await left.tap();
      const rights = page.locator('[data-testid^="match-right-"][data-state="open"]');
      const count = await rights.count();
      for (let i = 0; i < count; i += 1) {
        const text = ((await rights.nth(i).locator('span').first().textContent()) ?? '').trim();
        if (partners.includes(text)) return rights.nth(i).tap();
      }
      await rights.first().tap();
    });
  },
};
