import { expect, test } from '../support/fixtures';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { apiLogin, type SignedIn } from '../support/fixtures';
import { DEMO_MYKAD } from '../support/demoUsers';
import { freshIp, freshMykad, registerFresh } from '../support/freshAccounts';

// A new phone needs one more step than the MyKad (docs/adr/0018). On the phone project (360×740,
// touch) and in Tamil: the teacher prints a pupil's sign-in card on the class page and the pupil's
// own phone, which never signed in to the account, opens the card's link; a Year 1 pupil signs in
// on a new phone with the two pictures set with the teacher.

const API = '/wp-json/custom/v1';
const SHOTS = 'test-results/sign-in-cards';

/** A class of the demo Pro teacher with one fresh pupil in it. */
async function classWithPupil(
  request: APIRequestContext,
  birthYear: number,
): Promise<{ teacher: SignedIn; pupil: SignedIn; mykad: string; className: string; classId: number }> {
  const teacher = await apiLogin(request, DEMO_MYKAD.teacher_pro);
  const className = `2 மல்லிகை ${Date.now() % 10000}`;
  const created = await request.post(`${API}/boards/classes`, { headers: teacher.headers, data: { name: className } });
  expect(created.ok(), await created.text()).toBeTruthy();
  const { id: classId, code } = (await created.json()) as { id: number; code: string };
  const mykad = freshMykad({ yy: String(birthYear % 100).padStart(2, '0') });
  const pupil = await registerFresh(request, {
    mykad,
    handle: 'murid',
    firstName: 'Kavin',
    lastName: `Raj${mykad.slice(-4)}`,
    state: 'Selangor',
    school: 'SJK(T) Ladang Bukit Rajah',
  });
  const joined = await request.post(`${API}/boards/classes/join`, { headers: { ...pupil.headers, 'x-forwarded-for': freshIp() }, data: { code } });
  expect(joined.ok(), await joined.text()).toBeTruthy();
  return { teacher, pupil, mykad, className, classId };
}

/** A phone that never signed in to anything here: its own storage, the gate passed, Tamil. */
async function newPhone(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 740 },
    screen: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
    serviceWorkers: 'block',
    extraHTTPHeaders: { 'x-forwarded-for': freshIp() },
  });
  await context.addInitScript(() => {
    sessionStorage.setItem('shell.gate.verified', '1');
    localStorage.setItem('shell.language', 'ta');
    // the app's largest text, as a child with weak eyes might have it
    localStorage.setItem('shell.preferences', JSON.stringify({ fontFamily: 'noto-sans-tamil', fontSize: 24 }));
  });
  return context.newPage();
}

async function waitForRemote(page: Page) {
  await expect(page.locator('[data-remote-status="ready"]').first()).toBeVisible();
  await expect(page.getByTestId('first-screen')).toHaveCount(0);
}

