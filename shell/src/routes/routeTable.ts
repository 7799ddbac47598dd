import type { RemoteName } from '@app/shared';
import type { RemotesManifest } from '../remotes/remotesManifest';

/**
 * One route of the shell: a page a live remote declares in remotes.json (ADR 0027), the remote
 * that renders it, and what the shell runs before mounting it. `guarded` pages sit behind the
 * developer-access gate (docs/requirements.md §2: "Routes guarded by the developer-access guard:
 * '' and 'home' (home), search, blank, error, jumble, guess, account, dashboard, settings"); the
 * remotes declare which (their src/routes.ts), and routeTable.test.ts holds them to that list.
 */
export interface RouteEntry {
  /** react-router path pattern */
  path: string;
  remote: RemoteName;
  guarded: boolean;
  /** name of a guard the owning remote exports (RemoteRegistration.guards) */
  guard?: string;
}

export const REMOTE_NAMES: readonly RemoteName[] = ['mfe-games', 'mfe-contests', 'mfe-boards', 'mfe-account'];

/**
 * The shell's route table, built from the pages each live remote declares, so a remote released
 * alone adds a page without a shell release. A path no page matches is the not-found page. A route
 * two remotes declare stays with the first of REMOTE_NAMES (`npm run release` refuses to publish
 * such a remote: scripts/deploy/publishRemote.mjs).
 */
export function routeTable(manifest: RemotesManifest): RouteEntry[] {
  const routes: RouteEntry[] = [];
  const seen = new Set<string>();
  for (const remote of REMOTE_NAMES) {
    for (const page of manifest.remotes[remote]?.routes?.pages ?? []) {
      const path = `/${page.route}`;
      if (seen.has(path)) continue;
      seen.add(path);
      routes.push({ path, remote, guarded: page.guarded === true, ...(page.guard ? { guard: page.guard } : {}) });
    }
  }
  return routes;
}
