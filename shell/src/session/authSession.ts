import { BehaviorSubject } from 'rxjs';
import { z } from 'zod';
import { isValidUserDetails, userDetailsSchema, type AuthState, type UserDetails } from '@app/shared';

/** SPEC.md §9: "User-state cache: 72 hours, version 1.0." */
export const USER_STATE_CACHE_VERSION = '1.0';
export const USER_STATE_TTL_MS = 72 * 60 * 60 * 1000;
export const AUTH_STORAGE_KEY = 'shell.authState';

const storedAuthSchema = z.object({
  version: z.string(),
  savedAt: z.number(),
  token: z.string().min(1),
  user: userDetailsSchema,
});

/**
 * True when the token says it has expired. Tokens are JWTs signed by the api; the browser cannot
 * verify the signature (the secret stays on the server) but can read `exp` to avoid restoring a
 * session every call of which would be refused. A token it cannot read is left to the server.
 */
export function tokenExpired(token: string, now: number): boolean {
  const payload = token.split('.')[1];
  if (!payload) return false;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '='));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' && exp * 1000 <= now;
  } catch {
    return false;
  }
}

/**
 * SPEC.md §4: "Authenticated when a stored token and user details exist", persisted with a
 * timestamp. SPEC.md §5: stored details count only when every required field is present.
 * A stored state of another version, older than 72 h, or that does not parse is discarded.
 */
export function restoreAuthState(raw: string | null, now: number): AuthState {
  if (!raw) return { status: 'unauthenticated' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { status: 'unauthenticated' };
  }
  const result = storedAuthSchema.safeParse(parsed);
  if (!result.success) return { status: 'unauthenticated' };
  const stored = result.data;
  if (stored.version !== USER_STATE_CACHE_VERSION) return { status: 'unauthenticated' };
  if (now - stored.savedAt > USER_STATE_TTL_MS || stored.savedAt > now) return { status: 'unauthenticated' };
  if (!isValidUserDetails(stored.user)) return { status: 'unauthenticated' };
  if (tokenExpired(stored.token, now)) return { status: 'unauthenticated' };
  return { status: 'authenticated', token: stored.token, user: stored.user, since: stored.savedAt };
}

export interface AuthSessionOptions {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  now?: () => number;
  /** runs before the user's data is cleared, e.g. to send queued scores */
  beforeSignOut?: (state: AuthState) => Promise<void>;
  /** keys (besides the auth state) that belong to the signed-in user and go on sign-out */
  userKeys?: string[];
}

export function createAuthSession({ storage, now = Date.now, beforeSignOut, userKeys = [] }: AuthSessionOptions) {
  const initial = restoreAuthState(storage.getItem(AUTH_STORAGE_KEY), now());
  if (initial.status === 'unauthenticated') storage.removeItem(AUTH_STORAGE_KEY);
  const auth$ = new BehaviorSubject<AuthState>(initial);

  function persist(token: string, user: UserDetails) {
    const savedAt = now();
    storage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ version: USER_STATE_CACHE_VERSION, savedAt, token, user }));
    auth$.next({ status: 'authenticated', token, user, since: savedAt });
  }

  return {
    auth$,
    token: () => {
      const state = auth$.value;
      return state.status === 'authenticated' ? state.token : undefined;
    },
    signIn(token: string, user: UserDetails) {
      if (!isValidUserDetails(user)) throw new Error('User details are incomplete (SPEC.md §5).');
      persist(token, user);
    },
    updateUser(user: UserDetails) {
      const state = auth$.value;
      if (state.status === 'authenticated') persist(state.token, user);
    },
    async signOut() {
      const state = auth$.value;
      try {
        await beforeSignOut?.(state);
      } catch (error) {
        // Offline, say: scores that could not be sent stay queued under this user's id and go
        // when they next sign in. Signing out must still work.
        console.warn('Sign-out: queued scores could not be sent now; they stay queued.', error);
      }
      storage.removeItem(AUTH_STORAGE_KEY);
      for (const key of userKeys) storage.removeItem(key);
      auth$.next({ status: 'unauthenticated' });
    },
  };
}
export type AuthSession = ReturnType<typeof createAuthSession>;
