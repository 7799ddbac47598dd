/** Registers the Workbox worker (docs/architecture.md "Speed on a cheap phone"); skipped where unsupported and in development. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || process.env.NODE_ENV !== 'production') return;
  const register = () => navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('Service worker not registered', error));
  // The shell boots through an async import, so the load event may already have fired.
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
