import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, storedAuthState, type SignedIn } from '../support/fixtures';
import { freshMykad, registerFresh, type FreshAccount } from '../support/freshAccounts';

/**
 * Issue 3 item 7: the account remote's pages in the whole product: profile edit through
 * update-profile, settings (language, models, sign-out), font settings applied across remotes,
 * about and policies with the company from the runtime config.
 */

/**
 * Seeds localStorage on the first page load only (the fixtures' helpers seed on every load, which
 * would undo the change a test wants to see survive a reload).
 */
async function seedOnce(page: Page, entries: Record<string, string>) {
  await page.addInitScript((e) => {
    if (sessionStorage.getItem('account-spec.seeded')) return;
    for (const [k, v] of Object.entries(e)) localStorage.setItem(k, v);
    sessionStorage.setItem('account-spec.seeded', '1');
  }, entries);
}

/** Registers a throw-away user through the api, so edits never touch the shared demo accounts. */
function registerFreshUser(
  request: APIRequestContext,
  { role = 'student', school = 'SJK(T) Kajang', state = 'Selangor' }: Partial<Pick<FreshAccount, 'role' | 'school' | 'state'>> = {},
): Promise<SignedIn> {
  const mykad = freshMykad({ yy: '11', place: '10' });
  return registerFresh(request, {
    mykad,
    handle: 'akaun',
    firstName: 'Nila',
    lastName: `Vendan${mykad.slice(-6)}`,
    phoneNumber: '012-3456789',
    state,
    school,
    role,
  });
}

test.describe('school licence page', () => {
  const JOINED_TA = 'பள்ளி உரிமத்தில் இணைந்துவிட்டீர்கள். உங்கள் பள்ளித் திட்டம் இப்போது செயலில் உள்ளது.';

  test("a teacher joins with the school's code and reads the outcome in Tamil, not the api's English", async ({ app, page, request }) => {
    // the demo school has a licence with 25 seats and the code DEMO-RAMA-2026 (README)
    const school = { role: 'teacher' as const, school: 'SJK(T) Ramakrishna', state: 'Pulau Pinang' };
    const teacher = await registerFreshUser(request, school);
    const authState = JSON.stringify({ ...storedAuthState(teacher), savedAt: Date.now() });
    await app.unlockGate();
    await seedOnce(page, { 'shell.language': 'ta', 'shell.authState': authState });
    await app.goto('/license-management');
    await page.getByTestId('license-check').click();
    await page.getByTestId('license-code').fill('DEMO-RAMA-2026');
    const redeemed = page.waitForResponse((r) => r.url().endsWith('/school-license/redeem'));
    await page.getByTestId('license-redeem').click();
    const answer = (await (await redeemed).json()) as { success: boolean; message: string };
    expect(answer.success).toBe(true);
    const message = page.getByTestId('license-message');
    await expect(message).toHaveText(JOINED_TA);
    await expect(message).not.toContainText(answer.message);
  });
});

test.describe('account page (issue 3 item 7)', () => {
  test('a signed-in user edits the profile; the change is saved on the server and survives a reload', async ({ app, page, request }) => {
    const user = await registerFreshUser(request);
    await app.unlockGate();
    await seedOnce(page, { 'shell.language': 'en', 'shell.authState': JSON.stringify({ ...storedAuthState(user), savedAt: Date.now() }) });
    await app.goto('/account');
    await expect(page.getByTestId('profile-name')).toHaveText(`Nila ${user.login.last_name}`);
    await expect(page.getByTestId('account-subscription')).toBeVisible();

    await page.getByTestId('profile-edit').click();
    await page.getByTestId('profile-phone_number').fill('12');
    await page.getByTestId('profile-save').click();
    await expect(page.getByTestId('profile-phone_number-error')).toContainText('valid phone number');

    await page.getByTestId('profile-phone_number').fill('019-876 5432');
    await page.getByTestId('profile-state').selectOption('Perak');
    await page.getByTestId('profile-school').fill('SJK(T) Sungai Siput');
    const saved = page.waitForResponse((r) => r.url().endsWith('/wp-json/custom/v1/update-profile'));
    await page.getByTestId('profile-save').click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByTestId('profile-phone')).toHaveText('019-876 5432');

    await page.reload();
    await app.waitForRemote();
    await expect(page.getByTestId('profile-school')).toHaveText('SJK(T) Sungai Siput');
    await expect(page.getByTestId('profile-state')).toHaveText('Perak');
    // and the server has it: the account as the api answers it now
    const again = await request.get('/wp-json/custom/v1/account/me', { headers: user.headers });
    expect(await again.json()).toMatchObject({ phone_number: '019-876 5432', state: 'Perak', school: 'SJK(T) Sungai Siput' });
  });
});

