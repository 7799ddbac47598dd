import { expect, type APIRequestContext } from '@playwright/test';
import { sessionOf, type LoginResponse, type SignedIn } from './fixtures';
import { PRIVACY_NOTICE_VERSION } from '../../shared/src/privacy/parentConsent';

// Throw-away accounts, so a test that registers or edits never touches the shared demo users.
// Login and registration are rate-limited per IP: each request presents a fresh client address
// (the api believes X-Forwarded-For from its proxy, Playwright here) so no spec spends another's
// budget.

let ipCounter = Math.floor(Math.random() * 200);
/** A fresh client address for the api's rate limits (10.x.y.z, private range). */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(Date.now() >> 16) & 255}.${(Date.now() >> 8) & 255}.${ipCounter % 250}`;
}

let mykadCounter = 0;
/**
 * A valid MyKad nobody has registered yet: a real date in the year `yy` (a pupil's 10 or 11, a
 * teacher's 88) and a JPN place-of-birth code (14 Kuala Lumpur, 10 Selangor).
 */
export function freshMykad({ yy, place = '14' }: { yy: string; place?: string }): string {
  mykadCounter += 1;
  const n = (Date.now() % 10_000_000) + mykadCounter * 7919 + Math.floor(Math.random() * 1000);
  const day = String(1 + (n % 28)).padStart(2, '0');
  const month = String(1 + (Math.floor(n / 28) % 12)).padStart(2, '0');
  const serial = String(Math.floor(n / 336) % 10_000).padStart(4, '0');
  return `${yy}${month}${day}${place}${serial}`;
}

export interface FreshAccount {
  mykad: string;
  /** username and email start with it, followed by the MyKad's last six digits */
  handle: string;
  firstName: string;
  lastName: string;
  state: string;
  school: string;
  phoneNumber?: string;
  /** the role asked for at registration (a teacher's is granted later, by an admin or a licence code) */
  role?: 'student' | 'teacher';
}

/** Registers the account through the api (POST register, docs/requirements.md §7) and returns its session. */
export async function registerFresh(request: APIRequestContext, account: FreshAccount): Promise<SignedIn> {
  const { mykad, handle, firstName, lastName, state, school, phoneNumber = '0123456789', role } = account;
  const tag = mykad.slice(-6);
  const response = await request.post('/wp-json/custom/v1/register', {
    headers: { 'x-forwarded-for': freshIp() },
    data: {
      username: `${handle}${tag}`,
      email: `${handle}.${tag}@sekolah.my`,
      password: 'rahsia-2026',
      first_name: firstName,
      last_name: lastName,
      phone_number: phoneNumber,
      country: 'MY',
      state,
      school,
      meta_data: [{ key: 'mykad', value: mykad }, ...(role ? [{ key: 'role', value: role }] : [])],
      // a pupil under 18 registers with a parent's consent (issue 21.3); an adult's is ignored
      parent_consent: { name: 'Lakshmi Raman', contact: '012-345 6789', relationship: 'parent', notice_version: PRIVACY_NOTICE_VERSION, agreed: true },
    },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return sessionOf((await response.json()) as LoginResponse);
}
