import i18next from 'i18next';
import { BehaviorSubject } from 'rxjs';
import { z } from 'zod/mini';
import { userDetailsFromAccount, type AccountAnswer } from '../auth/accountAnswer';
import { userDetailsSchema, type AuthState, type UserDetails } from '../auth/userDetails';
import { createHttpClient, type HttpClient } from '@app/shared/contract';
import { DEFAULT_LANGUAGE, LANGUAGES, languageTag, type Language } from '../i18n/language';
import { PLATFORM_CONTRACT_VERSION, type Platform, type Preferences, type ToastRequest } from '@app/shared/contract';
import type { PlanId, SubscriptionState } from '../subscription/subscriptionState';
import { devAccountByEmail, devPlanState } from './devAccounts';

/** How long the shell shows a toast that names no duration. */
const TOAST_MS = 4000;
const STORAGE_KEY = 'dev.harness';

export interface DevToast extends ToastRequest {
  id: number;
}

/** The Platform a remote gets when it runs alone (`<remote>/src/dev/`), with the toolbar's handles. */
export interface DevPlatform extends Platform {
  auth: BehaviorSubject<AuthState>;
  subscription: BehaviorSubject<SubscriptionState | undefined>;
  language: BehaviorSubject<Language>;
  toasts: BehaviorSubject<DevToast[]>;
  dismissToast(id: number): void;
  /** What the remote sees as the plan; the api still answers by the signed-in account's own plan. */
  setPlan(plan: PlanId): void;
  /** Signs in as a demo account through the api (MyKad login), or signs out with `undefined`. */
  signInAs(mykad: string | undefined): Promise<void>;
}

export interface DevPlatformOptions {
  /** Default: our api on this page's origin (the dev server forwards it), the token attached. */
  http?: HttpClient;
  language?: Language;
  /** Remembers the user, plan and language across the dev server's reloads (localStorage). */
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  /** A remote's strings ready at once (tests); in a browser they load from the remote's build. */
  namespace?: string;
  translations?: Partial<Record<Language, Record<string, unknown>>>;
}

const savedSchema = z.object({
  token: z.optional(z.string()),
  user: z.optional(userDetailsSchema),
  plan: z.optional(z.string()),
  language: z.optional(z.enum(LANGUAGES)),
});
type Saved = z.infer<typeof savedSchema>;

function readSaved(storage: DevPlatformOptions['storage']): Saved {
  try {
    const parsed = savedSchema.safeParse(JSON.parse(storage?.getItem(STORAGE_KEY) ?? '{}'));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/**
 * A small stand-in for the shell, for running one remote alone: a real http client to the api,
 * a user and plan chosen in the dev toolbar, the language, toasts on screen, navigation through
 * the page's history. Scores go straight to the api (the shell's offline queue is not here).
 * Tests of single pages use `createFakePlatform` from `@app/shared/testing` instead.
 */
export function createDevPlatform(options: DevPlatformOptions = {}): DevPlatform {
  const saved = readSaved(options.storage);
  const auth = new BehaviorSubject<AuthState>(
    saved.token && saved.user ? { status: 'authenticated', token: saved.token, user: saved.user, since: Date.now() } : { status: 'unauthenticated' },
  );
  const token = () => {
    const state = auth.value;
    return state.status === 'authenticated' ? state.token : undefined;
  };
  // as the shell's: a refused call loads the reader's error texts before it rejects
  const http = options.http ?? createHttpClient({ baseURL: window.location.origin, getToken: token, errorLanguage: () => language.value });
  const startPlan = (saved.plan as PlanId | undefined) ?? devAccountByEmail(saved.user?.email)?.plan ?? 'none';
  const subscription = new BehaviorSubject<SubscriptionState | undefined>(devPlanState(startPlan));
  const language = new BehaviorSubject<Language>(options.language ?? saved.language ?? DEFAULT_LANGUAGE);
  const preferences = new BehaviorSubject<Preferences>({ fontFamily: 'noto-sans-tamil', fontSize: 16 });
  const toasts = new BehaviorSubject<DevToast[]>([]);
  let nextToast = 1;

  const i18n = i18next.createInstance();
  // As the shell's: re-render when a remote adds its strings for a new language, or pages show keys.
  void i18n.init({
    lng: language.value,
    fallbackLng: false,
    ns: [],
    resources: {},
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { bindI18n: 'languageChanged', bindI18nStore: 'added' },
  });
  for (const [lng, bundle] of Object.entries(options.translations ?? {})) {
    if (bundle && options.namespace) i18n.addResourceBundle(lng, options.namespace, bundle, true, true);
  }

  const save = () => {
    const state = auth.value;
    const signedIn = state.status === 'authenticated' ? { token: state.token, user: state.user } : {};
    const remembered = { ...signedIn, plan: subscription.value?.planId, language: language.value };
    options.storage?.setItem(STORAGE_KEY, JSON.stringify(remembered));
  };
  const signIn = (t: string, user: UserDetails) => {
    auth.next({ status: 'authenticated', token: t, user, since: Date.now() });
    subscription.next(devPlanState(devAccountByEmail(user.email)?.plan ?? 'none'));
    save();
  };
  const signOut = async () => {
    auth.next({ status: 'unauthenticated' });
    subscription.next(devPlanState('none'));
    save();
  };
  const dismissToast = (id: number) => toasts.next(toasts.value.filter((t) => t.id !== id));

  return {
    contractVersion: PLATFORM_CONTRACT_VERSION,
    config: {
      gateEnabled: false,
      company: { name: 'Dev Sdn Bhd', registrationNumber: '0000' },
      paymentsMode: 'test',
      contestOverrideAllowed: false,
    },
    http,
    auth,
    subscription,
    language,
    toasts,
    auth$: auth.asObservable(),
    subscription$: subscription.asObservable(),
    language$: language.asObservable(),
    preferences$: preferences.asObservable(),
    i18n,
    // single-spa (started by the harness) turns this into a popstate that the remote's router follows
    navigate: (to, o) => window.history[o?.replace ? 'replaceState' : 'pushState'](null, '', to),
    toast: (request) => {
      const toast = { ...request, id: nextToast++ };
      toasts.next([...toasts.value, toast]);
      setTimeout(() => dismissToast(toast.id), request.duration ?? TOAST_MS);
    },
    dismissToast,
    setLanguage: (l) => {
      void i18n.changeLanguage(l);
      if (typeof document !== 'undefined') document.documentElement.lang = languageTag(l);
      language.next(l);
      save();
    },
    setPreferences: (p) => preferences.next({ ...preferences.value, ...p }),
    signIn,
    signOut,
    updateUser: (user) => {
      const state = auth.value;
      if (state.status === 'authenticated') auth.next({ ...state, user });
      save();
    },
    refreshSubscription: () => undefined,
    setPlan: (plan) => {
      subscription.next(devPlanState(plan));
      save();
    },
    async signInAs(mykad) {
      if (!mykad) return signOut();
      const { data } = await http.post<AccountAnswer & { token: string }>('/wp-json/custom/v1/login', { mykad });
      signIn(data.token, userDetailsFromAccount(data));
    },
    async submitScore(s) {
      const state = auth.value;
      if (state.status !== 'authenticated') throw new Error('Sign in to save scores.');
      const id = s.id ?? crypto.randomUUID();
      const path = s.kind === 'contest' ? '/wp-json/custom/v1/scores' : '/wp-json/custom/v1/save-quiz-score';
      await http.post(path, { ...s.payload, client_id: id, user_identifier: state.user.id });
      return { queued: false, id };
    },
  };
}
