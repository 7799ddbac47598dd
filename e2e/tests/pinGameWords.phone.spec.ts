import { expect, test } from '../support/fixtures';
import { devices, type Browser, type Page } from '@playwright/test';
import { itemOnScreen, topicItems } from '../support/gamePlayers';
import { nextQuestion } from '../support/moveDrawn';

// A live PIN game as a Year 2 class plays it, on phones, in Tamil: a teacher starts a choice game,
// a pupil with a nickname only (no account) joins and really plays the round, missing the first
// question once; the teacher's board shows her score live, and once the game is over, the words
// the class missed, most-missed first, with the wrong answer the pupil gave. The pupil's answers
// travel with the PIN score (GamePage → sendPinScore), the only record a nickname player has.

const TOPIC = 'pre-generated-ta-animals-y2';

async function pupilPhone(browser: Browser, baseURL: string): Promise<Page> {
  const { defaultBrowserType: _, ...phone } = devices['Pixel 7'];
  const context = await browser.newContext({ ...phone, viewport: { width: 360, height: 740 }, baseURL, serviceWorkers: 'block' });
  await context.addInitScript(() => {
    sessionStorage.setItem('shell.gate.verified', '1');
    localStorage.setItem('shell.language', 'ta');
  });
  return context.newPage();
}

test('a nickname pupil plays a PIN game for real; the teacher sees her score live and, after the game, the word she missed and what she answered', async ({
  app,
  page,
  browser,
  baseURL,
  request,
}) => {
  await app.unlockGate();
  await app.setLanguage('ta');
  await app.signInAs('teacher_free');
  await app.goto('/gameboard');
  const form = page.getByTestId('gameboard-start-form');
  await form.getByTestId('gameboard-game').selectOption('Choice');
  await form.getByTestId('gameboard-language').selectOption('ta');
  await form.getByTestId('gameboard-topic').selectOption(TOPIC);
  await form.getByTestId('gameboard-start').click();
  const pin = (await page.getByTestId('gameboard-pin').textContent())!.trim();
  expect(pin).toMatch(/^\d{6}$/);

  const pupil = await pupilPhone(browser, baseURL!);
  await pupil.goto(`/gameboard?pin=${pin}`);
  await pupil.getByTestId('join-nickname').fill('கவின்');
  await pupil.getByTestId('join-submit').tap();
  await pupil.getByTestId('join-play').tap();
  await expect(pupil).toHaveURL(new RegExp(`/choice\\?topic=${TOPIC}&pin=${pin}&player=`));
  await pupil.getByTestId('level-1').tap();

  // every question right, except the first: a wrong option, then (the game moves on) the rest right
  const items = await topicItems(request, TOPIC);
  const result = pupil.getByTestId('game-result');
  let missed: { word: string; answer: string } | undefined;
  for (let n = 0; n < 40 && !(await result.isVisible()); n += 1) {
    const options = pupil.locator('[data-testid^="round-option-"]');
    await expect(options.first()).toBeVisible();
    const texts = await pupil.locator('[data-testid^="round-option-"] [data-option-text]').allTextContents();
    const word = (await itemOnScreen(pupil, items))?.word ?? '';
    const right = texts.indexOf(word);
    expect(right, `the right option for "${word}" is shown`).toBeGreaterThanOrEqual(0);
    const pick = missed ? right : (right + 1) % texts.length;
    if (!missed) missed = { word, answer: texts[pick]! };
    await options.nth(pick).tap();
    await nextQuestion(pupil);
  }
  await expect(result).toBeVisible();
  // she has no account: her result screen says where her score went, not "sign in to save"
  await expect(pupil.getByTestId('result-board-status')).toHaveAttribute('data-status', 'sent');
  await expect(pupil.getByTestId('result-save-status')).toHaveCount(0);

  // the board took her score live
  await expect(page.getByTestId('gameboard-player-name')).toHaveText(['கவின்']);
  await expect(page.getByTestId('gameboard-player-score')).toHaveCount(1);

  await page.getByTestId('gameboard-end').click();
  const words = page.getByTestId('gameboard-words');
  await expect(words).toBeVisible();
  const first = words.getByTestId('gameboard-word').first();
  await expect(first.getByTestId('gameboard-most-missed')).toBeVisible();
  await expect(first.locator('p[lang="ta"]').first()).toHaveText(missed!.word);
  await expect(first.locator('li')).toContainText([`${missed!.answer} ×1`]);
  // the other words she met were right first time: none is marked missed
  await expect(words.getByTestId('gameboard-most-missed')).toHaveCount(1);
  await first.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/pin-game-words/teacher-board.png', fullPage: true });
  await pupil.context().close();
});
