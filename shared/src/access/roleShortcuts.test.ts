import type { SubscriptionState } from '../subscription/subscriptionState';
import { LANGUAGES } from '../i18n/language';
import { textKeys } from '../react/useTextTable';
import { roleShortcuts, teacherTools, type Viewer } from './roleShortcuts';
import { SHORTCUT_TEXT } from './shortcutText';

const plan = (planId: string, status: SubscriptionState['status'] = 'active'): SubscriptionState => ({
  planId,
  planName: planId,
  status,
  category: planId.startsWith('teacher') ? 'teacher' : 'student',
  source: planId === 'teacher_school' ? 'school-license' : 'order',
});
const teacher = (planId: string, status?: SubscriptionState['status']): Viewer => ({ signedIn: true, role: 'teacher', subscription: plan(planId, status) });
const ids = (list: { id: string }[]) => list.map((s) => s.id).join(' ');

describe('teacher tools follow the plan rules of docs/requirements.md §6 ("Teacher access: an active subscription of category teacher, or an active school license")', () => {
  it.each([
    ['teacher_free', 'active', 'createTopic myTopics classes pinGame'],
    ['teacher_plus', 'active', 'createTopic myTopics classes pinGame'],
    ['teacher_pro', 'active', 'createTopic myTopics classes pinGame'],
    ['teacher_school', 'active', 'createTopic myTopics classes pinGame'],
    ['teacher_pro', 'expired', ''],
    ['teacher_plus', 'processing', ''],
  ] as const)('a %s teacher (%s) has: %s', (planId, status, tools) => {
    expect(ids(teacherTools(teacher(planId, status)))).toBe(tools);
  });

  it('a student has no teacher tools, whatever the plan says', () => {
    expect(teacherTools({ signedIn: true, role: 'student', subscription: plan('teacher_pro') })).toEqual([]);
  });
});

describe('the home shows each role what it can do next', () => {
  it.each([
    ['a visitor', { signedIn: false, subscription: undefined }, 'signIn play joinPin contests'],
    ['a student on student_free', { signedIn: true, role: 'student', subscription: plan('student_free') }, 'play joinPin myScores leaderboard contests'],
    ['a student with no plan yet', { signedIn: true, role: 'student', subscription: plan('none', 'none') }, 'play joinPin myScores choosePlan contests'],
    ['a Plus teacher', teacher('teacher_plus'), 'createTopic myTopics classes pinGame'],
    // "Pro access: active and plan id contains pro, or teacher_school" adds student analytics
    ['a Pro teacher', teacher('teacher_pro'), 'createTopic myTopics classes pinGame performance'],
    ['a school-licence teacher', teacher('teacher_school'), 'createTopic myTopics classes pinGame performance'],
    ['a teacher whose plan expired', teacher('teacher_plus', 'expired'), 'choosePlan redeemLicence play contests'],
  ] as const)('%s: %s', (_who, viewer, next) => expect(ids(roleShortcuts(viewer))).toBe(next));

  it('links every shortcut to a route', () => {
    for (const s of roleShortcuts(teacher('teacher_pro'))) expect(s.path).toMatch(/^\/[a-z-]+(#[a-z-]+)?$/);
  });
});

describe('shortcut text', () => {
  it.each(LANGUAGES)('has every key in %s', (language) => {
    expect(textKeys(SHORTCUT_TEXT[language]).sort()).toEqual(textKeys(SHORTCUT_TEXT.en).sort());
  });
});
