import type { SubscriptionState } from '../subscription/subscriptionState';
import { hasProAccess, hasTeacherAccess, menuVisibility } from './accessRules';

/**
 * Where each kind of user goes next. The side menu, the dashboard and the game hub all read
 * these lists, so a teacher's tools and a student's next steps are the same everywhere and
 * follow the same plan rules as the menu.
 */
export type ShortcutId =
  | 'signIn'
  | 'play'
  | 'joinPin'
  | 'myScores'
  | 'leaderboard'
  | 'contests'
  | 'choosePlan'
  | 'redeemLicence'
  | 'createTopic'
  | 'myTopics'
  | 'classes'
  | 'pinGame'
  | 'performance';

export interface Shortcut {
  id: ShortcutId;
  /** a route of the product, as the shell's router takes it */
  path: string;
}

export const SHORTCUT_PATHS: Readonly<Record<ShortcutId, string>> = {
  signIn: '/account',
  play: '/home',
  joinPin: '/gameboard',
  myScores: '/scoreboard',
  leaderboard: '/leaderboard',
  contests: '/contests',
  choosePlan: '/subscription',
  redeemLicence: '/license-management',
  createTopic: '/create',
  myTopics: '/create#my-topics',
  classes: '/dashboard#classes',
  pinGame: '/gameboard',
  performance: '/performance',
};

const at = (...ids: ShortcutId[]): Shortcut[] => ids.map((id) => ({ id, path: SHORTCUT_PATHS[id] }));

export interface Viewer {
  signedIn: boolean;
  role?: 'student' | 'teacher';
  subscription: SubscriptionState | null | undefined;
}

/**
 * A teacher's tools: every active teacher plan (free included: it has a limited topic allowance)
 * makes topics, keeps classes and runs PIN games. A teacher account without an active plan, or
 * a student, has none.
 */
export function teacherTools(viewer: Viewer): Shortcut[] {
  if (!viewer.signedIn || viewer.role === 'student' || !hasTeacherAccess(viewer.subscription)) return [];
  return at('createTopic', 'myTopics', 'classes', 'pinGame');
}

/** What the home shows each role first: the next useful thing, not the whole menu. */
export function roleShortcuts(viewer: Viewer): Shortcut[] {
  if (!viewer.signedIn) return at('signIn', 'play', 'joinPin', 'contests');
  const tools = teacherTools(viewer);
  // student analytics come with Pro access (the menu lists them under Settings › Performance)
  if (tools.length > 0) return [...tools, ...(hasProAccess(viewer.subscription) ? at('performance') : [])];
  if (viewer.role === 'teacher') return at('choosePlan', 'redeemLicence', 'play', 'contests');
  const boards = menuVisibility(viewer.subscription).leaderboards;
  return at('play', 'joinPin', 'myScores', boards ? 'leaderboard' : 'choosePlan', 'contests');
}
