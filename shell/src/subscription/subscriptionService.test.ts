import { BehaviorSubject, Subject } from 'rxjs';
import { ApiError, type AuthState, type StoreOrder, type UserDetails, type HttpClient } from '@app/shared';
import { SUBSCRIPTION_CACHE_KEY } from './subscriptionCache';
import { createSubscriptionService, type SubscriptionService } from './subscriptionService';

const START = Date.parse('2026-11-22T08:00:00Z');
const HOUR = 3600_000;

const meena: UserDetails = {
  id: '4',
  firstName: 'Meena',
  lastName: 'S',
  email: 'meena@demo.my',
  state: 'Selangor',
  phoneNumber: '0123456789',
  country: 'MY',
  mykadLast4: '5337',
};
const arul: UserDetails = { ...meena, id: '5', firstName: 'Arul', email: 'arul@demo.my' };
const signedIn = (user: UserDetails): AuthState => ({ status: 'authenticated', token: 't', user, since: START });
const signedOut: AuthState = { status: 'unauthenticated' };

const proOrder: StoreOrder = {
  id: 31,
  status: 'completed',
  date_created: '2026-06-01T00:00:00Z',
  line_items: [{ product_id: 776, price: '360', quantity: 1 }],
};
const freeOrder: StoreOrder = { id: 32, status: 'completed', date_created: '2026-06-01T00:00:00Z', line_items: [{ product_id: 774, price: '0', quantity: 1 }] };
const networkError = () => new ApiError('Network Error', 'network_error', undefined, true);
const serverError = () => new ApiError('Boom', 'internal_error', 500, false);
const refused = () => new ApiError('No', 'forbidden', 403, false);

type Answer = unknown | (() => unknown);
interface FakeServer {
  orders: Answer;
  license: Answer;
  direct: Answer;
}

/** A fake api client answering the three docs/requirements.md §7 calls from `server`; a thrown Error rejects. */
function fakeHttp(server: FakeServer) {
  const calls: { url: string; params: Record<string, unknown> }[] = [];
  const answer = (a: Answer) => {
    const value = typeof a === 'function' ? (a as () => unknown)() : a;
    return value instanceof Error ? Promise.reject(value) : Promise.resolve({ data: value });
  };
  const get = jest.fn((url: string, config?: { params?: Record<string, unknown> }) => {
    calls.push({ url, params: config?.params ?? {} });
    if (url === '/wp-json/wc/v3/orders') return answer(server.orders);
    if (url === '/wp-json/custom/v1/school-license/status') return answer(server.license);
    if (url === '/wp-json/custom/v1/subscription/status') return answer(server.direct);
    return Promise.reject(new Error(`unexpected ${url}`));
  });
  return { http: { get } as unknown as HttpClient, calls, ordersCalls: () => calls.filter((c) => c.url === '/wp-json/wc/v3/orders').length };
}

const noLicense = { has_school_license: false, license_status: null, expires_at: null };
const noDirect = { status: 'none', subscriptions: [] };

function cacheEntry(userId: string, savedAt: number, planId = 'teacher_plus', version = '1.0') {
  return JSON.stringify({ version, userId, savedAt, state: { planId, planName: 'Cached', category: 'teacher', status: 'active', source: 'order' } });
}

