import { createFakePlatform, type FakePlatform } from '@app/shared/src/testing';
import type { AuthState, Language, SubscriptionState } from '@app/shared';
import en from '../../public/assets/i18n/en.json';
import ta from '../../public/assets/i18n/ta.json';
import bm from '../../public/assets/i18n/bm.json';

export const COUNTRIES = [
  { cca2: 'SG', name: { common: 'Singapore' } },
  { cca2: 'MY', name: { common: 'Malaysia' } },
  { cca2: 'IN', name: { common: 'India' } },
];

/** A fake Platform with this remote's real strings in all three languages. */
export function accountPlatform(options: { language?: Language; auth?: AuthState; subscription?: SubscriptionState } = {}): FakePlatform {
  return createFakePlatform({ namespace: 'account', translations: { en, ta, bm }, ...options });
}

/** Stubs `GET` so the forms get the countries list and a check-mykad answer. */
export function stubGet(platform: FakePlatform, { mykadExists = false }: { mykadExists?: boolean } = {}) {
  return jest.spyOn(platform.http, 'get').mockImplementation(async (url: string) => {
    if (url.endsWith('/countries')) return { data: COUNTRIES };
    if (url.endsWith('/check-mykad')) return { data: { exists: mykadExists } };
    if (url.endsWith('/ai/status')) return { data: { mode: 'offline', available: true } };
    throw new Error(`unexpected GET ${url}`);
  });
}
