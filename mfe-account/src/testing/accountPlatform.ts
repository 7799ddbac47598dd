import { createFakePlatform, fakeApi, type FakeApi, type FakePlatform, type FakeRoutes } from '@app/shared/testing';
import type { AuthState, Language, SubscriptionState } from '@app/shared';
import en from '../../public/assets/i18n/en.json';
import ta from '../../public/assets/i18n/ta.json';
import bm from '../../public/assets/i18n/bm.json';

export const COUNTRIES = [
  { cca2: 'SG', name: { common: 'Singapore' } },
  { cca2: 'MY', name: { common: 'Malaysia' } },
  { cca2: 'IN', name: { common: 'India' } },
];

/** A fake Platform with this remote's real strings in all three languages, talking to `api` (a fakeApi) if given. */
export function accountPlatform({
  api,
  ...options
}: { language?: Language; auth?: AuthState; subscription?: SubscriptionState; api?: FakeApi } = {}): FakePlatform {
  return createFakePlatform({ namespace: 'account', translations: { en, ta, bm }, http: api?.http, ...options });
}

/** Two sign-ins in UTC: 01:30 is 9:30 in the morning in Malaysia. */
export const LOGIN_EVENTS = [
  { at: '2026-11-22T01:30:00.000Z', ip: '203.0.113.7', device: 'Chrome · Android', outcome: 'signed_in' },
  { at: '2026-11-21T12:05:00.000Z', ip: '198.51.100.9', device: '', outcome: 'refused' },
];

export const CUSTOM_API = '/wp-json/custom/v1';

/**
 * The api as the account page reads it: the countries, an unregistered MyKad, a student's sign-in
 * record and no PIN. `routes` add the calls a test makes, or replace these answers.
 */
export function accountApi(routes: FakeRoutes = {}): FakeApi {
  return fakeApi({
    [`GET ${CUSTOM_API}/countries`]: COUNTRIES,
    [`POST ${CUSTOM_API}/check-mykad`]: { exists: false },
    [`GET ${CUSTOM_API}/account/logins`]: { events: LOGIN_EVENTS, kept_days: 90 },
    [`GET ${CUSTOM_API}/account/pin`]: { pin_set: false, pin_available: false },
    [`GET ${CUSTOM_API}/boards/assignments/mine`]: { assignments: [] },
    ...routes,
  });
}