test.describe('settings (issue 3 item 7)', () => {
  test('switching the language to bm re-renders the page and is remembered', async ({ app, page }) => {
    await app.unlockGate();
    await seedOnce(page, { 'shell.language': 'en' });
    await app.goto('/settings');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
    await page.getByTestId('settings-language-bm').check();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tetapan');
    await page.goto('/settings');
    await app.waitForRemote();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tetapan');
    await expect(page.getByTestId('settings-language-bm')).toBeChecked();
  });

  test('the Models tab says which generator the server uses, with no key in the browser', async ({ app, page }) => {
    await app.unlockGate();
    await app.setLanguage('en');
    await app.goto('/settings?tab=models');
    await expect(page.getByTestId('models-available')).toHaveText('Available');
    await expect(page.getByTestId('models-mode')).not.toBeEmpty();
  });

  test('sign-out from settings signs the user out and goes home', async ({ app, page }) => {
    await app.unlockGate();
    await app.setLanguage('en');
    await app.signInAs('student');
    await app.goto('/settings');
    await expect(page.getByTestId('settings-signed-in-as')).toContainText('Kavitha');
    await page.getByTestId('settings-sign-out').click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('signed-in-user')).toHaveCount(0);
  });
});

test.describe('font settings (issue 3 item 7)', () => {
  test('font and size apply to every remote and persist', async ({ app, page }) => {
    await app.unlockGate();
    await app.setLanguage('ta');
    await app.goto('/font-settings');
    await page.getByTestId('font-family-baloo-thambi-2').check();
    await page.getByTestId('font-size').fill('20');
    await expect(page.getByTestId('font-size-value')).toHaveText('20 px');
    const rootStyle = () =>
      page.evaluate(() => ({ font: getComputedStyle(document.body).fontFamily, size: getComputedStyle(document.documentElement).fontSize }));
    await expect.poll(rootStyle).toEqual({ font: expect.stringContaining('Baloo Thambi 2'), size: '20px' });

    // another remote's page, after a reload
    await page.goto('/leaderboard');
    await app.waitForRemote();
    await expect.poll(rootStyle).toEqual({ font: expect.stringContaining('Baloo Thambi 2'), size: '20px' });
  });
});

test.describe('about and policies (issue 3 item 7)', () => {
  for (const [language, about, policies, law] of [
    ['en', 'About', 'Privacy and terms', 'Personal Data Protection Act 2010'],
    ['ta', 'எங்களைப் பற்றி', 'தனியுரிமையும் விதிமுறைகளும்', 'தனிநபர் தரவுப் பாதுகாப்புச் சட்டத்தின்'],
    ['bm', 'Tentang kami', 'Privasi dan terma', 'Akta Perlindungan Data Peribadi 2010'],
  ] as const) {
    test(`in ${language}, name the company and registration number from the config and explain the PDPA`, async ({ app, page, request }) => {
      const config = (await (await request.get('/wp-json/custom/v1/config')).json()) as { company: { name: string; registrationNumber: string } };
      await app.unlockGate();
      await app.setLanguage(language);
      await app.goto('/about');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(about);
      await expect(page.getByTestId('about-company')).toContainText(config.company.name);
      await expect(page.getByTestId('about-company')).toContainText(config.company.registrationNumber);
      await page.getByTestId('about-policies-link').click();
      await expect(page).toHaveURL(/\/policies$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(policies);
      await expect(page.getByTestId('privacy-controller')).toContainText(law);
      await expect(page.getByTestId('privacy-controller')).toContainText(config.company.name);
    });
  }
});
