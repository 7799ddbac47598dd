/**
 * Issue 27 "Must show": plan changes keep what was paid for (ADR 0025), an honest unknown (ADR
 * 0026), and a visitor's links. Two tabs where it matters: the plan is the same in every tab.
 */
import { test, expect, AppDriver } from '../support/fixtures';
import type { APIRequestContext, Page } from '@playwright/test';
import { adminHeaders } from '../support/adminToken';
import { freshMykad, registerFresh } from '../support/freshAccounts';
import { SUBSCRIPTION_CACHE_KEY } from '../../shell/src/subscription/subscriptionCache';

/** A new teacher (confirmed by the admin), on Teacher Free through the store. */
async function newTeacher(request: APIRequestContext, first: string) {
  const mykad = freshMykad({ yy: '87' });
  const teacher = await registerFresh(request, {
    mykad,
    handle: 'plan',
    firstName: first,
    lastName: 'Guru',
    state: 'Perak',
    school: 'SJK(T) Ipoh',
    role: 'teacher',
  });
  const confirmed = await request.post('/wp-json/custom/v1/admin/teachers', { headers: adminHeaders(), data: { user_id: Number(teacher.login.data.user_id) } });
  expect(confirmed.ok(), await confirmed.text()).toBeTruthy();
  teacher.login.role = 'teacher';
  return teacher;
}

