import type { SubscriptionState } from '../subscription/subscriptionState';

type Sub = SubscriptionState | undefined | null;
const isActive = (s: Sub): s is SubscriptionState => s?.status === 'active';

/** docs/requirements.md §6: "Teacher access: an active subscription of category teacher, or an active school license." */
export function hasTeacherAccess(s: Sub): boolean {
  return isActive(s) && (s.category === 'teacher' || s.source === 'school-license');
}

/** docs/requirements.md §6: "Premium access: active and plan id contains plus or pro." */
export function hasPremiumAccess(s: Sub): boolean {
  return isActive(s) && (s.planId.includes('plus') || s.planId.includes('pro'));
}

/** docs/requirements.md §6: "Pro access: active and plan id contains pro, or teacher_school." */
export function hasProAccess(s: Sub): boolean {
  return isActive(s) && (s.planId.includes('pro') || s.planId === 'teacher_school');
}

/** docs/requirements.md §6: "Student access: active and category student." */
export function hasStudentAccess(s: Sub): boolean {
  return isActive(s) && s.category === 'student';
}

export interface MenuVisibility {
  dashboard: boolean;
  leaderboards: boolean;
  gameboard: boolean;
  contents: boolean;
  settings: boolean;
}

/**
 * docs/requirements.md §2/§6: "Dashboard to active teachers; Leaderboards to anyone with an active
 * subscription; Gameboard to teachers; Contents and Settings only to active teacher_pro."
 * The same spec gives teacher_school Pro access ("Pro access: active and plan id contains pro,
 * or teacher_school"), so Contents and Settings follow hasProAccess: a school-licence teacher
 * sees what a Pro teacher sees. The menu, the remotes and the api all ask hasProAccess.
 */
export function menuVisibility(s: Sub): MenuVisibility {
  const teacher = hasTeacherAccess(s);
  const pro = hasProAccess(s);
  return {
    dashboard: teacher,
    leaderboards: isActive(s),
    gameboard: teacher,
    contents: pro,
    settings: pro,
  };
}
