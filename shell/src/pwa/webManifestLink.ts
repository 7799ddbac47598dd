/** After load, how long the first screen keeps the line to itself before the manifest's icons. */
export const MANIFEST_DELAY_MS = 3000;

/**
 * Links the web manifest a little after the page has loaded rather than in index.html: a browser
 * fetches the manifest and its icons as soon as it sees the link, and on a slow line that
 * bandwidth is better spent on the first screen (the page's remote is still arriving at load).
 * Installability is only offered later anyway.
 */
export function linkWebManifest(
  doc: Document = document,
  win: Window = window,
  { href = '/manifest.webmanifest', delayMs = MANIFEST_DELAY_MS }: { href?: string; delayMs?: number } = {},
): void {
  const link = () => {
    if (doc.querySelector('link[rel="manifest"]')) return;
    const element = doc.createElement('link');
    element.rel = 'manifest';
    element.href = href;
    doc.head.appendChild(element);
  };
  const later = () => (delayMs > 0 ? win.setTimeout(link, delayMs) : link());
  // The shell boots through an async import, so the load event may already have fired.
  if (doc.readyState === 'complete') later();
  else win.addEventListener('load', later, { once: true });
}
