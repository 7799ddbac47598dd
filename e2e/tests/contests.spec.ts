import { test, expect, apiLogin } from '../support/fixtures';
import { DEMO_MYKAD } from '../support/demoUsers';
import type { APIRequestContext } from '@playwright/test';
import { adminHeaders } from '../support/adminToken';

/**
 * Issue 5 "Must show" (Playwright). Needs the e2e server with CONTEST_OVERRIDE_ALLOWED=true
 * (support/startServer.mjs sets it): the 2025 window is over, so each test forces the state with
 * the admin token.
 * The override is one global row, so these run in order, and each flow uses its own demo user.
 */
test.describe.configure({ mode: 'serial' });

const KEY = 'Solvallar2025';
const HOME = '/solvallar-contest';

/** Forces the contest state as an organiser does: with the admin token (a student cannot). */
async function forceState(request: APIRequestContext, state: 'before' | 'during' | 'after' | null) {
  const res = await request.post(`/wp-json/custom/v1/contests/${KEY}/override`, { headers: adminHeaders(), data: { state } });
  expect(res.ok(), await res.text()).toBeTruthy();
}

test.describe('Solvallar contest (issue 5)', () => {
  test.afterAll(async ({ request }) => {
    await forceState(request, null);
  });

  for (const [state, outcome] of [
    ['before', 'Contest has not started yet'],
    ['after', 'Contest has ended'],
  ] as const) {
    test(`with the state forced to ${state}, round 1 level 1 sends the student home with '${outcome}'`, async ({ app, page, request }) => {
      await app.unlockGate();
      await app.setLanguage('en');
      await app.signInAs('student');
      await forceState(request, state);
      await app.goto('/solvallarcontest/round1/level1');
      await expect(page).toHaveURL(new RegExp(`${HOME}$`));
      await expect(page.getByTestId('guard-reason')).toHaveText(outcome);
      await expect(page.getByTestId('contest-state')).toHaveAttribute('data-state', state);
    });
  }

  test('with the state forced to during, round 1 level 1 opens with its countdown', async ({ app, page, request }) => {
    await app.unlockGate();
    await app.setLanguage('en');
    await app.signInAs('teacher_school');
    await forceState(request, 'during');
    await app.goto('/solvallarcontest/round1/level1');
    await expect(page.getByTestId('page-solvallarLevel')).toBeVisible();
    await expect(page.getByTestId('time-left')).toHaveText(/^\d:\d\d$/);
    await expect(page.getByTestId('item-0')).toBeVisible();
  });

  test('the guard reason is shown in Tamil for a Tamil reader', async ({ app, page, request }) => {
    await app.unlockGate();
    await app.setLanguage('ta');
    await app.signInAs('student');
    await forceState(request, 'after');
    await app.goto('/solvallarcontest/round1/level1');
    await expect(page.getByTestId('guard-reason')).toHaveText('போட்டி முடிந்துவிட்டது');
  });

  test("an unpaid user is refused round 2 with 'Payment required for this round'; after paying, round 2 opens", async ({ app, page, request }) => {
    await app.unlockGate();
    await app.setLanguage('en');
    await app.signInAs('teacher_free');
    await forceState(request, 'during');
    await app.goto('/solvallarcontest/round2/level1');
    await expect(page).toHaveURL(new RegExp(`${HOME}$`));
    await expect(page.getByTestId('guard-reason')).toHaveText('Payment required for this round');
    await expect(page.getByTestId('level-4')).toHaveAttribute('data-mark', 'locked');

    // the product's one checkout, as for plans: order, then the test card
    await expect(page.getByTestId('contest-payment')).toContainText('RM 10');
    await page.getByTestId('contest-buy').click();
    await expect(page.getByTestId('checkout-total')).toHaveText('RM 10');
    await page.getByTestId('checkout-continue').click();
    await page.getByTestId('card-number').fill('4242 4242 4242 4242');
    await page.getByTestId('card-expiry').fill('12/30');
    await page.getByTestId('card-cvc').fill('123');
    await page.getByTestId('pay-button').click();
    await expect(page.getByTestId('round-2-payment')).toHaveText('Paid');
    await expect(page.getByTestId('level-4')).toHaveAttribute('data-mark', 'open');

    await page.getByTestId('level-4').getByRole('link').click();
    await expect(page).toHaveURL(/\/solvallarcontest\/round2\/level1$/);
    await expect(page.getByTestId('time-left')).toBeVisible();
  });

  test('a completed level refuses a replay with its level number', async ({ app, page, request }) => {
    await app.unlockGate();
    await app.setLanguage('en');
    await app.signInAs('teacher_plus');
    await forceState(request, 'during');
    await app.goto('/solvallarcontest/round1/level3');
    await expect(page.getByTestId('item-0')).toBeVisible();
    await page.getByTestId('submit-level').click();
    await expect(page.getByTestId('level-result')).toBeVisible();

    await app.goto('/solvallarcontest/round1/level3');
    await expect(page).toHaveURL(new RegExp(`${HOME}$`));
    await expect(page.getByTestId('guard-reason')).toHaveText('Level 3 already completed. No replay allowed in competition mode.');
    await expect(page.getByTestId('level-3')).toHaveAttribute('data-mark', 'completed');
  });

  test('a level survives a reload with its remaining time', async ({ app, page, request }) => {
    await app.unlockGate();
    await app.setLanguage('en');
    await app.signInAs('teacher_pro');
    await forceState(request, 'during');
    await app.goto('/solvallarcontest/round1/level2');
    const timer = page.getByTestId('time-left');
    await expect(timer).toBeVisible();
    await page.getByTestId('item-0').locator('input[type="radio"]').first().check();
    await page.waitForTimeout(4_000);
    const before = Number(await timer.getAttribute('data-ms'));
    await page.reload();
    await app.waitForRemote();
    await expect(timer).toBeVisible();
    const after = Number(await timer.getAttribute('data-ms'));
    // resumed, not restarted: less than the full 90 s, and no more than what was left before
    expect(after).toBeLessThan(90_000 - 3_000);
    expect(after).toBeLessThanOrEqual(before + 500);
    await expect(page.getByTestId('item-0').locator('input[type="radio"]:checked')).toHaveCount(1);
  });

  test('after the end no entry is offered, and the api refuses to sell one (issue 15)', async ({ app, page, request }) => {
    await app.unlockGate();
    await app.setLanguage('en');
    const me = await app.signInAs('student');
    await forceState(request, 'after');
    await app.goto(HOME);
    await expect(page.getByTestId('entry-closed')).toContainText('no longer sold');
    await expect(page.getByTestId('contest-payment')).toHaveCount(0);
    const order = await request.post('/wp-json/wc/v3/orders', { headers: me.headers, data: { line_items: [{ product_id: 815 }] } });
    expect(order.status()).toBe(409);
    expect((await order.json()).code).toBe('contest_closed');
  });

  test('while the contest runs, the winners page says when results come and no certificate is issued (issue 15)', async ({ app, page, request }) => {
    await app.unlockGate();
    await app.setLanguage('en');
    await app.signInAs('teacher_plus');
    await forceState(request, 'during');
    await app.goto('/solvallar-winners');
    await expect(page.getByTestId('results-notice')).toContainText('Results will be published on 8 Oct 2025');
    await expect(page.getByTestId('ranking-row')).toHaveCount(0);
    await app.goto('/solvallar-certificate');
    await expect(page.getByTestId('results-notice')).toContainText('Certificates are issued with the results');
    await forceState(request, null);
  });

  test('winners and the public certificate check work without signing in', async ({ app, page, request }) => {
    // the code printed on Kavitha's certificate: random (issue 21.7), read as she sees it
    const kavitha = await apiLogin(request, DEMO_MYKAD.student);
    const mine = await request.get('/wp-json/custom/v1/contests/MWHE2025/certificate', { headers: kavitha.headers });
    const code = ((await mine.json()) as { certificates: { code: string }[] }).certificates[0]!.code;
    await app.unlockGate();
    await app.setLanguage('en');
    await app.goto('/solvallar-winners');
    await expect(page.getByTestId('ranking-row').first()).toBeVisible();
    await app.goto(`/mwhecert?verify=${code}`);
    await expect(page.getByTestId('verify-result')).toContainText('Kavitha Raman');
  });
});
