import type { EarlyStart } from './earlyStart';

declare global {
  interface Window {
    /** set by the inline script in index.html (earlyStart.ts) before any bundle runs */
    __shellEarly?: EarlyStart;
  }
}

/**
 * The response the page's inline script already asked for (config, remotes.json, a manifest),
 * handed over once so it is not asked for twice; undefined when it was not asked for, or was
 * taken before (a retry always asks the network afresh).
 */
export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  return typeof window === 'undefined' ? undefined : window.__shellEarly?.take(url);
}
