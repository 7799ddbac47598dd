import { roleShortcuts, ShortcutCards, useObservable, usePlatform, type AuthState, type SubscriptionState } from '@app/shared';

const SIGNED_OUT: AuthState = { status: 'unauthenticated' };

/**
 * What this user can do next, at the top of the game hub: a teacher's tools, a student's PIN
 * game, scores and leaderboard, a visitor's sign-in (shared roleShortcuts, the same lists the
 * side menu and dashboard use). "Play" is left out here: the hub is where one plays.
 */
export function RoleShortcuts() {
  const platform = usePlatform();
  const auth = useObservable(platform.auth$, SIGNED_OUT);
  const subscription = useObservable<SubscriptionState | undefined>(platform.subscription$, undefined);
  const signedIn = auth.status === 'authenticated';
  // until the plan is known a teacher would briefly see "choose a plan": show nothing yet
  if (signedIn && subscription === undefined) return null;
  const role = auth.status === 'authenticated' ? auth.user.role : undefined;
  const shortcuts = roleShortcuts({ signedIn, role, subscription }).filter((s) => s.id !== 'play');
  return <ShortcutCards shortcuts={shortcuts} compact testId="hub-role-shortcuts" />;
}
