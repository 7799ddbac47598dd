/** A year, and never revalidated: the URL changes whenever the bytes do. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Kept, but asked again (a cheap 304) before every use: these files change in place. */
export const REVALIDATE = 'no-cache';

/**
 * Cache-Control for a file of the deploy folder, by its URL path. Content-hashed shell files and
 * everything inside a remote's version folder (the folder is named by a hash of its files) never
 * change; index.html, the service worker, the web manifest, the shell's translations,
 * `remotes.json` and every remote's `mf-manifest.json` (what a page looks up first) are
 * revalidated so a deploy, a release or a rollback shows on the next load.
 */
export function cacheControlFor(urlPath: string): string {
  const path = urlPath.split('?')[0] ?? '';
  if (path.startsWith('/remotes/')) return path.endsWith('/mf-manifest.json') ? REVALIDATE : IMMUTABLE;
  if (/\.[0-9a-f]{8}\.[a-z0-9]+$/.test(path)) return IMMUTABLE;
  return REVALIDATE;
}