describe('subscription$ (docs/requirements.md §4, §8, §9)', () => {
  let service: SubscriptionService | undefined;
  beforeEach(() => {
    jest.useFakeTimers({ now: START });
    localStorage.clear();
  });
  afterEach(() => {
    service?.dispose();
    service = undefined;
    jest.useRealTimers();
  });

  function start(server: FakeServer, auth: AuthState | Subject<AuthState> = signedIn(meena)) {
    const fake = fakeHttp(server);
    const auth$ = auth instanceof Subject ? auth : new BehaviorSubject(auth);
    service = createSubscriptionService(fake.http, auth$, { storage: localStorage });
    return { ...fake, auth$, service };
  }

  it('"initial state load after 200 ms": nothing is asked or known before, the status after', async () => {
    const { calls, service } = start({ orders: [proOrder], license: noLicense, direct: noDirect });
    await jest.advanceTimersByTimeAsync(199);
    expect(calls).toHaveLength(0);
    expect(service.subscription$.value).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => [c.url, c.params])).toEqual([
      ['/wp-json/wc/v3/orders', { customer: '4' }],
      ['/wp-json/custom/v1/school-license/status', { user_email: 'meena@demo.my' }],
      ['/wp-json/custom/v1/subscription/status', { email: 'meena@demo.my' }],
    ]);
    expect(service.subscription$.value).toMatchObject({ planId: 'teacher_pro', status: 'active', source: 'order' });
  });

  it('caches the answer for the user with version 1.0 and a timestamp', async () => {
    start({ orders: [proOrder], license: noLicense, direct: noDirect });
    await jest.advanceTimersByTimeAsync(200);
    expect(JSON.parse(localStorage.getItem(SUBSCRIPTION_CACHE_KEY)!)).toMatchObject({
      version: '1.0',
      userId: '4',
      savedAt: START + 200,
      state: { planId: 'teacher_pro' },
    });
  });

  it('signed out: status none, and nothing is asked', async () => {
    const { calls, service } = start({ orders: [], license: noLicense, direct: noDirect }, signedOut);
    await jest.advanceTimersByTimeAsync(200);
    expect(service.subscription$.value).toMatchObject({ status: 'none', planName: 'None', category: 'student' });
    expect(calls).toHaveLength(0);
  });

  it('a school license overrides the orders ("always active")', async () => {
    const { service } = start({
      orders: [{ ...proOrder, status: 'cancelled' }],
      license: { has_school_license: true, license_status: 'active', expires_at: '2027-01-01T00:00:00Z' },
      direct: noDirect,
    });
    await jest.advanceTimersByTimeAsync(200);
    expect(service.subscription$.value).toMatchObject({ planId: 'teacher_school', status: 'active', source: 'school-license' });
  });

  describe('"Subscription cache: 24 hours, version 1.0; refresh due when less than 1 hour remains"', () => {
    it('uses a cache saved 22 h ago as is, without asking the server', async () => {
      localStorage.setItem(SUBSCRIPTION_CACHE_KEY, cacheEntry('4', START - 22 * HOUR));
      const { calls, service } = start({ orders: [proOrder], license: noLicense, direct: noDirect });
      await jest.advanceTimersByTimeAsync(10_000);
      expect(service.subscription$.value).toMatchObject({ planId: 'teacher_plus', planName: 'Cached' });
      expect(calls).toHaveLength(0);
    });

    it('"background refresh after 2 s" when less than 1 h of the cache remains', async () => {
      localStorage.setItem(SUBSCRIPTION_CACHE_KEY, cacheEntry('4', START - 23.5 * HOUR));
      const { ordersCalls, service } = start({ orders: [proOrder], license: noLicense, direct: noDirect });
      await jest.advanceTimersByTimeAsync(200);
      expect(service.subscription$.value).toMatchObject({ planId: 'teacher_plus' });
      await jest.advanceTimersByTimeAsync(1999);
      expect(ordersCalls()).toBe(0);
      await jest.advanceTimersByTimeAsync(1);
      expect(ordersCalls()).toBe(1);
      expect(service.subscription$.value).toMatchObject({ planId: 'teacher_pro' });
    });

    it.each([
      ['older than 24 h', cacheEntry('4', START - 24 * HOUR - 1)],
      ['of another version', cacheEntry('4', START - HOUR, 'teacher_plus', '0.9')],
      ['of another user', cacheEntry('5', START - HOUR)],
      ['that does not parse', '{"version":"1.0",'],
      ['saved in the future', cacheEntry('4', START + HOUR)],
    ])('ignores a cache %s and asks the server', async (_what, raw) => {
      localStorage.setItem(SUBSCRIPTION_CACHE_KEY, raw);
      const { ordersCalls, service } = start({ orders: [freeOrder], license: noLicense, direct: noDirect });
      await jest.advanceTimersByTimeAsync(200);
      expect(ordersCalls()).toBe(1);
      expect(service.subscription$.value).toMatchObject({ planId: 'teacher_free' });
    });
  });

  describe('docs/requirements.md §8 "Subscription network errors: retry up to 2 times with 1 s then 2 s delay"', () => {
    it('retries after 1 s and then 2 s, and uses the answer that comes', async () => {
      let attempts = 0;
      const { ordersCalls, service } = start({ orders: () => (++attempts < 3 ? networkError() : [proOrder]), license: noLicense, direct: noDirect });
      await jest.advanceTimersByTimeAsync(200);
      expect(ordersCalls()).toBe(1);
      await jest.advanceTimersByTimeAsync(999);
      expect(ordersCalls()).toBe(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(ordersCalls()).toBe(2);
      await jest.advanceTimersByTimeAsync(1999);
      expect(ordersCalls()).toBe(2);
      expect(service.subscription$.value).toBeUndefined();
      await jest.advanceTimersByTimeAsync(1);
      expect(ordersCalls()).toBe(3);
      expect(service.subscription$.value).toMatchObject({ planId: 'teacher_pro', status: 'active' });
    });

    it('"with no cache the state stays undefined" after the two retries fail', async () => {
      const { ordersCalls, service } = start({ orders: networkError, license: noLicense, direct: noDirect });
      await jest.advanceTimersByTimeAsync(200 + 1000 + 2000 + 10_000);
      expect(ordersCalls()).toBe(3);
      expect(service.subscription$.value).toBeUndefined();
    });

    it('"then cached data (even expired)"', async () => {
      localStorage.setItem(SUBSCRIPTION_CACHE_KEY, cacheEntry('4', START - 30 * HOUR));
      const { service } = start({ orders: networkError, license: networkError, direct: networkError });
      await jest.advanceTimersByTimeAsync(200 + 1000 + 1999);
      expect(service.subscription$.value).toBeUndefined();
      await jest.advanceTimersByTimeAsync(1);
      expect(service.subscription$.value).toMatchObject({ planId: 'teacher_plus', planName: 'Cached' });
    });

    it('"fall back to in-memory data" first: a failed refresh keeps the status already known', async () => {
      let offline = false;
      const { service } = start({ orders: () => (offline ? networkError() : [freeOrder]), license: noLicense, direct: noDirect });
      await jest.advanceTimersByTimeAsync(200);
      localStorage.setItem(SUBSCRIPTION_CACHE_KEY, cacheEntry('4', START - 30 * HOUR, 'teacher_plus'));
      offline = true;
      const done = service.refresh();
      await jest.advanceTimersByTimeAsync(5000);
      await done;
      expect(service.subscription$.value).toMatchObject({ planId: 'teacher_free' });
    });
  });

  it('"Other errors give status none": a refusal (4xx) is an answer', async () => {
    const { service } = start({ orders: refused, license: refused, direct: refused });
    await jest.advanceTimersByTimeAsync(200);
    expect(service.subscription$.value).toMatchObject({ status: 'none', planName: 'None', category: 'student' });
    expect(service.check$.value).toBe('confirmed');
  });

  describe('docs/adr/0026: an honest unknown', () => {
    it('treats a server failure of the orders (5xx) like no answer: retried, then unknown, never none', async () => {
      const { ordersCalls, service } = start({ orders: serverError, license: serverError, direct: serverError });
      await jest.advanceTimersByTimeAsync(200);
      expect(service.check$.value).toBe('checking');
      await jest.advanceTimersByTimeAsync(3000);
      expect(ordersCalls()).toBe(3);
      expect(service.subscription$.value).toBeUndefined();
      expect(service.check$.value).toBe('unconfirmed');
    });

    it('marks the last known plan (even an expired cache) as unconfirmed, and confirms it again on the next answer', async () => {
      localStorage.setItem(SUBSCRIPTION_CACHE_KEY, cacheEntry('4', START - 30 * HOUR, 'teacher_pro'));
      let down = true;
      const { service } = start({ orders: () => (down ? networkError() : [proOrder]), license: noLicense, direct: noDirect });
      await jest.advanceTimersByTimeAsync(200 + 3000);
      expect(service.subscription$.value).toMatchObject({ planId: 'teacher_pro', status: 'active', unconfirmed: true });
      expect(service.check$.value).toBe('unconfirmed');
      down = false;
      await service.refresh();
      expect(service.subscription$.value).toMatchObject({ planId: 'teacher_pro', status: 'active' });
      expect(service.subscription$.value?.unconfirmed).toBeUndefined();
      expect(service.check$.value).toBe('confirmed');
    });

    it('never caches an unconfirmed state', async () => {
      localStorage.setItem(SUBSCRIPTION_CACHE_KEY, cacheEntry('4', START - 30 * HOUR, 'teacher_pro'));
      const before = localStorage.getItem(SUBSCRIPTION_CACHE_KEY);
      start({ orders: networkError, license: noLicense, direct: noDirect });
      await jest.advanceTimersByTimeAsync(200 + 3000);
      expect(localStorage.getItem(SUBSCRIPTION_CACHE_KEY)).toBe(before);
    });
  });

  describe('docs/adr/0026: every tab agrees', () => {
    it("shows at once the state another tab checked and cached (the window's storage event)", async () => {
      const { service } = start({ orders: [freeOrder], license: noLicense, direct: noDirect });
      await jest.advanceTimersByTimeAsync(200);
      expect(service.subscription$.value).toMatchObject({ planId: 'teacher_free' });
      const other = cacheEntry('4', START + 1000, 'teacher_plus');
      jest.setSystemTime(START + 1000);
      localStorage.setItem(SUBSCRIPTION_CACHE_KEY, other);
      window.dispatchEvent(new StorageEvent('storage', { key: SUBSCRIPTION_CACHE_KEY, newValue: other }));
      expect(service.subscription$.value).toMatchObject({ planId: 'teacher_plus', planName: 'Cached' });
    });

    it("ignores another user's entry and other keys", async () => {
      const { service } = start({ orders: [freeOrder], license: noLicense, direct: noDirect });
      await jest.advanceTimersByTimeAsync(200);
      const arulEntry = cacheEntry('5', START, 'teacher_pro');
      localStorage.setItem(SUBSCRIPTION_CACHE_KEY, arulEntry);
      window.dispatchEvent(new StorageEvent('storage', { key: SUBSCRIPTION_CACHE_KEY, newValue: arulEntry }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'shell.language', newValue: 'en' }));
      expect(service.subscription$.value).toMatchObject({ planId: 'teacher_free' });
    });
  });

  it('"Teacher status failure: no school license": the orders still decide', async () => {
    const { service } = start({ orders: [proOrder], license: serverError, direct: noDirect });
    await jest.advanceTimersByTimeAsync(200);
    expect(service.subscription$.value).toMatchObject({ planId: 'teacher_pro', source: 'order' });
  });

  describe('refresh()', () => {
    it('forces a check so a payment shows without a reload', async () => {
      let orders: StoreOrder[] = [freeOrder];
      const { service } = start({ orders: () => orders, license: noLicense, direct: noDirect });
      await jest.advanceTimersByTimeAsync(5000);
      expect(service.subscription$.value).toMatchObject({ planId: 'teacher_free' });
      orders = [freeOrder, { ...proOrder, date_created: '2026-11-22T08:00:01Z' }];
      await service.refresh();
      expect(service.subscription$.value).toMatchObject({ planId: 'teacher_pro' });
    });

    it('"Subscription check cooldown 1 s": checks asked for sooner run once, when the second is up', async () => {
      const { ordersCalls, service } = start({ orders: [freeOrder], license: noLicense, direct: noDirect });
      await jest.advanceTimersByTimeAsync(200);
      expect(ordersCalls()).toBe(1);
      void service.refresh();
      void service.refresh();
      void service.refresh();
      await jest.advanceTimersByTimeAsync(999);
      expect(ordersCalls()).toBe(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(ordersCalls()).toBe(2);
      await jest.advanceTimersByTimeAsync(5000);
      expect(ordersCalls()).toBe(2);
    });

    it('"initialization wait up to 50 × 100 ms": waits for the auth state, then checks', async () => {
      const auth$ = new Subject<AuthState>();
      const { ordersCalls, service } = start({ orders: [proOrder], license: noLicense, direct: noDirect }, auth$);
      let done = false;
      void service.refresh().then(() => (done = true));
      await jest.advanceTimersByTimeAsync(3000);
      expect(done).toBe(false);
      auth$.next(signedIn(meena));
      await jest.advanceTimersByTimeAsync(1100);
      expect(done).toBe(true);
      expect(ordersCalls()).toBeGreaterThanOrEqual(1);
      expect(service.subscription$.value).toMatchObject({ planId: 'teacher_pro' });
    });

    it('gives up waiting after 50 × 100 ms when the auth state never comes', async () => {
      const auth$ = new Subject<AuthState>();
      const { calls, service } = start({ orders: [proOrder], license: noLicense, direct: noDirect }, auth$);
      let done = false;
      void service.refresh().then(() => (done = true));
      await jest.advanceTimersByTimeAsync(4999);
      expect(done).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(done).toBe(true);
      expect(calls).toHaveLength(0);
    });
  });

  describe('sign-in and sign-out', () => {
    it('signing out gives none and clears the cached subscription', async () => {
      const { auth$, service } = start({ orders: [proOrder], license: noLicense, direct: noDirect });
      await jest.advanceTimersByTimeAsync(200);
      expect(localStorage.getItem(SUBSCRIPTION_CACHE_KEY)).not.toBeNull();
      (auth$ as BehaviorSubject<AuthState>).next(signedOut);
      expect(service.subscription$.value).toMatchObject({ status: 'none' });
      expect(localStorage.getItem(SUBSCRIPTION_CACHE_KEY)).toBeNull();
    });

    it('drops an answer that arrives after its user signed out', async () => {
      let release: (v: unknown) => void = () => undefined;
      const slow = () => new Promise((r) => (release = r));
      const fake = fakeHttp({ orders: [], license: noLicense, direct: noDirect });
      const get = fake.http.get as jest.Mock;
      get.mockImplementationOnce(() => slow().then((data) => ({ data })));
      const auth$ = new BehaviorSubject<AuthState>(signedIn(meena));
      service = createSubscriptionService(fake.http, auth$, { storage: localStorage });
      await jest.advanceTimersByTimeAsync(200);
      auth$.next(signedOut);
      release([proOrder]);
      await jest.advanceTimersByTimeAsync(10);
      expect(service.subscription$.value).toMatchObject({ status: 'none' });
      expect(localStorage.getItem(SUBSCRIPTION_CACHE_KEY)).toBeNull();
    });

    it('another user signing in starts from undefined and gets their own status', async () => {
      const fake = fakeHttp({ orders: [proOrder], license: noLicense, direct: noDirect });
      const auth$ = new BehaviorSubject<AuthState>(signedIn(meena));
      service = createSubscriptionService(fake.http, auth$, { storage: localStorage });
      await jest.advanceTimersByTimeAsync(200);
      const seen: unknown[] = [];
      service.subscription$.subscribe((s) => seen.push(s?.planId));
      auth$.next(signedIn(arul));
      await jest.advanceTimersByTimeAsync(10);
      expect(seen).toEqual(['teacher_pro', undefined, 'teacher_pro']);
      expect(fake.calls.filter((c) => c.url === '/wp-json/wc/v3/orders').map((c) => c.params.customer)).toEqual(['4', '5']);
    });
  });
});