test.describe('a new phone signs in with one more step (docs/adr/0018)', () => {
  test("a pupil's phone signs in with the sign-in card the teacher printed on the class page", async ({ app, page, browser, request, baseURL }) => {
    const { teacher, mykad, className } = await classWithPupil(request, 2015);
    await app.unlockGate();
    await app.setLanguage('ta');
    await app.signInWith(teacher);
    await page.context().addInitScript(() => {
      // the print dialog would wait for a person
      window.print = () => undefined;
    });
    await app.goto('/dashboard');
    const card = page.getByTestId('dashboard-class').filter({ hasText: className });
    await card.getByTestId('class-sign-in-toggle').click();
    const pupilRow = card.getByTestId('sign-in-pupil');
    await expect(pupilRow).toContainText('அட்டை இல்லை');
    await page.screenshot({ path: `${SHOTS}/class-page-ta-360.png`, fullPage: false });
    const issued = page.waitForResponse((r) => r.url().endsWith('/sign-in/cards') && r.request().method() === 'POST');
    const popup = page.waitForEvent('popup');
    await pupilRow.getByTestId('card-print-one').click();
    const { cards } = (await (await issued).json()) as { cards: { card: string; code: string }[] };
    const sheet = await popup;
    await expect(sheet.getByTestId('card-sheet')).toContainText('புதிய கைப்பேசியில்: இந்த QR குறியீட்டைக் கேமராவால் வருடுங்கள்.');
    await expect(sheet.getByTestId('card-sheet')).toContainText(`${cards[0]!.code.slice(0, 3)}-${cards[0]!.code.slice(3)}`);
    await expect(sheet.locator('img')).toHaveCount(1);
    await sheet.setViewportSize({ width: 794, height: 1123 });
    await sheet.screenshot({ path: `${SHOTS}/card-sheet-a4.png` });
    await expect(pupilRow).toContainText('அட்டை அச்சிட்டது');

    // the pupil's own phone: the MyKad alone is not enough there…
    const phone = await newPhone(browser, baseURL);
    await phone.goto('/account');
    await waitForRemote(phone);
    await phone.getByTestId('login-mykad').fill(mykad);
    await phone.getByTestId('login-submit').click();
    await expect(phone.getByTestId('step-card')).toContainText('உங்கள் உள்நுழைவு அட்டையை ஆசிரியரிடம் கேளுங்கள்');
    await phone.getByTestId('login-card').screenshot({ path: `${SHOTS}/new-device-steps-ta-360.png` });
    // …the camera opens the card's QR code, which is this link, in a new tab of the phone's browser
    const scanned = await phone.context().newPage();
    await scanned.goto(`/account#card=${cards[0]!.card}`);
    await expect(scanned.getByTestId('signed-in-user')).toContainText('Kavin');
    expect(new URL(scanned.url()).hash).toBe('');
    expect(await scanned.evaluate(() => JSON.stringify(localStorage))).not.toContain(mykad);
    await scanned.screenshot({ path: `${SHOTS}/signed-in-by-card-ta-360.png` });
    await scanned.close();
    // and from now on this phone needs only the MyKad
    await phone.evaluate(() => localStorage.removeItem('shell.authState'));
    await phone.goto('/account');
    await waitForRemote(phone);
    await phone.getByTestId('login-mykad').fill(mykad);
    await phone.getByTestId('login-submit').click();
    await expect(phone.getByTestId('signed-in-user')).toContainText('Kavin');
    await phone.context().close();
  });

  test('a Year 1 pupil signs in on a new phone with the two pictures chosen with the teacher', async ({ browser, request, baseURL }) => {
    const year1 = new Date().getFullYear() - 7;
    const { teacher, pupil, mykad, classId } = await classWithPupil(request, year1);
    const set = await request.put(`${API}/boards/classes/${classId}/sign-in/pictures/${pupil.userId}`, {
      headers: teacher.headers,
      data: { pictures: [2, 5] },
    });
    expect(set.ok(), await set.text()).toBeTruthy();

    const phone = await newPhone(browser, baseURL);
    await phone.goto('/account');
    await waitForRemote(phone);
    await phone.getByTestId('login-mykad').fill(mykad);
    await phone.getByTestId('login-submit').click();
    const grid = phone.getByTestId('picture-grid');
    await expect(phone.getByTestId('step-pictures')).toContainText('உங்கள் இரண்டு படங்களைத் தேர்ந்தெடுங்கள்');
    await phone.getByTestId('step-pictures').screenshot({ path: `${SHOTS}/picture-password-ta-360.png` });
    // a wrong pair first, as a child might
    await grid.getByRole('button', { name: 'மீன்' }).tap();
    await grid.getByRole('button', { name: 'சூரியன்' }).tap();
    await expect(phone.getByTestId('new-device-error')).toContainText('அவை உங்கள் இரண்டு படங்கள் அல்ல');
    await grid.getByRole('button', { name: 'வீடு' }).tap();
    await grid.getByRole('button', { name: 'யானை' }).tap();
    await expect(phone.getByTestId('signed-in-user')).toContainText('Kavin');
    await phone.context().close();
  });

  test('the teacher grants a pupil more time in contests with the switch in their row, and the api keeps it (WCAG 2.2.1)', async ({ app, page, request }) => {
    const { teacher, pupil, className } = await classWithPupil(request, 2015);
    await app.unlockGate();
    await app.setLanguage('ta');
    await app.signInWith(teacher);
    await app.goto('/dashboard');
    const card = page.getByTestId('dashboard-class').filter({ hasText: className });
    await card.getByTestId('class-sign-in-toggle').click();
    const grant = card.getByTestId('sign-in-pupil').getByRole('switch', { name: /போட்டிகளில் கூடுதல் நேரம்/ });
    await expect(grant).toHaveAttribute('aria-checked', 'false');
    const saved = page.waitForResponse((r) => r.url().endsWith(`/contest-accommodations/${pupil.userId}`) && r.request().method() === 'PUT');
    await grant.tap();
    expect((await saved).ok()).toBeTruthy();
    await expect(grant).toHaveAttribute('aria-checked', 'true');
    await card.getByTestId('sign-in-pupil').screenshot({ path: `${SHOTS}/more-time-ta-360.png` });
    const listed = await request.get(`${API}/contest-accommodations`, { headers: teacher.headers });
    expect(((await listed.json()) as { moreTime: string[] }).moreTime).toContain(pupil.userId);
  });
});
