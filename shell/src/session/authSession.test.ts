import type { AuthState, UserDetails } from '@app/shared';
import {
  AUTH_STORAGE_KEY,
  PENDING_REVOCATIONS_KEY,
  createAuthSession,
  restoreAuthState,
  restoreStaleAuthState,
  tokenExpired,
  type SessionApi,
} from './authSession';

const NOW = Date.parse('2026-11-22T08:00:00Z');
const HOUR = 3_600_000;
const user: UserDetails = {
  id: '12',
  firstName: 'Kavitha',
  lastName: 'Raman',
  email: 'kavitha@demo.my',
  state: 'Selangor',
  phoneNumber: '0123456789',
  country: 'MY',
  school: 'SJK(T) Ladang Bukit Rajah',
  mykadLast4: '1234',
  role: 'student',
};

const b64url = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const jwt = (exp: number) => `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url({ sub: '12', role: 'student', exp })}.c2lnbmF0dXJl`;
const TOKEN = jwt(NOW / 1000 + 3600);

const stored = (overrides: Record<string, unknown> = {}, userOverrides: Partial<UserDetails> = {}) =>
  JSON.stringify({ version: '1.0', savedAt: NOW - 1000, token: TOKEN, user: { ...user, ...userOverrides }, ...overrides });

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('restoreAuthState (docs/requirements.md §4 "Authenticated when a stored token and user details exist", §9 "User-state cache: 72 hours, version 1.0")', () => {
  it.each([
    // what is stored, authenticated?
    ['a fresh state of version 1.0', stored(), true],
    // the spec's 72 hours written out, not imported: a changed constant must fail this test
    ['a state saved 71 h 59 min ago', stored({ savedAt: NOW - 72 * HOUR + 60_000 }), true],
    ['a state saved exactly 72 h ago', stored({ savedAt: NOW - 72 * HOUR }), true],
    ['a state saved more than 72 h ago', stored({ savedAt: NOW - 72 * HOUR - 1 }), false],
    ['a state of version 0.9', stored({ version: '0.9' }), false],
    ['a state of version 1.1', stored({ version: '1.1' }), false],
    ['a state saved in the future', stored({ savedAt: NOW + 60_000 }), false],
    ['no token', stored({ token: '' }), false],
    ['a token that has expired', stored({ token: jwt(NOW / 1000 - 1) }), false],
    ['nothing', null, false],
    ['text that is not JSON', '{not json', false],
    ['no timestamp', stored({ savedAt: undefined }), false],
  ])('%s → authenticated: %s', (_what, raw, authenticated) => {
    expect(restoreAuthState(raw, NOW).status).toBe(authenticated ? 'authenticated' : 'unauthenticated');
  });

  // docs/requirements.md §5: "Stored user details are valid only when id, first name, last name, email, state, phone and country are all present."
  it.each(['id', 'firstName', 'lastName', 'email', 'state', 'phoneNumber', 'country'] as const)('discards user details without %s', (field) => {
    expect(restoreAuthState(stored({}, { [field]: '' }), NOW).status).toBe('unauthenticated');
    const withoutField = JSON.parse(stored()) as { user: Record<string, unknown> };
    delete withoutField.user[field];
    expect(restoreAuthState(JSON.stringify(withoutField), NOW).status).toBe('unauthenticated');
  });

  it('keeps details without the optional school and MyKad', () => {
    const state = restoreAuthState(stored({}, { school: undefined, mykadLast4: undefined }), NOW);
    expect(state).toMatchObject({ status: 'authenticated', user: { id: '12', firstName: 'Kavitha' }, since: NOW - 1000 });
  });
});

describe('tokenExpired', () => {
  it('reads exp from the token, and leaves tokens it cannot read to the server', () => {
    expect(tokenExpired(jwt(NOW / 1000 + 1), NOW)).toBe(false);
    expect(tokenExpired(jwt(NOW / 1000), NOW)).toBe(true);
    expect(tokenExpired('opaque-token', NOW)).toBe(false);
    expect(tokenExpired('a.!!!.c', NOW)).toBe(false);
  });
});