async function order(request: APIRequestContext, headers: Record<string, string>, productId: number) {
  const res = await request.post('/wp-json/wc/v3/orders', { headers, data: { line_items: [{ product_id: productId, quantity: 1 }] } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()) as { id: number; status: string };
}

/** Pays an order with test mode's 4242 card through the api, as the checkout does. */
async function payByApi(request: APIRequestContext, headers: Record<string, string>, orderId: number) {
  const intent = await (await request.post('/wp-json/payments/v1/create-payment-intent', { headers, data: { currency: 'myr', order_id: orderId } })).json();
  const paid = await request.post(`/wp-json/payments/v1/confirm-test-payment/${intent.id}`, {
    headers,
    data: { card_number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' },
  });
  expect((await paid.json()).order_status).toBe('completed');
}

/** A second tab of the same browser: the same storage, the gate opened for it too. */
async function secondTab(app: AppDriver): Promise<AppDriver> {
  const tab = new AppDriver(await app.page.context().newPage(), app.request);
  await tab.unlockGate();
  return tab;
}

test.describe('plan changes keep what was paid for (ADR 0025)', () => {
  test.beforeEach(async ({ app }) => {
    await app.unlockGate();
    await app.setLanguage('en');
  });

  test("an abandoned checkout in tab A leaves tab B showing the teacher's tools, and both tabs agree on the plan", async ({ app, page, request }) => {
    const teacher = await newTeacher(request, 'Kavin');
    await order(request, teacher.headers, 774);
    await app.signInWith(teacher);
    await app.goto('/subscription');
    await expect(page.getByTestId('current-plan-name')).toHaveText('Teacher Free');

    const tabB = await secondTab(app);
    await tabB.goto('/subscription');
    const menuB = tabB.menu();
    await expect(menuB.getByTestId('menu-section-teaching')).toBeVisible();

    // tab A starts paying for Plus, then goes back without paying
    await page.getByTestId('choose-teacher_plus').click();
    await page.getByTestId('checkout-continue').click();
    await expect(page.getByTestId('card-number')).toBeVisible();
    await page.getByTestId('checkout-card-back').click();

    // Teacher Free stays, in both tabs; both show the unfinished payment
    for (const tab of [page, tabB.page]) {
      await expect(tab.getByTestId('pending-payment')).toContainText('Your payment for Teacher Plus (RM 120) was started but not finished.');
      await expect(tab.getByTestId('current-plan-name')).toHaveText('Teacher Free');
      await expect(tab.getByTestId('subscription-status')).toHaveText('Active');
    }
    await expect(menuB.getByTestId('menu-section-teaching')).toBeVisible();
    await expect(menuB.getByTestId('menu-dashboard')).toBeVisible();

    // tab A abandons it: tab B follows, and keeps the tools
    await page.getByTestId('pending-abandon').click();
    await expect(page.getByTestId('pending-payment')).toHaveCount(0);
    await expect(tabB.page.getByTestId('pending-payment')).toHaveCount(0);
    await expect(tabB.page.getByTestId('current-plan-name')).toHaveText('Teacher Free');
    await expect(menuB.getByTestId('menu-section-teaching')).toBeVisible();
    await menuB.getByTestId('menu-createTopic').click();
    await expect(tabB.page).toHaveURL(/\/create/);
  });

  test('an unfinished payment can be resumed from the plans page and then activates Plus', async ({ app, page, request }) => {
    const teacher = await newTeacher(request, 'Nila');
    await order(request, teacher.headers, 774);
    await order(request, teacher.headers, 775);
    await app.signInWith(teacher);
    await app.goto('/subscription');
    await page.getByTestId('pending-resume').click();
    await expect(page.getByTestId('checkout-total')).toHaveText('RM 120');
    await page.getByTestId('checkout-continue').click();
    await page.getByTestId('card-number').fill('4242 4242 4242 4242');
    await page.getByTestId('card-expiry').fill('12/30');
    await page.getByTestId('card-cvc').fill('123');
    await page.getByTestId('pay-button').click();
    await expect(page.getByTestId('checkout-success')).toContainText('Teacher Plus is now active.');
    await expect(page.getByTestId('current-plan-name')).toHaveText('Teacher Plus');
    const orders = await (await request.get(`/wp-json/wc/v3/orders?customer=${teacher.login.data.user_id}`, { headers: teacher.headers })).json();
    expect(orders.filter((o: { status: string }) => o.status === 'pending')).toEqual([]);
    expect(orders.filter((o: { line_items: { product_id: number }[] }) => o.line_items[0]?.product_id === 775)).toHaveLength(1);
  });

  test('a downgrade from paid Plus asks first, keeps Plus until the paid year ends, and can be taken back', async ({ app, page, request }) => {
    const teacher = await newTeacher(request, 'Selvi');
    await payByApi(request, teacher.headers, (await order(request, teacher.headers, 775)).id);
    await app.signInWith(teacher);
    await app.goto('/subscription');
    await expect(page.getByTestId('current-plan-name')).toHaveText('Teacher Plus');
    const paidUntil = (await page.getByTestId('current-plan-expiry').textContent())!.replace('Valid until ', '');

    await page.getByTestId('choose-teacher_free').click();
    const dialog = page.getByTestId('downgrade-confirm');
    await expect(dialog).toContainText(`You have paid for Teacher Plus until ${paidUntil}, and you keep it until then.`);
    await page.getByTestId('downgrade-confirm-no').click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('current-plan-name')).toHaveText('Teacher Plus');

    await page.getByTestId('choose-teacher_free').click();
    await page.getByTestId('downgrade-confirm-yes').click();
    await expect(page.getByTestId('scheduled-change')).toContainText(`Teacher Free starts on ${paidUntil}`);
    await expect(page.getByTestId('current-plan-name')).toHaveText('Teacher Plus');
    await expect(page.getByTestId('choose-teacher_free')).toBeDisabled();
    await expect(app.menu().getByTestId('menu-section-teaching')).toBeVisible();

    await page.getByTestId('scheduled-undo').click();
    await expect(page.getByTestId('scheduled-change')).toHaveCount(0);
    await expect(page.getByTestId('choose-teacher_free')).toBeEnabled();
  });
});

test.describe('an honest unknown (ADR 0026)', () => {
  test.beforeEach(async ({ app }) => {
    await app.unlockGate();
    await app.setLanguage('en');
  });

  const failPlanCalls = (page: Page) => page.route('**/wp-json/wc/v3/orders?*', (route) => route.abort('connectionrefused'));

  test('with no cache and the plan calls failing, every page says so, offers a retry and no plan change', async ({ app, page }) => {
    await app.signInAs('teacher_pro');
    await failPlanCalls(page);
    await app.goto('/subscription');
    const notice = page.getByTestId('plan-check-notice');
    await expect(notice).toContainText('We could not check your plan just now', { timeout: 15_000 });
    for (const id of ['teacher_free', 'teacher_plus']) {
      await expect(page.getByTestId(`choose-${id}`)).toBeDisabled();
      await expect(page.getByTestId(`choose-${id}`)).toHaveText('Your plan cannot be checked just now');
    }
    await page.getByTestId('footer-about').click();
    await expect(page.getByTestId('page-about')).toBeVisible();
    await expect(notice).toBeVisible();

    await page.unroute('**/wp-json/wc/v3/orders?*');
    await page.getByTestId('plan-check-retry').click();
    await expect(notice).toHaveCount(0);
    await expect(app.menu().getByTestId('menu-section-contents')).toBeVisible();
  });

  test("the last known Pro plan's tools stay, marked as not confirmed, until the plan can be checked again", async ({ app, page }) => {
    await app.signInAs('teacher_pro');
    await app.goto('/home');
    await expect(app.menu().getByTestId('menu-section-contents')).toBeVisible();
    // the cache is a day and an hour old (docs/requirements.md §8: "then cached data (even expired)")
    await page.evaluate((key) => {
      const entry = JSON.parse(localStorage.getItem(key)!);
      localStorage.setItem(key, JSON.stringify({ ...entry, savedAt: Date.now() - 25 * 3600_000 }));
    }, SUBSCRIPTION_CACHE_KEY);
    await failPlanCalls(page);
    await app.goto('/subscription');
    const notice = page.getByTestId('plan-check-notice');
    await expect(notice).toContainText('Shown: Teacher Pro, as last known, not confirmed.', { timeout: 15_000 });
    const menu = app.menu();
    await expect(menu.getByTestId('menu-section-teaching-unconfirmed')).toHaveText('(not confirmed)');
    await expect(menu.getByTestId('menu-section-settings-unconfirmed')).toBeVisible();
    await expect(menu.getByTestId('menu-data')).toBeVisible();
    await expect(page.getByTestId('current-plan-unconfirmed')).toBeVisible();
    await expect(page.getByTestId('choose-teacher_plus')).toBeDisabled();

    await page.unroute('**/wp-json/wc/v3/orders?*');
    await page.getByTestId('plan-check-retry').click();
    await expect(notice).toHaveCount(0);
    await expect(menu.getByTestId('menu-section-teaching-unconfirmed')).toHaveCount(0);
  });
});

test.describe("a visitor's links (docs/navigation.md)", () => {
  test('signed out, the footer opens about, privacy and policies, plans, settings and fonts', async ({ app, page }) => {
    await app.unlockGate();
    await app.setLanguage('en');
    await app.goto('/home');
    const pages: [string, string, string][] = [
      ['footer-about', '/about', 'page-about'],
      ['footer-privacy', '/policies#privacy', 'page-policies'],
      ['footer-plans', '/subscription', 'page-subscription'],
      ['footer-settings', '/settings', 'page-settings'],
      ['footer-fonts', '/font-settings', 'page-fontSettings'],
    ];
    for (const [link, path, testId] of pages) {
      await page.getByTestId(link).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByTestId(new RegExp(`^${testId}$`))).toBeVisible();
    }
    // the plans page invites a visitor to sign in, and changes nothing
    await page.getByTestId('footer-plans').click();
    await expect(page.getByTestId('choose-teacher_plus')).toHaveText('Sign in to choose a plan');
  });
});
