import { maxScoreForTopic } from '../../shared/src/scoring';
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { freshMykad, registerFresh } from '../support/freshAccounts';

// Boards (issue 6): a live PIN game seen from the teacher's projector and two students' devices,
// and the menu rules for the leaderboard, gameboard and dashboard.

/** A student's own device: a separate browser context, gate unlocked, English. */
async function studentDevice(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  await context.addInitScript(() => {
    sessionStorage.setItem('shell.gate.verified', '1');
    localStorage.setItem('shell.language', 'en');
  });
  return context.newPage();
}

/**
 * What the games frame does when a game opened from a PIN ends (GamePage → sendPinScore): it
 * posts the score with the player token from its URL (`/<game>?topic=…&pin=…&player=…`) to the
 * gameboard score endpoint. Playing a whole word search here would only repeat games.spec, so
 * the student's page sends that call itself, from the game's URL, after joining in the UI.
 */
async function finishGame(page: Page, score: number) {
  return page.evaluate(async (value) => {
    const params = new URLSearchParams(window.location.search);
    const res = await fetch(`/wp-json/custom/v1/gameboard/${params.get('pin')}/score`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ playerToken: params.get('player'), score: value, durationMs: 42_000, clientId: `e2e-${crypto.randomUUID()}` }),
    });
    return res.status;
  }, score);
}

async function joinAndPlay(page: Page, pin: string, nickname: string, score: number) {
  await page.goto(`/gameboard?pin=${pin}`);
  await expect(page.getByTestId('join-pin')).toHaveValue(pin);
  await page.getByTestId('join-nickname').fill(nickname);
  await page.getByTestId('join-submit').click();
  await expect(page.getByTestId('join-done')).toContainText(`You're in, ${nickname}!`);
  await page.getByTestId('join-play').click();
  await expect(page).toHaveURL(new RegExp(`/search\\?topic=.+&pin=${pin}&player=`));
  expect(await finishGame(page, score)).toBe(200);
}

test.describe('live PIN games (issue 6 §2)', () => {
  test('a teacher starts a PIN game; two students join and play; the board shows both scores live, in order, without reload', async ({
    app,
    page,
    browser,
    baseURL,
  }) => {
    await app.unlockGate();
    await app.setLanguage('en');
    await app.signInAs('teacher_free');
    await app.goto('/gameboard');
    const form = page.getByTestId('gameboard-start-form');
    await expect(form).toBeVisible();
    await form.getByTestId('gameboard-game').selectOption('Search');
    await form.getByTestId('gameboard-language').selectOption('en');
    await form.getByTestId('gameboard-topic').selectOption('pre-generated-en-animals-y2');
    await form.getByTestId('gameboard-start').click();

    const pin = (await page.getByTestId('gameboard-pin').textContent())!.trim();
    expect(pin).toMatch(/^\d{6}$/);
    await expect(page.getByTestId('gameboard-qr')).toBeVisible();
    await expect(page.getByTestId('gameboard-status')).toHaveText('Live');
    await expect(page.getByTestId('gameboard-waiting')).toBeVisible();
    // a reload would reset this marker: the board must change without one
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

    const ali = await studentDevice(browser, baseURL!);
    const siti = await studentDevice(browser, baseURL!);
    await joinAndPlay(ali, pin, 'Ali', 70);
    await expect(page.getByTestId('gameboard-player-name')).toHaveText(['Ali']);
    await joinAndPlay(siti, pin, 'Siti', 90);

    await expect(page.getByTestId('gameboard-player-name')).toHaveText(['Siti', 'Ali']);
    await expect(page.getByTestId('gameboard-player-score')).toHaveText(['90', '70']);
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

    await page.getByTestId('gameboard-end').click();
    await expect(page.getByTestId('gameboard-status')).toHaveText('Game over');
    const download = page.waitForEvent('download');
    await page.getByTestId('gameboard-export').click();
    expect((await download).suggestedFilename()).toBe(`gameboard-${pin}.csv`);
    await ali.context().close();
    await siti.context().close();
  });
});

