import { act, cleanup, render } from '@testing-library/react';
import type { Language } from '../i18n/language';
import type { RemoteRegistration } from '../platform/platform';
import { createDevPlatform, type DevPlatform } from '../dev/createDevPlatform';
import { DevHarness } from '../dev/DevHarness';
import type { FakeApi } from './fakeApi';

/** single-spa mounts and unmounts a parcel in a promise chain of its own: let it run inside act. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

/**
 * Renders a remote's `./register` in the dev harness (`@app/shared/dev`, what
 * `npm run dev -- <remote>` shows) over a fake api, with the remote's strings ready, at `/`.
 * Pair it with `afterEach(unmountDevHarness)` inside the `describe`, so the parcel is unmounted
 * before testing-library's own cleanup runs.
 */
export async function renderDevHarness(options: {
  registration: RemoteRegistration;
  home: string;
  pages?: readonly string[];
  api: FakeApi;
  namespace: string;
  translations: Partial<Record<Language, Record<string, unknown>>>;
  language?: Language;
}): Promise<DevPlatform> {
  const { registration, home, pages, api, namespace, translations, language = 'ta' } = options;
  // a remote's register.tsx reads webpack's public path for its translations (given here at once)
  const global = globalThis as { __webpack_public_path__?: string };
  global.__webpack_public_path__ ??= 'http://localhost/';
  window.history.replaceState(null, '', '/');
  const platform = createDevPlatform({ http: api.http, namespace, translations, language });
  render(<DevHarness registration={registration} platform={platform} home={home} pages={pages} />);
  await settle();
  return platform;
}

export async function unmountDevHarness(): Promise<void> {
  cleanup();
  await settle();
}
