/** After the load event, how long the first screen keeps the line and the processor to itself. */
export const START_UP_MS = 3000;

/**
 * Runs `fn` a little after the page has loaded. Our load event fires early (the scripts are
 * added after the first frame), while the page's remote, its data and pictures are still
 * arriving; what is only for later (the web manifest and its icons, the service worker's
 * precache of fonts, icons and the shell's files) must not take a slow line's bandwidth or a
 * cheap phone's processor from them.
 */
export function afterStartUp(fn: () => void, doc: Document = document, win: Window = window, delayMs = START_UP_MS): void {
  const later = () => (delayMs > 0 ? win.setTimeout(fn, delayMs) : fn());
  // The shell boots through an async import, so the load event may already have fired.
  if (doc.readyState === 'complete') later();
  else win.addEventListener('load', later, { once: true });
}
