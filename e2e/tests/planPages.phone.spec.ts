/**
 * Issue 27 on a 360 × 740 phone, in Tamil at the app's largest font: the plans page with an
 * unfinished payment and a downgrade's question, the footer, the scoreboard without sideways
 * scrolling, and the topic form with a label on every box. Screenshots go to test-results for a
 * person to look at.
 */
import { test, expect } from '../support/fixtures';
import type { APIRequestContext, Locator } from '@playwright/test';
import { adminHeaders } from '../support/adminToken';
import { freshMykad, registerFresh } from '../support/freshAccounts';
import { setLargestFont } from '../support/a11yChecks';

async function fitsSideways(locator: Locator) {
  const { scroll, client } = await locator.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(scroll, `scrolls sideways: ${scroll} > ${client}`).toBeLessThanOrEqual(client + 1);
}

async function plusTeacher(request: APIRequestContext) {
  const teacher = await registerFresh(request, {
    mykad: freshMykad({ yy: '86' }),
    handle: 'fone',
    firstName: 'Vani',
    lastName: 'Guru',
    state: 'Johor',
    school: 'SJK(T) Johor',
    role: 'teacher',
  });
  await request.post('/wp-json/custom/v1/admin/teachers', { headers: adminHeaders(), data: { user_id: Number(teacher.login.data.user_id) } });
  teacher.login.role = 'teacher';
  const order = await (await request.post('/wp-json/wc/v3/orders', { headers: teacher.headers, data: { line_items: [{ product_id: 775 }] } })).json();
  const intent = await (await request.post('/wp-json/payments/v1/create-payment-intent', { headers: teacher.headers, data: { order_id: order.id } })).json();
  await request.post(`/wp-json/payments/v1/confirm-test-payment/${intent.id}`, {
    headers: teacher.headers,
    data: { card_number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' },
  });
  return teacher;
}

test.describe('issue 27 on a phone, in Tamil, at the largest font', () => {
  test.beforeEach(async ({ app, page }) => {
    await app.unlockGate();
    await app.setLanguage('ta');
    await setLargestFont(page);
  });

  test('the plans page: a downgrade asks first, and the footer fits', async ({ app, page, request }, testInfo) => {
    await app.signInWith(await plusTeacher(request));
    await app.goto('/subscription');
    await expect(page.getByTestId('current-plan-name')).toHaveText('ஆசிரியர் பிளஸ்');
    await page.getByTestId('choose-teacher_free').click();
    const dialog = page.getByTestId('downgrade-confirm');
    await expect(dialog).toContainText('ஆசிரியர் இலவசம் திட்டத்துக்கு மாறவா?');
    await dialog.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('plans-downgrade-ta.png') });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByTestId('downgrade-confirm-yes').click();
    await expect(page.getByTestId('scheduled-change')).toBeVisible();
    await page.getByTestId('scheduled-change').scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('plans-scheduled-ta.png') });
    const footer = page.getByTestId('site-footer');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.getByTestId('footer-privacy')).toHaveText('தனியுரிமையும் கொள்கைகளும்');
    await fitsSideways(footer);
    await page.screenshot({ path: testInfo.outputPath('footer-ta.png') });
  });

  test('the notice when the plan cannot be checked, with the last known plan', async ({ app, page, request }, testInfo) => {
    const teacher = await plusTeacher(request);
    await app.signInWith(teacher);
    await app.goto('/subscription');
    // the first check has answered and been cached
    await expect(page.getByTestId('current-plan-name')).toHaveText('ஆசிரியர் பிளஸ்');
    await page.route('**/wp-json/wc/v3/orders?*', (route) => route.abort('connectionrefused'));
    await page.evaluate(() => {
      const key = 'shell.subscriptionCache';
      const entry = JSON.parse(localStorage.getItem(key)!);
      localStorage.setItem(key, JSON.stringify({ ...entry, savedAt: Date.now() - 25 * 3600_000 }));
    });
    await app.goto('/subscription');
    await expect(page.getByTestId('plan-check-notice')).toContainText('ஆசிரியர் பிளஸ்', { timeout: 15_000 });
    await expect(page.getByTestId('choose-teacher_free')).toBeDisabled();
    await page.screenshot({ path: testInfo.outputPath('plan-unconfirmed-ta.png') });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('the scoreboard does not scroll sideways', async ({ app, page }, testInfo) => {
    await app.signInAs('student');
    await app.goto('/scoreboard');
    const tables = page.locator('[data-testid="scoreboard-bests"], [data-testid="scoreboard-recent"]');
    await expect(tables.first()).toBeVisible();
    for (const table of await tables.all()) await fitsSideways(table.locator('xpath=..'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: testInfo.outputPath('scoreboard-ta.png') });
  });

  test('the topic form labels every box of every word', async ({ app, page }, testInfo) => {
    await app.signInAs('teacher_pro');
    await app.goto('/topic-form');
    const rows = page.getByTestId('item-rows');
    await expect(rows).toBeVisible();
    for (const field of ['word', 'meaning', 'clue', 'sentence']) await expect(rows.getByTestId(`item-0-${field}-label`)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await rows.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('topic-form-ta.png') });
    await app.goto('/create');
    await expect(page.getByTestId('generator-source')).toBeVisible();
    await page.getByTestId('generator-source').scrollIntoViewIfNeeded();
    await fitsSideways(page.getByTestId('generator-source'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: testInfo.outputPath('create-ta.png') });
  });
});