describe('createAuthSession', () => {
  it('starts authenticated from a valid stored state and drops an invalid one from storage', () => {
    const good = createAuthSession({ storage: memoryStorage({ [AUTH_STORAGE_KEY]: stored() }), now: () => NOW });
    expect(good.auth$.value.status).toBe('authenticated');
    expect(good.token()).toBe(TOKEN);
    const storage = memoryStorage({ [AUTH_STORAGE_KEY]: stored({ version: '0.9' }) });
    const bad = createAuthSession({ storage, now: () => NOW });
    expect(bad.auth$.value).toEqual({ status: 'unauthenticated' });
    expect(storage.map.has(AUTH_STORAGE_KEY)).toBe(false);
  });

  it('writes details an older app saved with the whole MyKad again without it, keeping their age (docs/adr/0018)', () => {
    const storage = memoryStorage({ [AUTH_STORAGE_KEY]: stored({}, { mykadNumber: '120315101234' } as Partial<UserDetails>) });
    const session = createAuthSession({ storage, now: () => NOW });
    expect(session.auth$.value).toMatchObject({ status: 'authenticated', user: { email: 'kavitha@demo.my', mykadLast4: '1234' } });
    const kept = storage.map.get(AUTH_STORAGE_KEY)!;
    expect(kept).not.toContain('120315101234');
    expect(JSON.parse(kept)).toMatchObject({ savedAt: NOW - 1000, token: TOKEN });
  });

  it('signIn persists the token and details with version 1.0 and a timestamp ("persisted with a timestamp")', () => {
    const storage = memoryStorage();
    const session = createAuthSession({ storage, now: () => NOW });
    session.signIn(TOKEN, user);
    expect(JSON.parse(storage.map.get(AUTH_STORAGE_KEY)!)).toEqual({ version: '1.0', savedAt: NOW, token: TOKEN, user });
    expect(session.auth$.value).toEqual({ status: 'authenticated', token: TOKEN, user, since: NOW });
    // What was stored restores as the same session after a reload.
    expect(createAuthSession({ storage, now: () => NOW + 1000 }).auth$.value).toMatchObject({ status: 'authenticated', user });
  });

  it('signIn refuses incomplete details (docs/requirements.md §5) and stays signed out', () => {
    const session = createAuthSession({ storage: memoryStorage(), now: () => NOW });
    expect(() => session.signIn(TOKEN, { ...user, phoneNumber: '' })).toThrow('User details are incomplete');
    expect(session.auth$.value.status).toBe('unauthenticated');
  });

  it('updateUser keeps the token and stores the new details; signed out it does nothing', () => {
    const storage = memoryStorage();
    const session = createAuthSession({ storage, now: () => NOW });
    session.updateUser(user);
    expect(storage.map.size).toBe(0);
    session.signIn(TOKEN, user);
    session.updateUser({ ...user, firstName: 'Kavi' });
    expect(session.auth$.value).toMatchObject({ token: TOKEN, user: { firstName: 'Kavi' } });
    expect(JSON.parse(storage.map.get(AUTH_STORAGE_KEY)!).user.firstName).toBe('Kavi');
  });

  describe('signOut ("Sign-out clears everything" except scores not yet sent)', () => {
    it("sends queued scores first (beforeSignOut sees the signed-in state), then clears the user's keys", async () => {
      const storage = memoryStorage({ [AUTH_STORAGE_KEY]: stored(), 'shell.subscriptionCache': '{}', 'shell.language': 'en' });
      const order: string[] = [];
      let seen: AuthState | undefined;
      const session = createAuthSession({
        storage,
        now: () => NOW,
        userKeys: ['shell.subscriptionCache'],
        beforeSignOut: async (state) => {
          seen = state;
          order.push(storage.map.has(AUTH_STORAGE_KEY) ? 'flush while signed in' : 'flush after clear');
        },
      });
      await session.signOut();
      order.push('cleared');
      expect(order).toEqual(['flush while signed in', 'cleared']);
      expect(seen).toMatchObject({ status: 'authenticated', user: { id: '12' } });
      expect(storage.map.has(AUTH_STORAGE_KEY)).toBe(false);
      expect(storage.map.has('shell.subscriptionCache')).toBe(false);
      // The device's language is not the user's data.
      expect(storage.map.get('shell.language')).toBe('en');
      expect(session.auth$.value).toEqual({ status: 'unauthenticated' });
    });

    it('still signs out when the scores cannot be sent (they stay queued for that user)', async () => {
      const storage = memoryStorage({ [AUTH_STORAGE_KEY]: stored() });
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const session = createAuthSession({ storage, now: () => NOW, beforeSignOut: () => Promise.reject(new Error('offline')) });
      await expect(session.signOut()).resolves.toBeUndefined();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('stay queued'), expect.any(Error));
      warn.mockRestore();
      expect(session.auth$.value.status).toBe('unauthenticated');
      expect(storage.map.has(AUTH_STORAGE_KEY)).toBe(false);
    });
  });
});

