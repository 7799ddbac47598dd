import type { Server } from 'node:http';
import { test, expect } from '../support/fixtures';
import { startCdn } from '../support/cdnServer';
import { CDN_PORT, E2E_DEPLOY } from '../support/paths';

let cdn: Server;
test.beforeAll(async () => {
  cdn = await startCdn(E2E_DEPLOY, CDN_PORT);
});
test.afterAll(() => new Promise<void>((resolve) => cdn.close(() => resolve())));

test('a remote listed in remotes.json at another origin (a CDN) loads and works', async ({ app, page }) => {
  const cdnOrigin = `http://127.0.0.1:${CDN_PORT}`;
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const json = await response.json();
    json.remotes['mfe-account'].manifest = `${cdnOrigin}${json.remotes['mfe-account'].manifest}`;
    await route.fulfill({ response, json });
  });
  const fromCdn: string[] = [];
  page.on('requestfinished', (r) => {
    if (r.url().startsWith(cdnOrigin)) fromCdn.push(r.url());
  });
  await app.unlockGate();
  await app.setLanguage('en');
  await app.goto('/about');
  const area = page.getByTestId('remote-area-mfe-account');
  await expect(area).toHaveAttribute('data-remote-status', 'ready');
  await expect(area.locator('h1').first()).toBeVisible();
  expect(fromCdn.some((u) => u.endsWith('/mf-manifest.json'))).toBe(true);
  expect(fromCdn.some((u) => u.endsWith('/remoteEntry.js'))).toBe(true);
  expect(fromCdn.some((u) => u.includes('/assets/i18n/en.json'))).toBe(true);
});
