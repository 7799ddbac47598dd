import { expect, type Locator, type Page } from '@playwright/test';
import { letters } from '../../shared/src/text/letters';
import { splitTamil } from '../../shared/src/text/tamilKeypad';
import type { GamePlayer, PlayContext, TopicItem } from './gamePlayers';
import { moveDrawn, nextQuestion } from './moveDrawn';

/**
 * Players for the board games (search, cross, tile, mark, change, audio, pair, group, stack,
 * reform): each takes a started game (level 1, on its play screen) to its result screen by touch,
 * as a child who knows the answers would, in the same shape as gamePlayers.ts (the phone spec and
 * the screenshot script share them). `afterFirstAnswer` runs once, right after the first answer.
 */
export interface BoardItem extends TopicItem {
  category?: string;
  audio?: string;
  ladder?: string[];
}

const MAX_MOVES = 200;

/** Repeats `move` until the result screen shows; the after-first-answer hook runs after the first move. */
async function untilResult(page: Page, ctx: PlayContext, move: () => Promise<void>): Promise<void> {
  const result = page.getByTestId('game-result');
  for (let n = 0; n < MAX_MOVES; n += 1) {
    await moveDrawn(page);
    if (await result.isVisible()) return;
    await move();
    await moveDrawn(page);
    if (ctx.afterFirstAnswer && !(await result.isVisible()) && (await page.getByTestId('game-feedback').isVisible())) {
      const hook = ctx.afterFirstAnswer;
      ctx.afterFirstAnswer = undefined;
      await hook();
    }
  }
  await expect(result).toBeVisible();
}

const items = (ctx: PlayContext) => ctx.items as BoardItem[];
const textOf = async (l: Locator) => ((await l.textContent()) ?? '').trim();

/**
 * Taps a crossword clue and returns the active clue's text once the tap is drawn (the cursor moves
 * in the tap's transition), or null when choosing it ended the round: it completes a letter still
 * open, which can solve the last word.
 */
export async function chooseClue(page: Page, clue: Locator): Promise<string | null> {
  await clue.tap();
  await moveDrawn(page);
  if (await page.getByTestId('game-result').isVisible()) return null;
  return textOf(page.getByTestId('cross-active-clue'));
}

/** Taps one whole letter on the on-screen keypad: a vowel on the vowels page, any other letter as consonant then letter. */
export async function tapKeypadLetter(page: Page, letter: string): Promise<void> {
  const key = (where: string) => page.locator(`${where}[data-testid="keypad-key"][data-letter="${letter}"]`);
  if (await key('').first().isVisible()) return key('').first().tap();
  const parts = splitTamil(letter);
  if (parts.kind === 'vowel' || letter === 'ஃ') {
    await page.getByTestId('keypad-vowels').tap();
    return key('').first().tap();
  }
  if (await page.getByTestId('keypad-consonants').isVisible()) await page.getByTestId('keypad-consonants').tap();
  if (parts.kind === 'uyirmei' || parts.kind === 'mei') {
    await page.locator(`[data-testid="keypad-consonant"][data-letter="${parts.consonant}"]`).tap();
    return page.locator(`[data-testid="keypad-combined"] [data-testid="keypad-key"][data-letter="${letter}"]`).tap();
  }
  await key('').first().tap();
}

/** Where a word lies in a letter grid, in any of the 8 directions: [start, end] as [row, col]. */
function findInGrid(grid: string[][], word: string): [[number, number], [number, number]] | null {
  const ls = letters(word);
  for (let r = 0; r < grid.length; r += 1) {
    for (let c = 0; c < grid[r]!.length; c += 1) {
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
        if (ls.every((l, k) => grid[r + dr * k]?.[c + dc * k] === l))
          return [
            [r, c],
            [r + dr * (ls.length - 1), c + dc * (ls.length - 1)],
          ];
      }
    }
  }
  return null;
}

/** Taps `a` and then `b` (the tap alternative to dragging) until the order on screen is `answer`. */
async function orderByTaps(page: Page, answer: string[]): Promise<void> {
  const pieces = page.getByTestId('order-piece');
  const texts = async () => {
    await moveDrawn(page);
    return (await page.getByTestId('order-text').allTextContents()).map((t) => t.trim());
  };
  for (let place = 0; place < answer.length; place += 1) {
    const now = await texts();
    if (now[place] === answer[place]) continue;
    const from = now.findIndex((t, i) => i > place && t === answer[place]);
    await pieces.nth(from).tap();
    await pieces.nth(place).tap();
  }
}

