import { hasProAccess, hasTeacherAccess, menuVisibility, useObservable, usePlatform, type AuthState, type SubscriptionState } from '@app/shared';

const SIGNED_OUT: AuthState = { status: 'unauthenticated' };

export interface Viewer {
  auth: AuthState;
  signedIn: boolean;
  userId: string | null;
  firstName: string;
  /** undefined while the shell has not worked the subscription out yet */
  subscription: SubscriptionState | undefined;
  subscriptionKnown: boolean;
  activeSubscription: boolean;
  /** docs/requirements.md §6 teacher access and a teacher account: what the gameboard and dashboard need */
  teacher: boolean;
  pro: boolean;
}

/** Who is looking, from the platform's streams; the server re-checks every one of these on its side. */
export function useViewer(): Viewer {
  const platform = usePlatform();
  const auth = useObservable(platform.auth$, SIGNED_OUT);
  const subscription = useObservable<SubscriptionState | undefined>(platform.subscription$, undefined);
  const signedIn = auth.status === 'authenticated';
  const user = auth.status === 'authenticated' ? auth.user : null;
  const roleAllowsTeaching = user?.role !== 'student';
  return {
    auth,
    signedIn,
    userId: user?.id ?? null,
    firstName: user?.firstName ?? '',
    subscription,
    subscriptionKnown: subscription !== undefined,
    activeSubscription: signedIn && menuVisibility(subscription).leaderboards,
    teacher: signedIn && roleAllowsTeaching && hasTeacherAccess(subscription),
    pro: signedIn && roleAllowsTeaching && hasProAccess(subscription),
  };
}
