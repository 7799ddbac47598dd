import { expect, type Locator, type Page } from '@playwright/test';
import { createRng, type Rng } from '../../shared/src/random/seededRandom';
import { letters } from '../../shared/src/text/letters';
import { chooseClue } from './gamePlayersB';
import { moveDrawn, nextQuestion } from './moveDrawn';

/**
 * Players that never look at the answer (issue 22 "Must show"), for fairPlayers.phone.spec.ts:
 * a *random* player taps, chooses, orders and types with a seeded PRNG; a *hint-only* player
 * presses the HUD's hint until the game gives the answer and then submits what the hint shows
 * (where a hint gives nothing more, it plays like the random player). Both take a started round
 * (on its play screen) to the result screen by touch, or, where a guess can never end the round
 * (the crossword, the word search have no skip), stop after a fair number of tries and return
 * 'gaveUp' (the child leaves: no stars at all).
 *
 * They reuse the honest players' selectors (gamePlayers.ts, gamePlayersB.ts).
 */
export type FairPlayer = 'random' | 'hints';
export type FairEnd = 'result' | 'gaveUp';
type Driver = (page: Page, rng: Rng, player: FairPlayer) => Promise<FairEnd>;

const MAX_MOVES = 400;

const pick = (rng: Rng, n: number) => Math.floor(rng() * n);
const textOf = async (l: Locator) => ((await l.textContent()) ?? '').trim();
const resultShown = (page: Page) => page.getByTestId('game-result').isVisible();
const hintButton = (page: Page) => page.getByTestId('game-hint');
const feedbackText = async (page: Page) => textOf(page.getByTestId('game-feedback'));

/** Presses the hint once if the game offers one now; true when it was pressed. */
async function pressHint(page: Page): Promise<boolean> {
  const hint = hintButton(page);
  if (!(await hint.isVisible())) return false;
  // the button goes away with the last hint it can give, sometimes between the check and the tap
  return hint.tap({ timeout: 3000 }).then(
    () => true,
    () => false,
  );
}

/** Taps a random one of `locator`'s matches; false when there is none. */
async function tapRandom(locator: Locator, rng: Rng): Promise<boolean> {
  await moveDrawn(locator.page());
  const n = await locator.count();
  if (n === 0) return false;
  await locator.nth(pick(rng, n)).tap();
  return true;
}

/** Repeats `move` until the result shows; fails the test when it never does. */
async function untilResult(page: Page, move: (n: number) => Promise<void>): Promise<FairEnd> {
  for (let n = 0; n < MAX_MOVES; n += 1) {
    await moveDrawn(page);
    if (await resultShown(page)) return 'result';
    await move(n);
  }
  await expect(page.getByTestId('game-result')).toBeVisible();
  return 'result';
}

/**
 * One random letter from the on-screen keypad, never looking at the word: a key of the page shown
 * (switching between consonants and vowels at random), a consonant then one of its combined letters.
 */
async function tapRandomKey(page: Page, rng: Rng): Promise<void> {
  const tabs = page.locator('[data-testid="keypad-consonants"], [data-testid="keypad-vowels"]');
  if (rng() < 0.25 && (await tabs.count()) > 0) await tabs.nth(pick(rng, await tabs.count())).tap();
  await moveDrawn(page);
  const keys = page.locator('[data-testid="keypad"] :is([data-testid="keypad-key"], [data-testid="keypad-consonant"]):visible:enabled');
  const key = keys.nth(pick(rng, await keys.count()));
  const consonant = (await key.getAttribute('data-testid')) === 'keypad-consonant';
  await key.tap();
  if (!consonant) return;
  const combined = page.locator('[data-testid="keypad-combined"] [data-testid="keypad-key"]:enabled');
  if (!(await tapRandom(combined, rng))) await page.getByTestId('keypad-back').tap();
}

/** The first number of the HUD's progress ("done/total"), to see a player is stuck on one unit. */
const progressText = async (page: Page) => ((await page.getByTestId('game-progress').isVisible()) ? textOf(page.getByTestId('game-progress')) : '');

/**
 * Gives a unit up (the game's skip) once `limit` moves in a row changed nothing in the progress:
 * what a child who cannot guess it does, and what the rule-level players do after a few tries.
 */
function skipWhenStuck(page: Page, skipTestId: string, limit: number) {
  let last = '';
  let same = 0;
  return async (): Promise<boolean> => {
    const now = await progressText(page);
    same = now === last ? same + 1 : 0;
    last = now;
    const skip = page.getByTestId(skipTestId);
    if (same < limit || !(await skip.isVisible())) return false;
    same = 0;
    await skip.tap();
    return true;
  };
}

/** choice, picture, error, blank, phrase, audio: a random option (after the hints took options away), then Next. */
const questions: Driver = async (page, rng, player) =>
  untilResult(page, async () => {
    if (player === 'hints') for (let i = 0; i < 8 && (await pressHint(page)); i += 1);
    await expect(page.locator('[data-testid^="round-option-"]').first()).toBeVisible();
    await tapRandom(page.locator('[data-testid^="round-option-"][data-state="open"]'), rng);
    await nextQuestion(page);
  });

