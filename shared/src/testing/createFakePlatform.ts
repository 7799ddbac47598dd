import i18next, { type i18n as I18n } from 'i18next';
import { BehaviorSubject } from 'rxjs';
import type { AuthState, UserDetails } from '../auth/userDetails';
import { createHttpClient, type HttpClient } from '@app/shared/contract';
import type { Language } from '../i18n/language';
import { PLATFORM_CONTRACT_VERSION, type Platform, type Preferences, type RuntimeConfig, type ToastRequest } from '@app/shared/contract';
import type { SubscriptionState } from '../subscription/subscriptionState';

export interface FakePlatform extends Platform {
  auth: BehaviorSubject<AuthState>;
  subscription: BehaviorSubject<SubscriptionState | undefined>;
  language: BehaviorSubject<Language>;
  toasts: ToastRequest[];
  navigations: string[];
  submitted: Parameters<Platform['submitScore']>[0][];
}

export const TEST_USER: UserDetails = {
  id: '1',
  firstName: 'Kavitha',
  lastName: 'Raman',
  email: 'kavitha@example.my',
  state: 'Selangor',
  phoneNumber: '0123456789',
  country: 'MY',
  school: 'SJK(T) Test',
  mykadLast4: '1234',
};

/**
 * A Platform for rendering a remote alone in a test (docs/architecture.md "Shell ↔ remote contract"). Pass `http: fakeApi({...}).http`
 * to answer its api calls by route (see fakeApi.ts); without it `http` is a client with no api behind it (every call fails as offline). Translations: pass the
 * remote's JSON (e.g. require('../public/assets/i18n/en.json')) so tests read real strings.
 */
export function createFakePlatform(
  options: {
    namespace?: string;
    translations?: Partial<Record<Language, Record<string, unknown>>>;
    language?: Language;
    auth?: AuthState;
    subscription?: SubscriptionState;
    config?: Partial<RuntimeConfig>;
    http?: HttpClient;
  } = {},
): FakePlatform {
  const language = options.language ?? 'en';
  const i18n: I18n = i18next.createInstance();
  void i18n.init({ lng: language, resources: {}, ns: [], interpolation: { escapeValue: false }, initImmediate: false } as never);
  for (const [lng, bundle] of Object.entries(options.translations ?? {})) {
    if (bundle && options.namespace) i18n.addResourceBundle(lng, options.namespace, bundle, true, true);
  }
  const auth = new BehaviorSubject<AuthState>(options.auth ?? { status: 'unauthenticated' });
  const subscription = new BehaviorSubject<SubscriptionState | undefined>(options.subscription);
  const language$ = new BehaviorSubject<Language>(language);
  const preferences = new BehaviorSubject<Preferences>({ fontFamily: 'noto-sans-tamil', fontSize: 16 });
  const toasts: ToastRequest[] = [];
  const navigations: string[] = [];
  const submitted: FakePlatform['submitted'] = [];
  return {
    contractVersion: PLATFORM_CONTRACT_VERSION,
    config: {
      gateEnabled: false,
      company: { name: 'Test Sdn Bhd', registrationNumber: '0000' },
      paymentsMode: 'test',
      contestOverrideAllowed: false,
      ...options.config,
    },
    http:
      options.http ??
      createHttpClient({
        baseURL: 'http://api.test',
        getToken: () => undefined,
        fetch: () => Promise.reject(new TypeError('Failed to fetch')),
        errorLanguage: () => language$.value,
      }),
    auth,
    subscription,
    language: language$,
    auth$: auth.asObservable(),
    subscription$: subscription.asObservable(),
    language$: language$.asObservable(),
    preferences$: preferences.asObservable(),
    i18n,
    toasts,
    navigations,
    submitted,
    navigate: (to) => {
      navigations.push(to);
      window.history.pushState(null, '', to);
    },
    toast: (t) => void toasts.push(t),
    setLanguage: (l) => {
      void i18n.changeLanguage(l);
      language$.next(l);
    },
    setPreferences: (p) => preferences.next({ ...preferences.value, ...p }),
    signIn: (token, user) => auth.next({ status: 'authenticated', token, user, since: Date.now() }),
    signOut: async () => auth.next({ status: 'unauthenticated' }),
    updateUser: (user) => {
      const a = auth.value;
      if (a.status === 'authenticated') auth.next({ ...a, user });
    },
    refreshSubscription: () => undefined,
    submitScore: async (s) => {
      submitted.push(s);
      return { queued: false, id: s.id ?? `fake-${submitted.length}` };
    },
  };
}
