import { BehaviorSubject } from 'rxjs';
import { z } from 'zod/mini';
import { isValidUserDetails, userDetailsSchema, type AuthState, type UserDetails } from '@app/shared';

/** docs/requirements.md §9: "User-state cache: 72 hours, version 1.0." */
export const USER_STATE_CACHE_VERSION = '1.0';
export const USER_STATE_TTL_MS = 72 * 60 * 60 * 1000;
export const AUTH_STORAGE_KEY = 'shell.authState';

const storedAuthSchema = z.object({
  version: z.string(),
  savedAt: z.number(),
  token: z.string().check(z.minLength(1)),
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
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' && exp * 1000 <= now;
  } catch {
    return false;
  }
}

/**
 * docs/requirements.md §4: "Authenticated when a stored token and user details exist", persisted with a
 * timestamp. docs/requirements.md §5: stored details count only when every required field is present.
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

/**
 * A stored state past the 72-hour cache whose token the server may still accept. The cache's age
 * says the details must be checked again, not that the player signed out: offline (a week away
 * from school Wi-Fi) the player stays signed in, so games still queue their scores, and the
 * details are checked with the server as soon as it answers (docs/adr/0010).
 */
export function restoreStaleAuthState(raw: string | null, now: number): AuthState {
  const fresh = restoreAuthState(raw, now);
  if (fresh.status === 'authenticated' || !raw) return fresh;
  try {
    const stored = storedAuthSchema.safeParse(JSON.parse(raw));
    if (!stored.success || stored.data.version !== USER_STATE_CACHE_VERSION || stored.data.savedAt > now) return fresh;
    if (!isValidUserDetails(stored.data.user) || tokenExpired(stored.data.token, now)) return fresh;
    return { status: 'authenticated', token: stored.data.token, user: stored.data.user, since: stored.data.savedAt };
  } catch {
    return fresh;
  }
}

/** What the session asks the api: revoke a token at sign-out, and read the account's details now. */
export interface SessionApi {
  revoke(token: string): Promise<void>;
  /** the account's details, 'ended' when the server no longer accepts the token */
  me(token: string): Promise<UserDetails | 'ended'>;
}

/** Tokens whose sign-out could not reach the server yet (offline): revoked when it answers. */
export const PENDING_REVOCATIONS_KEY = 'shell.pendingRevocations';

export interface AuthSessionOptions {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  now?: () => number;
  /** runs before the user's data is cleared, e.g. to send queued scores */
  beforeSignOut?: (state: AuthState) => Promise<void>;
  /** keys (besides the auth state) that belong to the signed-in user and go on sign-out */
  userKeys?: string[];
  /** server-side sign-out and the details check; without it the session is local only (tests) */
  api?: SessionApi;
}

export function createAuthSession({ storage, now = Date.now, beforeSignOut, userKeys = [], api }: AuthSessionOptions) {
  const initial = api ? restoreStaleAuthState(storage.getItem(AUTH_STORAGE_KEY), now()) : restoreAuthState(storage.getItem(AUTH_STORAGE_KEY), now());
  if (initial.status === 'unauthenticated') storage.removeItem(AUTH_STORAGE_KEY);
  // Details saved by an older app held the whole MyKad: they are written again without it, keeping
  // their age (docs/adr/0018: the number is never kept in the browser).
  else if (storage.getItem(AUTH_STORAGE_KEY)?.includes('mykadNumber')) {
    storage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ version: USER_STATE_CACHE_VERSION, savedAt: initial.since, token: initial.token, user: initial.user }));
  }
  const auth$ = new BehaviorSubject<AuthState>(initial);

  const pendingRevocations = (): string[] => {
    try {
      const list = JSON.parse(storage.getItem(PENDING_REVOCATIONS_KEY) ?? '[]') as unknown;
      return Array.isArray(list) ? list.filter((t): t is string => typeof t === 'string' && !tokenExpired(t, now())) : [];
    } catch {
      return [];
    }
  };
  const savePending = (tokens: string[]) => {
    if (tokens.length === 0) storage.removeItem(PENDING_REVOCATIONS_KEY);
    else storage.setItem(PENDING_REVOCATIONS_KEY, JSON.stringify(tokens.slice(-20)));
  };
  const clearLocal = () => {
    storage.removeItem(AUTH_STORAGE_KEY);
    for (const key of userKeys) storage.removeItem(key);
    auth$.next({ status: 'unauthenticated' });
  };

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
      if (!isValidUserDetails(user)) throw new Error('User details are incomplete (docs/requirements.md §5).');
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
      clearLocal();
      // The server revokes the token, so a copy left on a shared phone is worthless; offline, it
      // is revoked as soon as the server answers again.
      if (state.status === 'authenticated' && api) {
        try {
          await api.revoke(state.token);
        } catch {
          savePending([...pendingRevocations(), state.token]);
        }
      }
    },
    /**
     * Talks to the server when it can: revokes tokens signed out offline, and checks the signed-in
     * account (fresh details, a role granted or a session ended elsewhere). Safe to call often.
     */
    async syncWithServer() {
      if (!api) return;
      const pending = pendingRevocations();
      const left: string[] = [];
      for (const token of pending) await api.revoke(token).catch(() => left.push(token));
      savePending(left);
      const state = auth$.value;
      if (state.status !== 'authenticated') return;
      let checked: UserDetails | 'ended';
      try {
        checked = await api.me(state.token);
      } catch {
        return; // offline: keep the session as it is
      }
      if (auth$.value !== state) return;
      if (checked === 'ended') clearLocal();
      else if (isValidUserDetails(checked)) persist(state.token, checked);
    },
  };
}
export type AuthSession = ReturnType<typeof createAuthSession>;
