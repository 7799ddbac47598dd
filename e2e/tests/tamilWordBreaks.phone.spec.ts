import { expect, test } from '../support/fixtures';
import { signInAsTamilStudent } from '../support/phoneGamePlay';
import { badBreaks, brokenWords } from '../support/wordBreaks';
import { moveDrawn, nextQuestion } from '../support/moveDrawn';
import { seedPageRandom } from '../support/fairPlayers';

// Issue 22 "Tamil words never broken inside a letter or a word": on a 360×740 phone, on the hard
// level (most cards, most groups), the words of group's bins and cards, pair's cards, match's
// items and the options of a question round stay whole where they fit, and a word too long for
// any line breaks only between letters. Topics with the longest group names and words.

const SCREENS = [
  { game: 'group', topic: 'pre-generated-ta-jobs-y5', board: 'group-game', texts: '[data-testid="group-bin"], [data-testid="group-word"]' },
  { game: 'group', topic: 'pre-generated-ta-toys-y1', board: 'group-game', texts: '[data-testid="group-bin"], [data-testid="group-word"]' },
  { game: 'group', topic: 'pre-generated-ta-animals-y2', board: 'group-game', texts: '[data-testid="group-bin"], [data-testid="group-word"]' },
  // a card shows its word once turned: cards are turned until a word shows (half the cards are pictures)
  { game: 'pair', topic: 'pre-generated-ta-animals-y2', board: 'pair-game', texts: '[data-testid="pair-face"]', turn: 8 },
  { game: 'match', topic: 'pre-generated-ta-animals-y2', board: 'match-board', texts: '[data-testid^="match-left-"], [data-testid^="match-right-"]' },
  // every question, on a seeded board: only some questions hold a wide word of five or six letters
  // among short ones (ஊன்றுகோல், ஒட்டுத்துணி), which two to a row was broken inside the word; seed 2
  // puts one in question 9
  { game: 'choice', topic: 'pre-generated-ta-health-y6', board: 'round', texts: '[data-testid^="round-option-"]', everyQuestion: true, seed: 2 },
  // answered: the chosen (and the right) option carries a mark, which once pushed "எருமை" into two lines
  { game: 'choice', topic: 'pre-generated-ta-animals-y2', board: 'round', texts: '[data-testid^="round-option-"]', answer: true },
];

test.describe('Tamil words on a 360×740 phone, hard level', () => {
  signInAsTamilStudent();

  for (const { game, topic, board, texts, turn = 0, answer = false, everyQuestion = false, seed } of SCREENS) {
    test(`${game} (${topic})${answer ? ', answered' : ''}: no word broken where it fits, none inside a letter`, async ({ app, page }, testInfo) => {
      if (seed !== undefined) await seedPageRandom(page, seed);
      await app.goto(`/${game}?topic=${topic}`);
      await page.getByTestId('level-3').tap();
      await expect(page.getByTestId(board)).toBeVisible();
      for (let i = 0; i < turn && !(await page.locator(texts).count()); i += 1) {
        await page.getByTestId('pair-card').nth(i).tap();
        await moveDrawn(page);
      }
      if (answer) {
        // the longest word, which a mark beside it would crowd most
        const words = await page.locator(texts).allInnerTexts();
        const longest = words.indexOf(words.reduce((a, b) => (b.length > a.length ? b : a)));
        await page.locator(texts).nth(longest).tap();
        await expect(page.getByTestId('game-feedback')).toBeVisible();
      }
      const elements = page.locator(texts);
      expect(await elements.count()).toBeGreaterThanOrEqual(turn ? 1 : 2);
      await page.screenshot({ path: testInfo.outputPath(`${game}-${topic}${answer ? '-answered' : ''}.png`), fullPage: true });
      expect(badBreaks(await brokenWords(elements, page.getByTestId(board)))).toEqual([]);
      for (let question = 2; everyQuestion && !(await page.getByTestId('game-result').isVisible()); question += 1) {
        await elements.first().tap();
        await nextQuestion(page);
        if (await page.getByTestId('game-result').isVisible()) break;
        const broken = badBreaks(await brokenWords(elements, page.getByTestId(board)));
        expect(broken, `question ${question}: ${(await elements.allInnerTexts()).join(' | ')}`).toEqual([]);
      }
    });
  }
});
