import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, apiError, createFakePlatform, fakeApi, renderWithPlatform, TEST_USER } from '@app/shared/testing';
import { LicenseManagementPage } from './LicenseManagementPage';
import { checkCache } from '../license/licenseClient';
import en from '../../public/assets/i18n/en.json';
import ta from '../../public/assets/i18n/ta.json';

const auth = {
  status: 'authenticated' as const,
  token: 't',
  user: { ...TEST_USER, role: 'teacher' as const, school: 'SJK(T) Ramakrishna', state: 'Pulau Pinang' },
  since: Date.now(),
};

describe('LicenseManagementPage', () => {
  beforeEach(() => checkCache.clear());

  it("should let a teacher check their school, redeem with the school's licence code, and refresh their plan", async () => {
    let redeemed = false;
    let sent: unknown;
    const api = fakeApi({
      'GET /wp-json/custom/v1/school-license/status': () =>
        redeemed
          ? { has_school_license: true, license_status: 'active', expires_at: '2027-11-22T00:00:00Z', seats_total: 25, seats_used: 2 }
          : { has_school_license: false, license_status: 'none', expires_at: null },
      'POST /wp-json/custom/v1/school-license/check': { has_license: true, can_redeem: true },
      'POST /wp-json/custom/v1/school-license/redeem': ({ body }) => {
        sent = body;
        redeemed = true;
        return { success: true, message: 'School license redeemed. Your school plan is now active.' };
      },
    });
    const platform = createFakePlatform({ namespace: 'account', translations: { en }, auth, http: api.http });
    const refresh = jest.spyOn(platform, 'refreshSubscription');
    renderWithPlatform(<LicenseManagementPage />, platform, { namespace: 'account' });
    expect(await screen.findByTestId('license-status-text')).toHaveTextContent('You have not joined a school license.');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('license-check'));
    expect(await screen.findByTestId('license-check-result')).toHaveTextContent('SJK(T) Ramakrishna has a school license.');
    await user.click(screen.getByTestId('license-redeem'));
    expect(screen.getByTestId('license-message')).toHaveTextContent("Enter your school's licence code.");
    await user.type(screen.getByTestId('license-code'), 'DEMO-RAMA-2026');
    await user.click(screen.getByTestId('license-redeem'));
    expect(await screen.findByTestId('license-message')).toHaveTextContent('School license redeemed.');
    expect(sent).toMatchObject({ redemption_code: 'DEMO-RAMA-2026', school_name: 'SJK(T) Ramakrishna' });
    expect(refresh).toHaveBeenCalled();
    expect(await screen.findByTestId('license-seats')).toHaveTextContent('2 of 25 seats used');
    // the expiry is the Malaysian date, whatever the device's zone
    expect(screen.getByTestId('license-expiry')).toHaveTextContent('22 Nov 2027');
  });

  it("should say in Tamil that the teacher has joined the licence, never in the server's English", async () => {
    const redeemed = { success: true, message: 'School license redeemed. Your school plan is now active.' };
    const api = fakeApi({
      'GET /wp-json/custom/v1/school-license/status': { has_school_license: false, license_status: 'none' },
      'POST /wp-json/custom/v1/school-license/check': { has_license: true, can_redeem: true },
      'POST /wp-json/custom/v1/school-license/redeem': redeemed,
    });
    const platform = createFakePlatform({
      namespace: 'account',
      translations: { en, ta },
      language: 'ta',
      auth,
      http: api.http,
    });
    renderWithPlatform(<LicenseManagementPage />, platform, { namespace: 'account' });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('license-check'));
    await user.type(await screen.findByTestId('license-code'), 'DEMO-RAMA-2026');
    await user.click(screen.getByTestId('license-redeem'));
    const message = await screen.findByTestId('license-message');
    expect(message).toHaveTextContent('பள்ளி உரிமத்தில் இணைந்துவிட்டீர்கள்.');
    expect(message).not.toHaveTextContent(/[A-Za-z]/);
  });

  it('should say in Tamil why the server refused the licence code, never in its English', async () => {
    const api = fakeApi({
      'GET /wp-json/custom/v1/school-license/status': { has_school_license: false, license_status: 'none', expires_at: null },
      'POST /wp-json/custom/v1/school-license/check': { has_license: true, can_redeem: true },
      'POST /wp-json/custom/v1/school-license/redeem': apiError(403, 'code_wrong', 'That license code is not right for this school.', { success: false }),
    });
    const platform = createFakePlatform({ namespace: 'account', translations: { en, ta }, language: 'ta', auth, http: api.http });
    renderWithPlatform(<LicenseManagementPage />, platform, { namespace: 'account' });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('license-check'));
    await user.type(await screen.findByTestId('license-code'), 'WRONG-CODE');
    await user.click(screen.getByTestId('license-redeem'));
    expect(await screen.findByTestId('license-message')).toHaveTextContent('அந்த உரிமக் குறியீடு இந்தப் பள்ளிக்கு உரியதல்ல.');
  });

  it('should treat a failed check as no license and offer no redeem button', async () => {
    const api = fakeApi({
      'GET /wp-json/custom/v1/school-license/status': answer(500, {}),
      'POST /wp-json/custom/v1/school-license/check': answer(500, {}),
    });
    const platform = createFakePlatform({ namespace: 'account', translations: { en }, auth, http: api.http });
    renderWithPlatform(<LicenseManagementPage />, platform, { namespace: 'account' });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('license-check'));
    expect(await screen.findByTestId('license-check-result')).toHaveTextContent('does not have a school license');
    expect(screen.queryByTestId('license-redeem')).toBeNull();
    expect(api.callsTo('POST /wp-json/custom/v1/school-license/check')).toHaveLength(1);
  });
});
