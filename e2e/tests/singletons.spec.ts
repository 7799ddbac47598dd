import { test, expect } from '../support/fixtures';

/**
 * Counts React renderers through the devtools hook React calls on load (one per react-dom copy)
 * and reads webpack's share scope for the shared singletons.
 */
test('React, react-dom, rxjs, zod/mini, i18next and the shared contract are each loaded once per page', async ({ app, page }) => {
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers,
      supportsFiber: true,
      isDisabled: false,
      inject(renderer: unknown) {
        renderers.set(renderers.size + 1, renderer);
        return renderers.size;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
  await app.unlockGate();
  await app.signInAs('teacher_pro');
  // visit pages of all four remotes in one page load
  await app.goto('/home');
  for (const item of ['menu-contests', 'menu-leaderboard', 'menu-license', 'menu-home']) {
    await page.getByTestId(item).click();
    await app.waitForRemote();
  }
  await expect(page.locator('[data-remote-status="ready"]')).toHaveCount(1);

  const report = await page.evaluate(() => {
    const hook = (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } }).__REACT_DEVTOOLS_GLOBAL_HOOK__;
    // webpack's share scopes (the shell keeps a reference for this check: federationAdapter.ts):
    // scope → package → version → where it came from and whether any app has loaded it
    type ShareEntry = { loaded?: unknown; from?: string };
    const scopes = (window as unknown as { __shellShareScopes: Record<string, Record<string, Record<string, ShareEntry>>> }).__shellShareScopes;
    const loaded: Record<string, string[]> = {};
    for (const packages of Object.values(scopes)) {
      for (const [pkg, versions] of Object.entries(packages)) {
        for (const [version, entry] of Object.entries(versions)) {
          const seen = `${version}@${entry.from}`;
          if (entry.loaded && !(loaded[pkg] ??= []).includes(seen)) loaded[pkg].push(seen);
        }
      }
    }
    const contract = Object.values(scopes)
      .map((packages) => packages['@app/shared/contract'])
      .find(Boolean);
    return {
      renderers: hook.renderers.size,
      loaded,
      contract: { loaded: Object.values(contract ?? {}).some((e) => Boolean(e.loaded)), versions: Object.keys(contract ?? {}).length },
    };
  });
  expect(report.renderers).toBe(1);
  for (const pkg of ['react', 'react-dom', 'rxjs', 'zod/mini', 'i18next', 'react-i18next', '@app/shared/contract']) {
    expect(report.loaded[pkg], `${pkg}: ${JSON.stringify(report.loaded[pkg])}`).toHaveLength(1);
  }
  // ADR 0036: only the contract is shared; the rest of @app/shared is bundled by each app
  expect(Object.keys(report.loaded)).not.toContain('@app/shared');
  // …and every remote reached the shell's one copy of it: the Platform each page read came from
  // the contract's one PlatformContext (a second copy would have thrown in usePlatform())
  expect(report.contract).toEqual({ loaded: true, versions: 1 });
});
