import { afterStartUp } from './afterStartUp';

/** Registers the Workbox worker (docs/architecture.md "Speed on a cheap phone"); skipped where unsupported and in development. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || process.env.NODE_ENV !== 'production') return;
  // installing precaches the shell's files, fonts and icons: not while the first screen loads
  afterStartUp(() => void navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('Service worker not registered', error)));
}