export const GAME_PLAYERS_B: Record<string, GamePlayer> = {
  search: async (page, ctx) => {
    const cells = page.getByTestId('search-cell');
    await untilResult(page, ctx, async () => {
      // read the grid as it is now (cheap), not as it was when the game started
      const texts = await cells.allTextContents();
      // a Tamil grid on a phone is taller than wide: its rows are as long as its first one
      const cols = await page.locator('[data-testid="search-cell"][data-row="0"]').count();
      const grid = Array.from({ length: texts.length / cols }, (_, r) => texts.slice(r * cols, (r + 1) * cols));
      const word = await textOf(page.locator('[data-testid="search-word"][data-found="false"]').first());
      const at = findInGrid(grid, word);
      expect(at, `where is ${word}?`).toBeTruthy();
      const [[r1, c1], [r2, c2]] = at!;
      await page.locator(`[data-testid="search-cell"][data-row="${r1}"][data-col="${c1}"]`).tap();
      await page.locator(`[data-testid="search-cell"][data-row="${r2}"][data-col="${c2}"]`).tap();
    });
  },

  cross: async (page, ctx) => {
    await untilResult(page, ctx, async () => {
      const clue = page.locator('[data-testid="cross-clue"][data-solved="false"]').first();
      // the last word's move may still be bringing the result on: no clue is left to wait for then
      const result = page.getByTestId('game-result');
      await expect(result.or(clue).first()).toBeVisible();
      if (await result.isVisible()) return;
      const text = await textOf(clue);
      const item = items(ctx).find((i) => (i.clue ?? i.meaning) && text.includes((i.clue ?? i.meaning)!));
      expect(item, `no word for the clue "${text}"`).toBeTruthy();
      const active = await chooseClue(page, clue);
      if (active === null) return;
      // the whole word, letter by letter on the keypad: given and crossing letters are typed through
      for (const letter of letters(item!.word)) {
        // solved already (its last cells came from crossing words): the next clue is active, or the
        // result shows; both once the letter before is drawn, else the keypad can go mid-letter
        await moveDrawn(page);
        if ((await page.getByTestId('game-result').isVisible()) || (await textOf(page.getByTestId('cross-active-clue'))) !== active) return;
        await tapKeypadLetter(page, letter);
      }
    });
  },

  tile: async (page, ctx) => {
    await untilResult(page, ctx, async () => {
      const clue = await textOf(page.getByTestId('word-clue'));
      const item = items(ctx).find((i) => i.clue && clue.includes(i.clue));
      expect(item, `no word for the clue "${clue}"`).toBeTruthy();
      for (const letter of letters(item!.word)) await tapKeypadLetter(page, letter);
      await page.getByTestId('keypad-enter').tap();
    });
  },

  mark: async (page, ctx) => {
    const targets = page.locator('[data-testid="mark-token"][data-target]');
    for (let i = 0; i < (await targets.count()); i += 1) await targets.nth(i).tap();
    await page.getByTestId('mark-done').tap();
    if (ctx.afterFirstAnswer) await ctx.afterFirstAnswer();
    await expect(page.locator('[data-testid="mark-token"][data-verdict="hit"]').first()).toBeVisible();
    await page.getByTestId('mark-finish').tap();
  },

  change: async (page, ctx) => {
    await untilResult(page, ctx, async () => {
      const target = await textOf(page.getByTestId('change-target-word'));
      const ladder = items(ctx).find((i) => i.word === target)?.ladder;
      expect(ladder, `no ladder up to ${target}`).toBeTruthy();
      const word = (await page.getByTestId('change-letter').allTextContents()).map((t) => t.trim());
      const next = letters(ladder![ladder!.indexOf(word.join('')) + 1]!);
      const place = word.findIndex((l, i) => l !== next[i]);
      // easy marks the letter to change; else the child taps it first
      if ((await page.getByTestId('change-option').count()) === 0) await page.getByTestId('change-letter').nth(place).tap();
      await page
        .getByTestId('change-option')
        .filter({ hasText: new RegExp(`^${next[place]}$`, 'u') })
        .tap();
    });
  },

  audio: async (page, ctx) => {
    await untilResult(page, ctx, async () => {
      const src = (await page.locator('audio').first().getAttribute('src')) ?? '';
      const item = items(ctx).find((i) => i.audio && src.endsWith(`/${encodeURIComponent(i.audio)}.wav`));
      expect(item, `no word for the sound ${src}`).toBeTruthy();
      const options = page.locator('[data-testid^="round-option-"]');
      await expect(options.first()).toBeVisible();
      const texts = (await page.locator('[data-testid^="round-option-"] [data-option-text]').allTextContents()).map((t) => t.trim());
      await options.nth(Math.max(0, texts.indexOf(item!.word))).tap();
      if (ctx.afterFirstAnswer) {
        const hook = ctx.afterFirstAnswer;
        ctx.afterFirstAnswer = undefined;
        await hook();
      }
      await nextQuestion(page);
    });
  },

  pair: async (page, ctx) => {
    const cards = page.getByTestId('pair-card');
    const count = await cards.count();
    const seen = new Map<number, string>();
    const turn = async (i: number) => {
      await cards.nth(i).tap();
      // a card says its pair once it is drawn face up
      await moveDrawn(page);
      // that was the last pair: the cards are gone
      if (await page.getByTestId('game-result').isVisible()) return '';
      const pair = (await cards.nth(i).getAttribute('data-pair')) ?? '';
      seen.set(i, pair);
      return pair;
    };
    await untilResult(page, ctx, async () => {
      const open = async (i: number) => {
        await moveDrawn(page);
        return !(await cards.nth(i).isDisabled());
      };
      const first = [...Array(count).keys()].find((i) => !seen.has(i)) ?? [...Array(count).keys()].find((i) => seen.has(i));
      if (first === undefined || !(await open(first))) {
        // every card seen: pair up what is remembered
        for (const [i, p] of seen) {
          const j = [...seen].find(([k, q]) => k !== i && q === p)?.[0];
          if (j !== undefined && (await open(i)) && (await open(j))) {
            await cards.nth(i).tap();
            await cards.nth(j).tap();
            return;
          }
        }
        return;
      }
      const pair = await turn(first);
      const known = [...seen].find(([k, q]) => k !== first && q === pair)?.[0];
      if (known !== undefined) await cards.nth(known).tap();
      else {
        const next = [...Array(count).keys()].find((i) => !seen.has(i));
        if (next !== undefined) await turn(next);
      }
    });
  },

  group: async (page, ctx) => {
    await untilResult(page, ctx, async () => {
      const word = page.getByTestId('group-word').first();
      const text = await textOf(word);
      const category = items(ctx).find((i) => i.word === text)?.category;
      await word.tap();
      await page.locator(`[data-testid="group-bin"][data-group="${category}"]`).tap();
    });
  },

  stack: async (page, ctx) => {
    // an ordered topic (days, months) goes in the topic's own order, any other in Tamil dictionary order
    const order = items(ctx).map((i) => i.word);
    const alphabetical = (await page.getByTestId('stack-game').getAttribute('data-mode')) === 'alphabetical';
    const collator = new Intl.Collator('ta', { sensitivity: 'base' });
    await untilResult(page, ctx, async () => {
      const now = (await page.getByTestId('order-text').allTextContents()).map((t) => t.trim());
      await orderByTaps(
        page,
        [...now].sort((a, b) => (alphabetical ? collator.compare(a, b) : order.indexOf(a) - order.indexOf(b))),
      );
      await page.getByTestId('order-check').tap();
    });
  },

  reform: async (page, ctx) => {
    await untilResult(page, ctx, async () => {
      const now = (await page.getByTestId('order-text').allTextContents()).map((t) => t.trim());
      const key = (ws: string[]) => [...ws].sort().join(' ');
      const sentence = items(ctx)
        .map((i) => i.sentence?.normalize('NFC').trim().split(/\s+/) ?? [])
        .find((ws) => key(ws) === key(now));
      expect(sentence, `no sentence of the words ${now.join(' ')}`).toBeTruthy();
      await orderByTaps(page, sentence!);
      await page.getByTestId('order-check').tap();
    });
  },
};