/** Orders (stack, reform): random moves and checks, skip after three checks; or a hint per piece, then check. */
const order: Driver = async (page, rng, player) => {
  let checks = 0;
  let progress = '';
  return untilResult(page, async () => {
    const pieces = page.getByTestId('order-piece');
    const count = await pieces.count();
    if (player === 'hints') {
      // each hint puts one more piece in place: as many as there are pieces is the whole order
      for (let i = 0; i < count && (await pressHint(page)); i += 1);
      await page.getByTestId('order-check').tap();
      return;
    }
    const now = await progressText(page);
    if (now !== progress) [progress, checks] = [now, 0];
    if (checks >= 3 && (await page.getByTestId('order-skip').isVisible())) return page.getByTestId('order-skip').tap();
    if (rng() < 0.5 && count > 1) {
      await pieces.nth(pick(rng, count)).tap();
      await pieces.nth(pick(rng, count)).tap();
      return;
    }
    checks += 1;
    await page.getByTestId('order-check').tap();
  });
};

/** The word in `text` (feedback naming it) among `candidates`: the longest that appears. */
async function namedIn(text: string, candidates: Locator): Promise<number> {
  const texts = (await candidates.allTextContents()).map((t) => t.trim());
  let best = -1;
  texts.forEach((t, i) => {
    if (t && text.includes(t) && (best < 0 || t.length > texts[best]!.length)) best = i;
  });
  return best;
}

