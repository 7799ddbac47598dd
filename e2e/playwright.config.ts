import { defineConfig, devices } from '@playwright/test';
import { BASE_URL, E2E_PORT } from './support/paths';

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.tmp-results/results.json' }]],
  use: {
    baseURL: BASE_URL,
    trace: 'on-first-retry',
    launchOptions: chromium,
    // page.route cannot see requests a service worker answers; only the pwa project allows one
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', testIgnore: /(pwa|phone)\.spec\.ts/, use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
    // a cheap phone: Pixel 7's touch and mobile user agent, on the 360×740 screen our pupils have
    // (Pixel 7 alone is 412 px wide, which hides what does not fit)
    {
      name: 'phone',
      testMatch: /phone\.spec\.ts/,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 360, height: 740 },
        screen: { width: 360, height: 740 },
        hasTouch: true,
        isMobile: true,
        launchOptions: chromium,
      },
    },
    { name: 'pwa', testMatch: /pwa\.spec\.ts/, use: { ...devices['Desktop Chrome'], launchOptions: chromium, serviceWorkers: 'allow' } },
  ],
  webServer: {
    command: 'node support/startServer.mjs',
    url: `${BASE_URL}/wp-json/custom/v1/config`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(E2E_PORT) },
  },
});
