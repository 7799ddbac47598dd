import { afterStartUp, START_UP_MS } from './afterStartUp';

/**
 * Links the web manifest a little after the page has loaded rather than in index.html: a browser
 * fetches the manifest and its icons as soon as it sees the link, and on a slow line that
 * bandwidth is better spent on the first screen (the page's remote is still arriving at load).
 * Installability is only offered later anyway.
 */
export function linkWebManifest(
  doc: Document = document,
  win: Window = window,
  { href = '/manifest.webmanifest', delayMs = START_UP_MS }: { href?: string; delayMs?: number } = {},
): void {
  const link = () => {
    if (doc.querySelector('link[rel="manifest"]')) return;
    const element = doc.createElement('link');
    element.rel = 'manifest';
    element.href = href;
    doc.head.appendChild(element);
  };
  afterStartUp(link, doc, win, delayMs);
}
