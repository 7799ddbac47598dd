import type { DeclaredPage } from '../platform/remoteRoutes';

/**
 * The paths the dev toolbar offers for a remote's declared pages (its `src/routes.ts`): a pattern
 * by its example ('contest/:id' → '/contest/815'), the site root left to '/home'.
 */
export function devPaths(pages: readonly DeclaredPage[]): string[] {
  return pages.filter((p) => p.route !== '').map((p) => `/${p.example ?? p.route}`);
}
