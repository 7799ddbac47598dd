import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect } from '../support/fixtures';
import { fingerprint, releaseCommand, remotesJson } from '../support/deployTools';
import { E2E_DEPLOY, REPO } from '../support/paths';

/**
 * Issue 2: "A new version of mfe-contests released alone (a visible change) appears on the next
 * load, without rebuilding the shell or the other remotes (their files byte-for-byte unchanged);
 * rolling back restores the old one."
 */
test('releasing mfe-contests alone shows on the next load; rollback restores it; nothing else changes', async ({ app, page }) => {
  test.setTimeout(240_000);
  const strings = 'assets/i18n/en.json';
  const marker = `Contests (release ${Date.now()})`;
  const others = () => ({
    shell: fingerprint(join(E2E_DEPLOY, 'shell')),
    games: fingerprint(join(E2E_DEPLOY, 'remotes/mfe-games')),
    boards: fingerprint(join(E2E_DEPLOY, 'remotes/mfe-boards')),
    account: fingerprint(join(E2E_DEPLOY, 'remotes/mfe-account')),
  });

  await app.unlockGate();
  await app.setLanguage('en');
  await app.goto('/contests');
  const heading = page.getByTestId('remote-area-mfe-contests').locator('h1').first();
  const before = await heading.textContent();
  const versionBefore = remotesJson().remotes['mfe-contests']!.version;
  const othersBefore = others();

  // a developer changes the contests remote's page title and releases that remote alone; the
  // changed strings file is laid over the remote's public/ by the build, so the checkout (which
  // the lead and other worktrees may be building from) is never edited
  const changed = JSON.parse(readFileSync(join(REPO, 'mfe-contests/public', strings), 'utf8')) as { contests: { title: string } };
  changed.contests.title = marker;
  const overlay = mkdtempSync(join(tmpdir(), 'release-spec-'));
  try {
    mkdirSync(join(overlay, 'assets/i18n'), { recursive: true });
    writeFileSync(join(overlay, strings), JSON.stringify(changed, null, 2) + '\n');
    releaseCommand('release', 'mfe-contests', { PUBLIC_OVERLAY_DIR: overlay });
  } finally {
    rmSync(overlay, { recursive: true, force: true });
  }
  const versionAfter = remotesJson().remotes['mfe-contests']!.version;
  expect(versionAfter).not.toBe(versionBefore);

  await page.reload();
  await app.waitForRemote();
  await expect(heading).toHaveText(marker);
  expect(others()).toEqual(othersBefore);

  releaseCommand('rollback', 'mfe-contests');
  expect(remotesJson().remotes['mfe-contests']!.version).toBe(versionBefore);
  await page.reload();
  await app.waitForRemote();
  await expect(heading).toHaveText(before ?? '');
  expect(others()).toEqual(othersBefore);
});

/**
 * Issue 24: "An e2e release test adds a page to one remote, releases it alone, and reaches the
 * page without rebuilding the shell." The remote declares the page in its src/routes.ts; release
 * writes it into remotes.json, from which the shell builds its route table (ADR 0027).
 */
test('a page added to mfe-contests and released alone is reached without a shell release; rollback removes it', async ({ app, page }) => {
  test.setTimeout(240_000);
  const shellBefore = fingerprint(join(E2E_DEPLOY, 'shell'));
  await app.unlockGate();
  await app.setLanguage('en');
  await app.goto('/contest-news');
  await expect(page.getByTestId('not-found')).toBeVisible();

  // the developer's change, laid over a copy of the remote's src/ by the build (SOURCE_OVERLAY_DIR,
  // build/webpackConfig.cjs), so no tracked file is edited: one new page and its line in routes.ts
  const routes = readFileSync(join(REPO, 'mfe-contests/src/routes.ts'), 'utf8');
  const declared = routes.replace(
    /\n\];\s*$/,
    "\n  { route: 'contest-news', component: 'ContestNewsPage', load: () => import('./pages/ContestNewsPage').then((m) => m.ContestNewsPage) },\n];\n",
  );
  expect(declared).toContain("route: 'contest-news'");
  const overlay = mkdtempSync(join(tmpdir(), 'release-page-'));
  try {
    mkdirSync(join(overlay, 'pages'), { recursive: true });
    writeFileSync(join(overlay, 'routes.ts'), declared);
    writeFileSync(
      join(overlay, 'pages/ContestNewsPage.tsx'),
      'export function ContestNewsPage() {\n  return (\n    <section data-testid="page-contest-news">\n      <h1>Contest news</h1>\n    </section>\n  );\n}\n',
    );
    releaseCommand('release', 'mfe-contests', { SOURCE_OVERLAY_DIR: overlay });
  } finally {
    rmSync(overlay, { recursive: true, force: true });
  }
  expect(remotesJson().remotes['mfe-contests']!.routes?.pages.map((p) => p.route)).toContain('contest-news');

  await page.reload();
  await expect(page.getByTestId('remote-area-mfe-contests')).toHaveAttribute('data-remote-status', 'ready');
  await expect(page.getByTestId('page-contest-news')).toBeVisible();
  await expect(page.getByTestId('not-found')).toHaveCount(0);
  // the other pages of the remote are still there
  await app.goto('/contests');
  await expect(page.getByTestId('page-contests')).toBeVisible();
  expect(fingerprint(join(E2E_DEPLOY, 'shell'))).toEqual(shellBefore);

  releaseCommand('rollback', 'mfe-contests');
  await app.goto('/contest-news');
  await expect(page.getByTestId('not-found')).toBeVisible();
});
