import type { RuntimeConfig } from '@app/shared';

const STORAGE_KEY = 'shell.runtimeConfig';

/** Safe defaults when the api cannot be reached and nothing is cached: the gate stays on. */
const OFFLINE_DEFAULT: RuntimeConfig = {
  gateEnabled: true,
  company: { name: '', registrationNumber: '' },
  paymentsMode: 'test',
  contestOverrideAllowed: false,
};

/** The browser-visible config comes from the api at start-up (never baked into a bundle). */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  try {
    const response = await fetchImpl('/wp-json/custom/v1/config', { cache: 'no-cache' });
    if (!response.ok) throw new Error(String(response.status));
    const config = (await response.json()) as RuntimeConfig;
    localStorage.setItem(STORAGE_KEY, JSON.stringify(config));
    return config;
  } catch {
    const cached = localStorage.getItem(STORAGE_KEY);
    if (cached) {
      try {
        return JSON.parse(cached) as RuntimeConfig;
      } catch {
        /* fall through to defaults */
      }
    }
    return OFFLINE_DEFAULT;
  }
}
