import { createFakePlatform, TEST_USER, type FakeApi, type FakePlatform } from '@app/shared/testing';
import type { Language, RuntimeConfig } from '@app/shared';
import en from '../../public/assets/i18n/en.json';
import ta from '../../public/assets/i18n/ta.json';
import bm from '../../public/assets/i18n/bm.json';
import type { ContestInfo } from '../contest/contestApi';

/** A fake Platform with this remote's real strings, talking to `api` (a fakeApi from @app/shared/testing). */
export function contestPlatform({
  api,
  signedIn = true,
  language = 'en',
  config,
}: {
  api: FakeApi;
  signedIn?: boolean;
  language?: Language;
  config?: Partial<RuntimeConfig>;
}): FakePlatform {
  return createFakePlatform({
    namespace: 'contests',
    translations: { en, ta, bm },
    language,
    http: api.http,
    config,
    auth: signedIn ? { status: 'authenticated', token: 't', user: TEST_USER, since: Date.now() } : { status: 'unauthenticated' },
  });
}

export const SOLVALLAR_INFO: ContestInfo = {
  key: 'Solvallar2025',
  kind: 'timed',
  productId: 815,
  title: { en: 'Solvallar Word Contest 2025', ta: 'சொல்வல்லார் சொல் போட்டி 2025', bm: 'Pertandingan Kata Solvallar 2025' },
  startsAt: '2025-10-05T02:00:00.000Z',
  endsAt: '2025-10-05T14:00:00.000Z',
  serverTime: '2025-10-05T05:00:00.000Z',
  state: 'during',
  overrideState: null,
  rounds: 5,
  levelsPerRound: 3,
  paidFromRound: 2,
  nameDisplay: 'initials',
  prizes: [],
  levels: Array.from({ length: 15 }, (_, i) => ({ number: i + 1, title: `Tema ${i + 1}`, durationSeconds: 90, itemCount: 8 })),
  entryOnSale: true,
  results: { published: false, at: '2025-10-08T14:00:00.000Z' },
};

/** The contest at a server time: before / during / after the 2025 window. */
export function contestAt(state: 'before' | 'during' | 'after'): ContestInfo {
  const serverTime = { before: '2025-10-05T01:00:00.000Z', during: '2025-10-05T05:00:00.000Z', after: '2025-10-06T00:00:00.000Z' }[state];
  return { ...SOLVALLAR_INFO, serverTime, state, entryOnSale: state !== 'after' };
}
