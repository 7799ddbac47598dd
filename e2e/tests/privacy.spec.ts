import { test, expect } from '../support/fixtures';
import { freshMykad, registerFresh } from '../support/freshAccounts';
import { DELETED_ACCOUNT_NAMES, shownPlayerName } from '../../shared/src/privacy/deletedAccountName';

// issue 21.3 "Parents and PDPA": the privacy notice in ta/en/bm is linked from every page's footer
// and from registration; a signed-in user downloads their data and deletes their account.

test.beforeEach(async ({ app }) => {
  await app.unlockGate();
});

for (const [language, heading] of [
  ['ta', 'தனியுரிமைக் கொள்கை'],
  ['en', 'Privacy policy'],
  ['bm', 'Dasar privasi'],
] as const) {
  test(`the footer opens the privacy notice in ${language}, saying what is kept and that a parent consents`, async ({ app, page }) => {
    await app.setLanguage(language);
    await app.goto('/about');
    await page.getByTestId('footer-privacy').click();
    await app.waitForRemote();
    await expect(page).toHaveURL(/\/policies#privacy$/);
    await expect(page.getByTestId('policies-privacy')).toContainText(heading);
    await expect(page.getByTestId('privacy-collect')).toContainText(language === 'ta' ? 'மைகாட்' : 'MyKad');
    // a pupil under 18 registers with a parent's consent; deletion within 7 days, scores under the
    // words the boards show in this language
    await expect(page.getByTestId('privacy-children')).toContainText('18');
    await expect(page.getByTestId('privacy-retention')).toContainText(shownPlayerName(DELETED_ACCOUNT_NAMES.student, language));
  });
}

test('registration links the notice and asks a parent to consent for a pupil under 18', async ({ app, page }) => {
  await app.setLanguage('en');
  await app.goto('/account');
  const form = page.getByTestId('register-card');
  await expect(form.getByTestId('register-privacy-link')).toHaveAttribute('href', '/policies#privacy');
  await expect(form.getByTestId('register-consent')).toHaveCount(0);
  await form.getByTestId('register-mykad').fill(freshMykad({ yy: '16' }));
  await expect(form.getByTestId('register-consent')).toContainText("A parent's or guardian's consent");
  await expect(form.getByTestId('register-consent-notice')).toHaveAttribute('href', '/policies#privacy');
});

test('a signed-in pupil downloads their data as JSON and deletes their account', async ({ app, page, request }) => {
  const mykad = freshMykad({ yy: '15' });
  const pupil = await registerFresh(request, { mykad, handle: 'pdpa', firstName: 'Nila', lastName: 'Vendan', state: 'Selangor', school: 'SJK(T) PDPA' });
  await app.setLanguage('en');
  await app.signInWith(pupil);
  await app.goto('/account');
  const card = page.getByTestId('my-data');
  const [download] = await Promise.all([page.waitForEvent('download'), card.getByTestId('my-data-download').click()]);
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const body = JSON.parse(await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8')));
  expect(body.data.account).toMatchObject({ first_name: 'Nila', mykad_last4: mykad.slice(-4) });
  expect(body.data.parent_consents).toHaveLength(1);
  expect(JSON.stringify(body)).not.toContain(mykad);

  await card.getByTestId('delete-account').click();
  await expect(card.getByTestId('delete-confirm')).toContainText('Deleted pupil');
  await card.getByTestId('delete-confirm-yes').click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('signed-in-user')).toHaveCount(0);
  // the old session is over on the server too
  expect((await request.get('/wp-json/custom/v1/account/data', { headers: pupil.headers })).status()).toBe(401);
});
