import type { SubscriptionState } from '../subscription/subscriptionState';
import { hasPremiumAccess, hasProAccess, hasStudentAccess, hasTeacherAccess, menuVisibility } from './accessRules';

const sub = (
  planId: string,
  status: SubscriptionState['status'],
  category: SubscriptionState['category'] = planId.startsWith('teacher') ? 'teacher' : 'student',
  source: SubscriptionState['source'] = 'order',
): SubscriptionState => ({ planId, planName: planId, status, category, source });

describe('access rules (docs/requirements.md §6)', () => {
  it.each([
    // plan, status, teacher, premium, pro, student
    ['teacher_free', 'active', true, false, false, false],
    ['teacher_plus', 'active', true, true, false, false],
    ['teacher_pro', 'active', true, true, true, false],
    ['teacher_school', 'active', true, false, true, false],
    ['student_free', 'active', false, false, false, true],
    ['teacher_pro', 'expired', false, false, false, false],
    ['teacher_plus', 'processing', false, false, false, false],
    ['student_free', 'cancelled', false, false, false, false],
  ] as const)('%s (%s): teacher=%s premium=%s pro=%s student=%s', (plan, status, teacher, premium, pro, student) => {
    const s = sub(plan, status);
    expect([hasTeacherAccess(s), hasPremiumAccess(s), hasProAccess(s), hasStudentAccess(s)]).toEqual([teacher, premium, pro, student]);
  });

  it('"an active school license" gives teacher access whatever the category', () => {
    expect(hasTeacherAccess(sub('teacher_school', 'active', 'student', 'school-license'))).toBe(true);
  });

  it('no subscription known yet gives no access', () => {
    expect([hasTeacherAccess(undefined), hasPremiumAccess(null), hasProAccess(undefined), hasStudentAccess(undefined)]).toEqual([false, false, false, false]);
  });
});

describe('menu visibility (docs/requirements.md §2/§6)', () => {
  it.each([
    // plan, status, dashboard, leaderboards, gameboard, contents, settings
    ['none', 'none', false, false, false, false, false],
    ['student_free', 'active', false, true, false, false, false],
    ['teacher_free', 'active', true, true, true, false, false],
    ['teacher_plus', 'active', true, true, true, false, false],
    ['teacher_pro', 'active', true, true, true, true, true],
    // "Pro access: … or teacher_school": the school licence shows Contents and Settings too
    ['teacher_school', 'active', true, true, true, true, true],
    ['teacher_pro', 'expired', false, false, false, false, false],
    ['teacher_plus', 'processing', false, false, false, false, false],
  ] as const)('%s (%s)', (plan, status, dashboard, leaderboards, gameboard, contents, settings) => {
    expect(menuVisibility(sub(plan, status))).toEqual({ dashboard, leaderboards, gameboard, contents, settings });
  });
});
