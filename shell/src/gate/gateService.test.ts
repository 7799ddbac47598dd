import { ApiError, type HttpClient } from '@app/shared';
import { APP_READY_DELAY_MS, APP_READY_EVENT, GATE_COOKIE, GATE_SESSION_KEY, createGateService, type CookieJar } from './gateService';

/** A browser's cookie jar for one session: what one tab writes, the next tab reads. */
function memoryCookies(): CookieJar & { written: string[] } {
  const written: string[] = [];
  return {
    written,
    read: () => written.map((c) => c.split(';')[0]).join('; '),
    write: (cookie) => void written.push(cookie),
  };
}

function memorySession(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return { map, getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}
const httpAnswering = (answer: () => Promise<unknown>) => ({ post: jest.fn(answer) }) as unknown as HttpClient & { post: jest.Mock };

describe('developer gate service (docs/requirements.md §4 "locked until the correct password is entered; then verified for the session")', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    // a fresh browser session: no gate cookie left by an earlier test
    document.cookie = `${GATE_COOKIE}=; Max-Age=0; Path=/`;
  });
  afterEach(() => jest.useRealTimers());

  it.each([
    // enabled, verified this session, locked
    [true, false, true],
    [true, true, false],
    [false, false, false],
  ])('enabled %s, verified earlier in the session %s → locked %s', (enabled, verified, locked) => {
    const gate = createGateService({
      enabled,
      http: httpAnswering(() => Promise.resolve({ data: { valid: true } })),
      session: memorySession(verified ? { [GATE_SESSION_KEY]: '1' } : {}),
    });
    expect(gate.locked$.value).toBe(locked);
  });

  it('checks the password on the server, unlocks, remembers it for the session, and fires app-ready about 2 s later', async () => {
    const http = httpAnswering(() => Promise.resolve({ data: { valid: true } }));
    const session = memorySession();
    const dispatch = jest.fn();
    const gate = createGateService({ enabled: true, http, session, dispatch });
    await expect(gate.verify('preview-tamil')).resolves.toEqual({ ok: true });
    expect(http.post).toHaveBeenCalledWith('/wp-json/custom/v1/gate/verify', { password: 'preview-tamil' });
    expect(gate.locked$.value).toBe(false);
    expect(session.map.get(GATE_SESSION_KEY)).toBe('1');
    jest.advanceTimersByTime(APP_READY_DELAY_MS - 1);
    expect(dispatch).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(dispatch).toHaveBeenCalledTimes(1);
    expect((dispatch.mock.calls[0]![0] as Event).type).toBe(APP_READY_EVENT);
    expect(APP_READY_DELAY_MS).toBe(2000);
  });

  it.each([
    ['a wrong password', () => Promise.resolve({ data: { valid: false } }), 'invalid'],
    ['a 403', () => Promise.reject(new ApiError('no', 'forbidden', 403, false)), 'invalid'],
    ['too many attempts', () => Promise.reject(new ApiError('Too many password attempts.', 'rate_limited', 429, false)), 'rate-limited'],
    ['no network', () => Promise.reject(new ApiError('Network Error', 'network_error', undefined, true)), 'network'],
  ] as const)('stays locked after %s (%s)', async (_what, answer, reason) => {
    const session = memorySession();
    const dispatch = jest.fn();
    const gate = createGateService({ enabled: true, http: httpAnswering(answer), session, dispatch });
    expect(await gate.verify('guess')).toMatchObject({ ok: false, reason });
    expect(gate.locked$.value).toBe(true);
    expect(session.map.has(GATE_SESSION_KEY)).toBe(false);
    jest.advanceTimersByTime(5000);
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('does not ask again in a new tab of the same browser session (issue 27), through a session cookie', async () => {
    const cookies = memoryCookies();
    const first = createGateService({
      enabled: true,
      http: httpAnswering(() => Promise.resolve({ data: { valid: true } })),
      session: memorySession(),
      cookies,
    });
    await first.verify('preview-tamil');
    // a session cookie: no Expires or Max-Age, so it ends with the browser session; this origin's pages only
    expect(cookies.written).toEqual([`${GATE_COOKIE}=1; Path=/; SameSite=Strict`]);
    const newTabSession = memorySession();
    const second = createGateService({ enabled: true, http: httpAnswering(() => Promise.reject(new Error('not asked'))), session: newTabSession, cookies });
    expect(second.locked$.value).toBe(false);
    expect(newTabSession.map.get(GATE_SESSION_KEY)).toBe('1');
  });

  it('asks in a new browser session (no cookie), and never takes a wrong password as a pass', async () => {
    const cookies = memoryCookies();
    const gate = createGateService({
      enabled: true,
      http: httpAnswering(() => Promise.resolve({ data: { valid: false } })),
      session: memorySession(),
      cookies,
    });
    await gate.verify('guess');
    expect(cookies.written).toEqual([]);
    expect(createGateService({ enabled: true, http: httpAnswering(() => Promise.resolve({})), session: memorySession(), cookies }).locked$.value).toBe(true);
  });
});
