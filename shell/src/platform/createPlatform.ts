import type { i18n as I18n } from 'i18next';
import type { BehaviorSubject, Observable } from 'rxjs';
import {
  PLATFORM_CONTRACT_VERSION,
  type Language,
  type Platform,
  type Preferences,
  type RuntimeConfig,
  type ScoreOutcome,
  type ScoreSubmission,
  type ToastRequest,
  type HttpClient,
} from '@app/shared';
import type { AuthSession } from '../session/authSession';
import type { SubscriptionService } from '../subscription/subscriptionService';

export interface PlatformParts {
  config: RuntimeConfig;
  http: HttpClient;
  session: AuthSession;
  subscription: SubscriptionService;
  language: { i18n: I18n; language$: BehaviorSubject<Language>; setLanguage(l: Language): Promise<void> };
  preferences: { preferences$: BehaviorSubject<Preferences>; set(p: Partial<Preferences>): void };
  toast: (t: ToastRequest) => void;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  submitScore: (s: Omit<ScoreSubmission, 'id'> & { id?: string }) => Promise<{ queued: boolean; id: string }>;
  scoreOutcome$: Observable<ScoreOutcome>;
}

/** Assembles the Platform every remote receives (docs/architecture.md "Shell ↔ remote contract"): observables and plain functions only. */
export function createPlatform(parts: PlatformParts): Platform {
  return {
    contractVersion: PLATFORM_CONTRACT_VERSION,
    config: parts.config,
    http: parts.http,
    auth$: parts.session.auth$.asObservable(),
    subscription$: parts.subscription.subscription$.asObservable(),
    language$: parts.language.language$.asObservable(),
    preferences$: parts.preferences.preferences$.asObservable(),
    i18n: parts.language.i18n,
    navigate: parts.navigate,
    toast: parts.toast,
    setLanguage: (l) => void parts.language.setLanguage(l),
    setPreferences: (p) => parts.preferences.set(p),
    signIn: (token, user) => parts.session.signIn(token, user),
    signOut: () => parts.session.signOut(),
    updateUser: (user) => parts.session.updateUser(user),
    refreshSubscription: () => parts.subscription.refresh(),
    submitScore: parts.submitScore,
    scoreOutcome$: parts.scoreOutcome$,
  };
}