export const FAIR_PLAYERS: Record<string, Driver> = {
  choice: questions,
  picture: questions,
  error: questions,
  blank: questions,
  phrase: questions,
  audio: questions,
  stack: order,
  reform: order,

  match: async (page, rng, player) =>
    untilResult(page, async () => {
      // a hint joins one pair for the player
      if (player === 'hints' && (await pressHint(page))) return;
      await tapRandom(page.locator('[data-testid^="match-left-"][data-state="open"]'), rng);
      await tapRandom(page.locator('[data-testid^="match-right-"][data-state="open"]'), rng);
    }),

  jumble: async (page, rng, player) => {
    const stuck = skipWhenStuck(page, 'jumble-skip', 3 * 8);
    return untilResult(page, async () => {
      // a hint places the next letter; once it places none, the player taps as the random one
      if (player === 'hints' && (await pressHint(page))) return;
      if (await stuck()) return;
      await tapRandom(page.locator('[data-testid="jumble-tile"]:not([disabled])'), rng);
    });
  },

  spell: async (page, rng, player) =>
    untilResult(page, async () => {
      // the boxes say how many letters the word has (the screen says so too)
      const slots = await page.locator('[data-testid="spell-slots"] > span[aria-hidden="true"]').count();
      for (let i = 0; i < slots; i += 1) {
        if (player === 'hints') await pressHint(page);
        else await tapRandomKey(page, rng);
      }
      await page.getByTestId('keypad-enter').tap();
    }),

  guess: async (page, rng, player) =>
    untilResult(page, async () => {
      if (player === 'hints' && (await pressHint(page))) return;
      await tapRandomKey(page, rng);
    }),

  tile: async (page, rng, player) =>
    untilResult(page, async () => {
      // the hint shows the clue where the level hides it; it never types the word
      if (player === 'hints') await pressHint(page);
      const size = Number(await page.getByTestId('tile-game').evaluate((e) => (e as HTMLElement).style.getPropertyValue('--letters')));
      for (let i = 0; i < size; i += 1) await tapRandomKey(page, rng);
      await page.getByTestId('keypad-enter').tap();
    }),

  change: async (page, rng, player) => {
    const stuck = skipWhenStuck(page, 'change-skip', 12);
    return untilResult(page, async () => {
      // a hint shows the letter to change, then puts its new letter in
      if (player === 'hints' && (await pressHint(page))) return;
      if (await stuck()) return;
      if ((await page.getByTestId('change-option').count()) === 0) await tapRandom(page.getByTestId('change-letter'), rng);
      await tapRandom(page.getByTestId('change-option'), rng);
    });
  },

  pair: async (page, rng, player) =>
    untilResult(page, async () => {
      const down = page.locator('[data-testid="pair-card"]:enabled');
      if (player === 'hints' && (await pressHint(page))) {
        // the hint names the places of both cards of a pair ("… 3 … 7 …")
        const [first, second] = ((await feedbackText(page)).match(/\d+/g) ?? []).map(Number);
        expect(first && second, 'the pair hint names two places').toBeTruthy();
        const cards = page.getByTestId('pair-card');
        await moveDrawn(page);
        if (await cards.nth(first! - 1).isEnabled()) await cards.nth(first! - 1).tap();
        if (!(await resultShown(page))) await cards.nth(second! - 1).tap();
        return;
      }
      await tapRandom(down, rng);
      if (!(await resultShown(page))) await tapRandom(down, rng);
    }),

  group: async (page, rng, player) =>
    untilResult(page, async () => {
      const bins = page.getByTestId('group-bin');
      if (player === 'hints' && (await pressHint(page))) {
        // the hint picks a card and names its group: put it there
        const named = await page.locator('[data-testid="group-bin"]').evaluateAll(
          (els, text) =>
            els
              .map((e, i) => [i, e.getAttribute('data-group') ?? ''] as const)
              .filter(([, g]) => g && text.includes(g))
              .sort((a, b) => b[1].length - a[1].length)[0]?.[0] ?? -1,
          await feedbackText(page),
        );
        expect(named, 'the group hint names a group').toBeGreaterThanOrEqual(0);
        return bins.nth(named).tap();
      }
      // a card put in a wrong group stays picked: tapping it again would put it down
      if (await bins.first().isDisabled()) await page.getByTestId('group-word').first().tap();
      await tapRandom(bins, rng);
    }),

  mark: async (page, rng, player) => {
    const tokens = page.getByTestId('mark-token');
    // as many taps as there are words to find (the rule-level player does the same)
    const targets = await page.locator('[data-testid="mark-token"][data-target]').count();
    if (player === 'hints') {
      for (let i = 0; i < targets && (await pressHint(page)); i += 1) {
        const named = await namedIn(await feedbackText(page), tokens);
        expect(named, 'the mark hint names a word').toBeGreaterThanOrEqual(0);
        await tokens.nth(named).tap();
      }
    } else {
      const count = await tokens.count();
      const taps = new Set<number>();
      while (taps.size < Math.min(targets, count)) taps.add(pick(rng, count));
      for (const i of taps) await tokens.nth(i).tap();
    }
    await page.getByTestId('mark-done').tap();
    await page.getByTestId('mark-finish').tap();
    await expect(page.getByTestId('game-result')).toBeVisible();
    return 'result';
  },

  search: async (page, rng, player) => {
    const cells = page.getByTestId('search-cell');
    // a Tamil grid on a phone is taller than wide
    const cols = await page.locator('[data-testid="search-cell"][data-row="0"]').count();
    const rows = (await cells.count()) / cols;
    const cell = (r: number, c: number) => page.locator(`[data-testid="search-cell"][data-row="${r}"][data-col="${c}"]`);
    const tapPair = async (from: [number, number], to: [number, number]) => {
      await cell(...from).tap();
      await cell(...to).tap();
    };
    if (player === 'random') {
      // random two-cell selections: a guess almost never finds a word, and the search has no skip
      for (let n = 0; n < 24 && !(await resultShown(page)); n += 1) {
        await tapPair([pick(rng, rows), pick(rng, cols)], [pick(rng, rows), pick(rng, cols)]);
      }
      return (await resultShown(page)) ? 'result' : 'gaveUp';
    }
    const directions = [-1, 0, 1].flatMap((dr) => [-1, 0, 1].map((dc) => [dr, dc] as const)).filter(([dr, dc]) => dr || dc);
    return untilResult(page, async () => {
      // the hint names a word and where it starts; from there, try the word's length in a random direction
      await pressHint(page);
      const text = await feedbackText(page);
      const [row, col] = (text.match(/\d+/g) ?? []).slice(-2).map((n) => Number(n) - 1);
      const words = page.locator('[data-testid="search-word"][data-found="false"]');
      const word = await textOf(words.nth(Math.max(0, await namedIn(text, words))));
      const length = letters(word).length;
      const word0 = await words.count();
      for (let tries = 0; tries < 16 && (await words.count()) === word0 && !(await resultShown(page)); tries += 1) {
        const [dr, dc] = directions[pick(rng, directions.length)]!;
        const to: [number, number] = [row! + dr * (length - 1), col! + dc * (length - 1)];
        if (to[0] < 0 || to[0] >= rows || to[1] < 0 || to[1] >= cols) continue;
        await tapPair([row!, col!], to);
      }
    });
  },

  cross: async (page, rng, player) => {
    if (player === 'hints') {
      // each hint shows one letter of the word being solved
      return untilResult(page, async () => {
        await pressHint(page);
      });
    }
    // random letters into each clue's word, twice over: a guess never spells a word, and there is no skip
    const clues = page.locator('[data-testid="cross-clue"][data-solved="false"]');
    for (let round = 0; round < 2 * (await clues.count()) && !(await resultShown(page)); round += 1) {
      const active = await chooseClue(page, clues.nth(pick(rng, await clues.count())));
      if (active === null) break;
      for (let i = 0; i < 8 && (await textOf(page.getByTestId('cross-active-clue'))) === active; i += 1) await tapRandomKey(page, rng);
    }
    return (await resultShown(page)) ? 'result' : 'gaveUp';
  },
};

/** Replaces the page's Math.random with a seeded one, so a game's board (seeded from it) is the same every run. */
export async function seedPageRandom(page: Page, seed: number): Promise<void> {
  await page.addInitScript((s: number) => {
    let a = s >>> 0;
    Math.random = () => {
      // mulberry32, as shared/src/random/seededRandom.ts
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }, seed);
}

export { createRng };
