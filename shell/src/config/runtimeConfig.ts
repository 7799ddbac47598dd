import type { RuntimeConfig } from '@app/shared';
import { takeEarlyResponse } from '../remotes/earlyStartHandoff';

export const STORAGE_KEY = 'shell.runtimeConfig';
const CONFIG_URL = '/wp-json/custom/v1/config';

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
    // the page's inline script asked for it while the bundles downloaded
    const response = await (takeEarlyResponse(CONFIG_URL) ?? fetchImpl(CONFIG_URL, { cache: 'no-cache' }));
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
