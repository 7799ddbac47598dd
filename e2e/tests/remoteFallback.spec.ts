import { test, expect } from '../support/fixtures';

/** For each remote: a route it owns, and a menu item leading to another remote, to prove the rest still works. */
const CASES = [
  { remote: 'mfe-games', path: '/pair', menuItem: 'menu-contests', otherRemote: 'mfe-contests' },
  { remote: 'mfe-contests', path: '/contests', menuItem: 'menu-home', otherRemote: 'mfe-games' },
  { remote: 'mfe-boards', path: '/schoolboard', menuItem: 'menu-license', otherRemote: 'mfe-account' },
  { remote: 'mfe-account', path: '/about', menuItem: 'menu-leaderboard', otherRemote: 'mfe-boards' },
] as const;

test.describe('a remote that cannot be loaded (docs/architecture.md "One origin, many deployables")', () => {
  for (const c of CASES) {
    test(`${c.remote}: shows a fallback with retry, the rest keeps working, retry mounts it once reachable`, async ({ app, page }) => {
      await app.unlockGate();
      await app.signInAs('teacher_pro');
      let blocked = true;
      await page.route(`**/remotes/${c.remote}/**/mf-manifest.json`, (route) => (blocked ? route.abort('connectionrefused') : route.continue()));

      await app.goto(c.path);
      const area = page.getByTestId(`remote-area-${c.remote}`);
      await expect(area.getByTestId('remote-fallback')).toBeVisible();
      await expect(area.getByTestId('remote-retry')).toBeVisible();

      // the menu and another remote's route still work
      await page.getByTestId('side-menu').getByTestId(c.menuItem).click();
      await expect(page.getByTestId(`remote-area-${c.otherRemote}`)).toHaveAttribute('data-remote-status', 'ready');
      await page.goBack();
      await expect(page.getByTestId(`remote-area-${c.remote}`).getByTestId('remote-fallback')).toBeVisible();

      blocked = false;
      await page.getByTestId(`remote-area-${c.remote}`).getByTestId('remote-retry').click();
      await expect(page.getByTestId(`remote-area-${c.remote}`)).toHaveAttribute('data-remote-status', 'ready');
      await expect(page.getByTestId(`remote-area-${c.remote}`).locator('h1').first()).toBeVisible();
    });
  }

  test('a remote whose remoteEntry.js cannot be loaded shows a fallback; retry runs it once it is reachable', async ({ app, page }) => {
    await app.unlockGate();
    let blocked = true;
    await page.route('**/remotes/mfe-account/**/remoteEntry.js', (route) => (blocked ? route.abort('connectionrefused') : route.continue()));

    await app.goto('/about');
    const area = page.getByTestId('remote-area-mfe-account');
    await expect(area.getByTestId('remote-fallback')).toBeVisible();

    blocked = false;
    await area.getByTestId('remote-retry').click();
    await expect(area).toHaveAttribute('data-remote-status', 'ready');
    await expect(area.locator('h1').first()).toBeVisible();
  });

  // remotes.json as a release would write it for that remote's build
  for (const c of [
    { what: 'whose entry (from before contract ranges) names another contract major', entry: { contract: 99, requires: undefined } },
    { what: 'whose build needs a newer contract minor than the shell provides', entry: { requires: '^1.99.0' } },
  ]) {
    test(`a remote ${c.what} is refused with a visible fallback, and none of its code runs`, async ({ app, page }) => {
      await app.unlockGate();
      await page.route('**/remotes.json', async (route) => {
        const response = await route.fetch();
        const json = await response.json();
        Object.assign(json.remotes['mfe-account'], c.entry);
        await route.fulfill({ response, json });
      });
      await app.goto('/about');
      await expect(page.getByTestId('remote-area-mfe-account').getByTestId('remote-fallback')).toBeVisible();
      await expect(page.getByTestId('side-menu')).toBeVisible();
      // its remoteEntry.js never ran (the page's early start may have preloaded it; that runs nothing)
      expect(await page.evaluate(() => typeof (window as unknown as Record<string, unknown>).mfe_account)).toBe('undefined');
    });
  }
});
