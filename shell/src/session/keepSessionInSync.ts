import type { AuthSession } from './authSession';

/** Checks the session with the server now and whenever the browser comes back online. */
export function keepSessionInSync(session: Pick<AuthSession, 'syncWithServer'>, events: Pick<Window, 'addEventListener'>): void {
  const sync = () => void session.syncWithServer().catch(() => undefined);
  sync();
  events.addEventListener('online', sync);
}
