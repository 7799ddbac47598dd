import { DEFAULT_LANGUAGE, useObservable, usePlatform, type AuthState } from '@app/shared';

export function useAuth(): AuthState {
  const platform = usePlatform();
  return useObservable(platform.auth$, { status: 'unauthenticated' } as AuthState);
}

export function useLanguage(): string {
  const platform = usePlatform();
  return useObservable(platform.language$, DEFAULT_LANGUAGE);
}
