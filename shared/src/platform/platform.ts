import type { i18n as I18n } from 'i18next';
import type { Observable } from 'rxjs';
import type { AuthState, UserDetails } from '../auth/userDetails';
import type { HttpClient } from '../http/createHttpClient';
import type { Language } from '../i18n/language';
import type { SubscriptionState } from '../subscription/subscriptionState';
import { CONTRACT_VERSION } from '../contract/version';

/**
 * The shell ↔ remote contract (docs/architecture.md "Shell ↔ remote contract"). A remote talks to
 * the world only through the Platform it is given. Its version is CONTRACT_VERSION
 * (contract/version.ts, which says when to bump what); the shell refuses a remote whose build
 * needs a contract it does not satisfy and shows that remote's fallback instead.
 */
export const PLATFORM_CONTRACT_VERSION = CONTRACT_VERSION;

export type ToastColor = 'success' | 'danger' | 'warning' | 'primary';
export interface ToastRequest {
  message: string;
  /** milliseconds; docs/requirements.md §9 "Toast duration 4 s" is the default */
  duration?: number;
  position?: 'top' | 'bottom';
  color?: ToastColor;
}

export interface Preferences {
  fontFamily: 'noto-sans-tamil' | 'baloo-thambi-2' | 'system';
  /** root font size in px */
  fontSize: number;
}

/** Browser-visible runtime configuration, served by the api. Never holds a secret. */
export interface RuntimeConfig {
  gateEnabled: boolean;
  company: { name: string; registrationNumber: string };
  paymentsMode: 'test' | 'stripe';
  stripePublishableKey?: string;
  contestOverrideAllowed: boolean;
  /** free students' games a day (docs/requirements.md §9 "limited daily games"); 0 or absent = no limit shown */
  dailyGameLimit?: number;
}

export interface ScoreSubmission {
  /** client-generated id, the server's idempotency key */
  id: string;
  kind: 'quiz' | 'contest';
  payload: Record<string, unknown>;
}

/** What became of a queued score: the server took it, or refused it for good (the shell shows why). */
export interface ScoreOutcome {
  id: string;
  outcome: 'sent' | 'rejected';
}

export interface Platform {
  contractVersion: string;
  config: RuntimeConfig;
  /** Our api, bearer token attached; errors normalised to ApiError. */
  http: HttpClient;
  auth$: Observable<AuthState>;
  /** undefined while not yet known (docs/requirements.md §8: "with no cache the state stays undefined") */
  subscription$: Observable<SubscriptionState | undefined>;
  language$: Observable<Language>;
  preferences$: Observable<Preferences>;
  /** The shell's i18next instance; remotes add their own namespace to it. */
  i18n: I18n;
  navigate(to: string, options?: { replace?: boolean }): void;
  toast(toast: ToastRequest): void;
  setLanguage(language: Language): void;
  setPreferences(preferences: Partial<Preferences>): void;
  signIn(token: string, user: UserDetails): void;
  signOut(): Promise<void>;
  updateUser(user: UserDetails): void;
  refreshSubscription(): void;
  /** Queue a score; it is kept (IndexedDB) until the server has it. */
  submitScore(submission: Omit<ScoreSubmission, 'id'> & { id?: string }): Promise<{ queued: boolean; id: string }>;
  /** Since 1.2: each queued score as the server takes or refuses it (ids from `submitScore`). */
  scoreOutcome$?: Observable<ScoreOutcome>;
}

export type RemoteName = 'mfe-games' | 'mfe-contests' | 'mfe-boards' | 'mfe-account';

export type GuardResult = { allow: true } | { allow: false; redirectTo: string; reason: string };
export type RouteGuard = (ctx: { path: string; params: Record<string, string>; platform: Platform }) => Promise<GuardResult>;

export interface ParcelProps {
  platform: Platform;
}

/** What each remote's `./register` module exports as default. */
export interface RemoteRegistration {
  name: RemoteName;
  contractVersion: string;
  /** single-spa parcel lifecycles (single-spa-react) rendering every page of the remote. */
  lifecycles: {
    bootstrap: (props: ParcelProps & Record<string, unknown>) => Promise<unknown>;
    mount: (props: ParcelProps & Record<string, unknown>) => Promise<unknown>;
    unmount: (props: ParcelProps & Record<string, unknown>) => Promise<unknown>;
    update?: (props: ParcelProps & Record<string, unknown>) => Promise<unknown>;
  };
  /** Guards the shell runs before mounting, keyed by route pattern. */
  guards?: Record<string, RouteGuard>;
}
