import axios, { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { redeemSchoolLicense, fetchLicenseStatus } from './licenseClient';

const answering = (status: number, data: unknown) =>
  axios.create({
    adapter: async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
      const response = { data, status, statusText: '', headers: {}, config };
      if (status >= 400) throw new AxiosError('x', String(status), config, null, response);
      return response;
    },
  });

const fallback = { notLoggedIn: 'User not logged in', failed: 'Failed to redeem school license' };
const request = { user_email: 'a@b.my', user_id: '1', first_name: 'A', last_name: 'B', school_name: 'S', school_state: 'T', school_country: 'MY' };

describe("redeemSchoolLicense — SPEC.md §8 \"'User not logged in'; the server message, else 'Failed to redeem school license'\"", () => {
  const rows: [string, ReturnType<typeof answering>, typeof request | null, string][] = [
    ['no user', answering(200, {}), null, 'User not logged in'],
    ['server message', answering(409, { code: 'license_full', message: 'All seats are taken.' }), request, 'All seats are taken.'],
    ['no server message', answering(500, {}), request, 'Failed to redeem school license'],
  ];
  it.each(rows)('%s', async (_name, http, req, expected) => {
    expect(await redeemSchoolLicense(http, req, fallback)).toEqual({ success: false, message: expected });
  });
});

describe('fetchLicenseStatus — SPEC.md §8 "Teacher status failure: no school license"', () => {
  it('answers no school license when the call fails', async () => {
    expect(await fetchLicenseStatus(answering(500, {}), 'a@b.my')).toEqual({ has_school_license: false });
  });
});
