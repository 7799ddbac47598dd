import { expect, test } from '../support/fixtures';
import { signInAsTamilStudent } from '../support/phoneGamePlay';
import { GAME_CELLS } from '../support/phoneGameChecks';
import { letters } from '../../shared/src/text/letters';

// Issue 22 "made for a seven-year-old": on a 360×740 phone, on every game's play screen, every
// text a child reads is at least 16 px, and a game letter (a cell, a tile, a key: one letter) at
// least 22 px.

/**
 * A game letter under 22 px only where, at 22 px, it would not fit its cell: word search's hard grid
 * has ~33 px cells on a 360 px phone, where a letter with a two-part vowel sign (கோ) or a wide one
 * (னை) is fitted smaller (useFitText sets its size): 12–15 px, about one cell in eight. Not fixed
 * yet, and fewer cells alone cannot fix it: measured in Noto Sans Tamil at 22 px, the widest of the
 * 168 letters in the bundled Tamil topics' words are ணை 62 px, னொ 61, ணெ 56, னை/வோ 53 (bold, as a
 * found word's cells are: 69, 67, 62, 58); 34 of them are wider than a 44 px cell holds, 17 wider
 * than a 50 px one. At 22 px every letter needs ~64–70 px cells: 4 or 5 a row on a 318 px grid,
 * too few for 6/8/12 words on three different grids (a grid that pans, or a smaller floor, are
 * the choices left; 2026-11-28, wt-search). And the keypad's two conjuncts (க்ஷ,
 * ஸ்ரீ: two consonants, ~42 px at 22 px) are fitted to ~19 px in their 39 px keys, on one line. The keypad's widest consonants (ண, ஹ)
 * were fitted to ~18 px; their keys now hold them whole at 22 px.
 */
const CONJUNCTS = ['க்ஷ', 'ஸ்ரீ'];
const UNDER_22 = (l: { id: string; text: string; fitted: boolean }) =>
  l.fitted && (l.id === 'search-cell' || (l.id.startsWith('keypad') && CONJUNCTS.includes(l.text)));

const GAMES: [game: string, topic: string, level?: number][] = [
  ['choice', 'pre-generated-ta-animals-y2'],
  ['picture', 'pre-generated-ta-fruits-y2'],
  ['blank', 'pre-generated-ta-animals-y2'],
  ['error', 'pre-generated-ta-animals-y2'],
  ['phrase', 'pre-generated-ta-phrases-y5'],
  ['jumble', 'pre-generated-ta-animals-y2'],
  ['match', 'pre-generated-ta-animals-y2'],
  ['guess', 'pre-generated-ta-animals-y2'],
  ['spell', 'pre-generated-ta-animals-y2'],
  ['search', 'pre-generated-ta-animals-y2'],
  ['search', 'pre-generated-ta-animals-y2', 3],
  ['cross', 'pre-generated-ta-sea-y3'],
  ['tile', 'pre-generated-ta-animals-y2'],
  ['mark', 'pre-generated-ta-sea-y3'],
  ['change', 'pre-generated-ta-word-ladders-y3'],
  ['pair', 'pre-generated-ta-animals-y2'],
  ['group', 'pre-generated-ta-animals-y2'],
  ['stack', 'pre-generated-ta-days-y1'],
  ['reform', 'pre-generated-ta-animals-y2'],
];

test.describe('text sizes on a 360×740 phone, in Tamil', () => {
  signInAsTamilStudent();

  for (const [game, topic, level = 1] of GAMES) {
    test(`${game}${level === 1 ? '' : ` level ${level}`}: text ≥ 16 px, game letters ≥ 22 px`, async ({ app, page }) => {
      await app.goto(`/${game}?topic=${topic}`);
      await page.getByTestId(`level-${level}`).tap();
      await expect(page.getByTestId('game-header')).toBeVisible();
      const found = await page.evaluate((cells) => {
        const small: string[] = [];
        const frame = document.querySelector('[data-testid="game-frame"]') ?? document.body;
        const walker = document.createTreeWalker(frame, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const el = n.parentElement!;
          if (!(n.textContent ?? '').trim()) continue;
          const r = el.getBoundingClientRect();
          const s = getComputedStyle(el);
          // hidden, or a visually hidden helper for screen readers (1 px, clipped)
          if (r.width <= 2 || r.height <= 2 || s.visibility === 'hidden' || el.closest('[aria-hidden="true"]')) continue;
          // a game letter fitted to its cell: judged with the letters below
          if (el.matches('[data-testid="search-cell"]') && el.style.fontSize) continue;
          const px = parseFloat(s.fontSize);
          if (px < 15.95)
            small.push(
              `${px} px: ${el.tagName.toLowerCase()}[${el.getAttribute('data-testid') ?? el.className}] "${(n.textContent ?? '').trim().slice(0, 24)}"`,
            );
        }
        const letterEls = [...document.querySelectorAll(cells)]
          .filter((el) => el.getBoundingClientRect().width > 2)
          .map((el) => ({
            text: (el.textContent ?? '').trim(),
            px: parseFloat(getComputedStyle(el).fontSize),
            id: el.getAttribute('data-testid') ?? '',
            clipped: el.scrollWidth > el.clientWidth + 1,
            // shrunk by useFitText: too wide for its cell at its own size
            fitted: (el as HTMLElement).style.fontSize !== '',
            // lines its text takes (க்ஷ wrapped as க் over ஷ in its key)
            lines: (() => {
              const range = document.createRange();
              range.selectNodeContents(el);
              return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
            })(),
          }));
        return { small, letterEls };
      }, GAME_CELLS);
      // a letter, not a number (pair's face-down cards are numbered)
      const gameLetters = found.letterEls.filter((l) => /\p{L}/u.test(l.text) && letters(l.text).length === 1);
      expect(gameLetters.length, 'game letters on screen').toBeGreaterThanOrEqual(
        ['search', 'cross', 'tile', 'guess', 'spell', 'jumble'].includes(game) ? 1 : 0,
      );
      const smallLetters = gameLetters.filter((l) => l.px < 21.95 && !UNDER_22(l)).map((l) => `${l.px} px: ${l.id} "${l.text}"`);
      const tiny = gameLetters.filter((l) => l.px < (UNDER_22(l) ? 12 : 16)).map((l) => `${l.px} px: ${l.id} "${l.text}"`);
      expect(found.small, 'text under 16 px').toEqual([]);
      expect(smallLetters, 'game letters under 22 px').toEqual([]);
      expect(tiny, 'game letters under 16 px').toEqual([]);
      // every keypad key's letter whole inside its key (the consonant view is the first shown)
      const clippedKeys = found.letterEls.filter((l) => l.id.startsWith('keypad') && l.clipped).map((l) => `${l.id} "${l.text}"`);
      expect(clippedKeys, 'keypad letters clipped').toEqual([]);
      const wrappedKeys = found.letterEls.filter((l) => ['keypad-key', 'keypad-consonant'].includes(l.id) && l.lines > 1).map((l) => `${l.id} "${l.text}"`);
      expect(wrappedKeys, 'keypad letters broken over two lines').toEqual([]);
    });
  }
});