describe('a session past the 72-hour cache, a revocable sign-out, and the check with the server', () => {
  const api = (overrides: Partial<SessionApi> = {}): SessionApi & { revoked: string[] } => {
    const revoked: string[] = [];
    return { revoked, revoke: async (t) => void revoked.push(t), me: async () => user, ...overrides };
  };

  it('keeps a state past 72 h whose token is still valid, so an offline player still queues scores', () => {
    const old = stored({ savedAt: NOW - 73 * HOUR });
    expect(restoreAuthState(old, NOW).status).toBe('unauthenticated');
    expect(restoreStaleAuthState(old, NOW)).toMatchObject({ status: 'authenticated', user: { id: '12' } });
    expect(restoreStaleAuthState(stored({ savedAt: NOW - 72 * HOUR - 1, token: jwt(NOW / 1000 - 1) }), NOW).status).toBe('unauthenticated');
    expect(createAuthSession({ storage: memoryStorage({ [AUTH_STORAGE_KEY]: old }), now: () => NOW, api: api() }).auth$.value.status).toBe('authenticated');
  });

  it('refreshes the details (and the cache time) when the server confirms the session', async () => {
    const storage = memoryStorage({ [AUTH_STORAGE_KEY]: stored({ savedAt: NOW - 73 * HOUR }) });
    const session = createAuthSession({ storage, now: () => NOW, api: api({ me: async () => ({ ...user, role: 'teacher' }) }) });
    await session.syncWithServer();
    expect(session.auth$.value).toMatchObject({ status: 'authenticated', user: { role: 'teacher' }, since: NOW });
    expect(JSON.parse(storage.map.get(AUTH_STORAGE_KEY)!).savedAt).toBe(NOW);
  });

  it('signs out locally when the server says the session has ended, and stays signed in while offline', async () => {
    const ended = createAuthSession({ storage: memoryStorage({ [AUTH_STORAGE_KEY]: stored() }), now: () => NOW, api: api({ me: async () => 'ended' }) });
    await ended.syncWithServer();
    expect(ended.auth$.value.status).toBe('unauthenticated');
    const offline = createAuthSession({
      storage: memoryStorage({ [AUTH_STORAGE_KEY]: stored() }),
      now: () => NOW,
      api: api({ me: () => Promise.reject(new Error('offline')) }),
    });
    await offline.syncWithServer();
    expect(offline.auth$.value.status).toBe('authenticated');
  });

  it('revokes the token on the server at sign-out', async () => {
    const server = api();
    const session = createAuthSession({ storage: memoryStorage({ [AUTH_STORAGE_KEY]: stored() }), now: () => NOW, api: server });
    await session.signOut();
    expect(server.revoked).toEqual([TOKEN]);
  });

  it('revokes a token signed out offline as soon as the server answers, and never the next user’s', async () => {
    const storage = memoryStorage({ [AUTH_STORAGE_KEY]: stored() });
    let online = false;
    const revoked: string[] = [];
    const server: SessionApi = { revoke: async (t) => (online ? void revoked.push(t) : Promise.reject(new Error('offline'))), me: async () => user };
    const session = createAuthSession({ storage, now: () => NOW, api: server });
    await session.signOut();
    expect(JSON.parse(storage.map.get(PENDING_REVOCATIONS_KEY)!)).toEqual([TOKEN]);
    const next = jwt(NOW / 1000 + 7200);
    session.signIn(next, { ...user, id: '13' });
    online = true;
    await session.syncWithServer();
    expect(revoked).toEqual([TOKEN]);
    expect(storage.map.has(PENDING_REVOCATIONS_KEY)).toBe(false);
    expect(session.auth$.value).toMatchObject({ status: 'authenticated', token: next });
  });
});
