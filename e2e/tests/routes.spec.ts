import { ROUTES } from '../support/routeTable';
import { test, expect } from '../support/fixtures';

/** A concrete URL for each route pattern of docs/requirements.md §2. */
function concrete(path: string): string {
  return path.replace(':id', '815').replace(':round', 'round1').replace(':level', 'level1');
}

test.describe('every route of docs/requirements.md §2 loads from a cold start on one origin', () => {
  test("the build's remotes declare every route of docs/requirements.md §2", () => {
    // an empty remotes.json would list no route here, and test nothing below
    expect(ROUTES.map((r) => r.path)).toEqual(expect.arrayContaining(['/', '/home', '/search', '/contest/:id', '/solvallarcontest/:round/:level', '/account']));
    expect(ROUTES).toHaveLength(49);
  });

  for (const route of ROUTES) {
    test(`${concrete(route.path)} mounts ${route.remote} with no console error`, async ({ app, page, consoleErrors }) => {
      await app.unlockGate();
      await app.signInAs('teacher_pro');
      await app.goto(concrete(route.path));
      // the contest guard may send level routes to the contest home: still mounted by mfe-contests
      await expect(page.getByTestId(`remote-area-${route.remote}`)).toHaveAttribute('data-remote-status', 'ready');
      await expect(page.getByTestId('side-menu')).toBeVisible();
      await expect(page.locator('h1').first()).toBeVisible();
      expect(new URL(page.url()).origin).toBe(new URL(test.info().project.use.baseURL as string).origin);
      consoleErrors.expectNoErrors();
    });
  }

  test('an unknown path shows the not-found page inside the shell', async ({ app, page }) => {
    await app.unlockGate();
    await app.goto('/no-such-page');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.getByTestId('side-menu')).toBeVisible();
  });
});