test.describe('board menu rules (docs/requirements.md §2/§6)', () => {
  test('a student with no active subscription cannot see or open the leaderboard', async ({ app, page, request }) => {
    const student = await registerFresh(request, {
      mykad: freshMykad({ yy: '11' }),
      handle: 'papan',
      firstName: 'Nila',
      lastName: 'Devi',
      state: 'Johor',
      school: 'SJK(T) Masai',
    });
    await app.signInWith(student);
    await app.unlockGate();
    await app.setLanguage('en');
    const asked = page.waitForResponse((r) => r.url().includes('/wp-json/custom/v1/subscription/status'), { timeout: 15_000 });
    await app.goto('/home');
    await asked;
    await expect(page.getByTestId('menu-home')).toBeVisible();
    await expect(page.getByTestId('menu-section-leaderboards')).toHaveCount(0);

    await app.goto('/leaderboard');
    await expect(page.getByTestId('leaderboard-no-subscription')).toContainText('Leaderboards are open to everyone with an active subscription.');
    await expect(page.getByTestId('leaderboard-table')).toHaveCount(0);
    // and the api refuses it too, whatever the browser does
    const direct = await request.get('/wp-json/custom/v1/leaderboard', { headers: student.headers });
    expect(direct.status()).toBe(403);
  });

  test('a student cannot open the gameboard or the dashboard, and is told why', async ({ app, page }) => {
    await app.unlockGate();
    await app.setLanguage('en');
    await app.signInAs('student');
    await app.goto('/gameboard');
    await expect(page.getByTestId('gameboard-teachers-only')).toContainText('Only teachers with an active teacher plan can run PIN games.');
    await expect(page.getByTestId('gameboard-start-form')).toHaveCount(0);
    await expect(page.getByTestId('join-form')).toBeVisible();
    await app.goto('/dashboard');
    await expect(page.getByTestId('dashboard-teachers-only')).toContainText('The dashboard is for teachers with an active teacher plan.');
  });

  test('a student with the free plan finds their new score on the leaderboard, by game, language and topic', async ({ app, page, request }) => {
    await app.unlockGate();
    await app.setLanguage('en');
    const student = await app.signInAs('student');
    // a score saved the way a game saves it (the most Guess level 1 can give on this topic: the api
    // refuses more); the rollup trigger must put it on today's boards
    const answer = await (await request.get('/wp-json/custom/v1/topics/pre-generated-ta-animals-y2')).json();
    const topic = 'topic' in answer ? answer.topic : answer;
    const best = maxScoreForTopic('guess', 1, topic);
    const shown = best.toLocaleString('en');
    const saved = await request.post('/wp-json/custom/v1/save-quiz-score', {
      headers: student.headers,
      data: {
        client_id: randomUUID(),
        quiz_category: 'Guess',
        topic_key: 'pre-generated-ta-animals-y2',
        language: 'ta',
        score: best,
        level: 1,
        time_submitted: new Date().toISOString(),
        duration_ms: 90_000,
      },
    });
    expect(saved.ok(), await saved.text()).toBeTruthy();
    await app.goto('/leaderboard');
    await page.getByTestId('period-today').check({ force: true });
    await page.getByTestId('filter-game').selectOption('Guess');
    const mine = page.getByTestId('leaderboard-viewer-row');
    await expect(mine).toContainText('(you)');
    await expect(mine).toContainText(shown);
    await page.getByTestId('filter-language').selectOption('ta');
    await page.getByTestId('filter-topic').selectOption('pre-generated-ta-animals-y2');
    await expect(mine).toContainText(shown);
    await page.getByTestId('filter-language').selectOption('en');
    await expect(page.getByTestId('filter-topic')).toHaveValue('');
    await expect(page.getByTestId('leaderboard-table').or(page.getByTestId('leaderboard-empty'))).toBeVisible();
    await expect(mine.filter({ hasText: shown })).toHaveCount(0);
  });
});
