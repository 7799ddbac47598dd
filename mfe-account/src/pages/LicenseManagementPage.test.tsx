import axios, { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePlatform, renderWithPlatform, TEST_USER } from '@app/shared/src/testing';
import { LicenseManagementPage } from './LicenseManagementPage';
import { checkCache } from '../license/licenseClient';
import en from '../../public/assets/i18n/en.json';

function fakeHttp(routes: Record<string, () => [number, unknown]>) {
  const calls: string[] = [];
  const http = axios.create({
    adapter: async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
      const key = `${(config.method ?? 'get').toUpperCase()} ${config.url}`;
      calls.push(key);
      const [status, data] = routes[key]?.() ?? [404, { message: 'no route' }];
      const response = { data, status, statusText: '', headers: {}, config };
      if (status >= 400) throw new AxiosError('x', String(status), config, null, response);
      return response;
    },
  });
  return { http, calls };
}

const auth = { status: 'authenticated' as const, token: 't', user: { ...TEST_USER, role: 'teacher' as const, school: 'SJK(T) Ramakrishna', state: 'Pulau Pinang' }, since: Date.now() };

describe('LicenseManagementPage', () => {
  beforeEach(() => checkCache.clear());

  it('should let a teacher check their school, redeem, and refresh their plan', async () => {
    let redeemed = false;
    const { http } = fakeHttp({
      'GET /wp-json/custom/v1/school-license/status': () => [200, redeemed ? { has_school_license: true, license_status: 'active', expires_at: '2027-11-22T00:00:00Z', seats_total: 25, seats_used: 2 } : { has_school_license: false, license_status: 'none', expires_at: null }],
      'POST /wp-json/custom/v1/school-license/check': () => [200, { has_license: true, can_redeem: true }],
      'POST /wp-json/custom/v1/school-license/redeem': () => {
        redeemed = true;
        return [200, { success: true, message: 'School license redeemed. Your school plan is now active.' }];
      },
    });
    const platform = createFakePlatform({ namespace: 'account', translations: { en }, auth, http });
    const refresh = jest.spyOn(platform, 'refreshSubscription');
    renderWithPlatform(<LicenseManagementPage />, platform, { namespace: 'account' });
    expect(await screen.findByTestId('license-status-text')).toHaveTextContent('You have not joined a school license.');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('license-check'));
    expect(await screen.findByTestId('license-check-result')).toHaveTextContent('SJK(T) Ramakrishna has a school license.');
    await user.click(screen.getByTestId('license-redeem'));
    expect(await screen.findByTestId('license-message')).toHaveTextContent('School license redeemed.');
    expect(refresh).toHaveBeenCalled();
    expect(await screen.findByTestId('license-seats')).toHaveTextContent('2 of 25 seats used');
  });

  it('should treat a failed check as no license and offer no redeem button', async () => {
    const { http, calls } = fakeHttp({
      'GET /wp-json/custom/v1/school-license/status': () => [500, {}],
      'POST /wp-json/custom/v1/school-license/check': () => [500, {}],
    });
    const platform = createFakePlatform({ namespace: 'account', translations: { en }, auth, http });
    renderWithPlatform(<LicenseManagementPage />, platform, { namespace: 'account' });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('license-check'));
    expect(await screen.findByTestId('license-check-result')).toHaveTextContent('does not have a school license');
    expect(screen.queryByTestId('license-redeem')).toBeNull();
    expect(calls.filter((c) => c.includes('check'))).toHaveLength(1);
  });
});
