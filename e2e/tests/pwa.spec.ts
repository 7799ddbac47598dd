import { test, expect } from '../support/fixtures';

test.describe('PWA (docs/architecture.md "Speed on a cheap phone")', () => {
  test('the manifest makes the app installable: name, icons, theme colour, standalone', async ({ request }) => {
    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toMatch(/^#/);
    expect(manifest.name).toBeTruthy();
    const sizes = manifest.icons.map((i: { sizes: string }) => i.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) expect((await request.get(icon.src)).headers()['content-type']).toContain('image/png');
  });

  test('after one online visit, reloading offline still shows the shell and the home page', async ({ app, page, context }) => {
    await app.unlockGate();
    await app.goto('/home');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // a second online load lets the now-active worker see (and cache) the remote's files
    await page.reload();
    await app.waitForRemote();
    await expect(page.getByTestId('remote-area-mfe-games')).toHaveAttribute('data-remote-status', 'ready');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('side-menu')).toBeVisible();
    await expect(page.getByTestId('remote-area-mfe-games')).toHaveAttribute('data-remote-status', 'ready');
    await expect(page.getByTestId('remote-area-mfe-games').locator('h1').first()).toBeVisible();
    await context.setOffline(false);
  });

  test('the worker precaches the condensed Tamil face, for a hard word search played offline (docs/adr/0032)', async ({ app, page }) => {
    await app.unlockGate();
    await app.goto('/home');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      return urls.filter((url) => url.endsWith('.woff2')).map((url) => url.replace(/^.*\//, '').replace(/\?.*$/, ''));
    });
    expect(
      cached.some((file) => /^noto-sans-tamil-tamil-wdth-normal\.[0-9a-f]{8}\.woff2$/.test(file)),
      cached.join(', '),
    ).toBe(true);
  });

  test('the install prompt is offered once per session (docs/requirements.md §4)', async ({ app, page }) => {
    await app.unlockGate();
    await app.goto('/home');
    const fire = () =>
      page.evaluate(() => {
        const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
          prompt?: () => Promise<void>;
          userChoice?: Promise<{ outcome: string }>;
        };
        event.prompt = async () => undefined;
        event.userChoice = Promise.resolve({ outcome: 'dismissed' });
        window.dispatchEvent(event);
      });
    await fire();
    const banner = page.getByTestId('install-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toHaveAttribute('data-install-state', 'installable');
    await banner.getByRole('button').last().click();
    await expect(banner).toBeHidden();
    await page.reload();
    await app.waitForRemote();
    await fire();
    await page.waitForTimeout(500);
    await expect(banner).toBeHidden();
  });
});
