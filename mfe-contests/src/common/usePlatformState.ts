import { DEFAULT_LANGUAGE, useObservable, usePlatform, type AuthState, type Language } from '@app/shared';

export function useAuth(): AuthState {
  const platform = usePlatform();
  return useObservable(platform.auth$, { status: 'unauthenticated' } as AuthState);
}

export function useLanguage(): Language {
  const platform = usePlatform();
  return useObservable(platform.language$, DEFAULT_LANGUAGE);
}
