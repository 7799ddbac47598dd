import { createFakePlatform, TEST_USER, type FakeApi, type FakePlatform } from '@app/shared/testing';
import type { AuthState, Language, SubscriptionState } from '@app/shared';
import en from '../../public/assets/i18n/en.json';
import ta from '../../public/assets/i18n/ta.json';
import bm from '../../public/assets/i18n/bm.json';
import { boardsSharedTexts } from '../common/boardsSharedTexts';

export const STUDENT_FREE: SubscriptionState = { planId: 'student_free', planName: 'Student Free', category: 'student', status: 'active', source: 'order' };
export const TEACHER_FREE: SubscriptionState = { planId: 'teacher_free', planName: 'Teacher Free', category: 'teacher', status: 'active', source: 'order' };
export const TEACHER_PRO: SubscriptionState = { planId: 'teacher_pro', planName: 'Teacher Pro', category: 'teacher', status: 'active', source: 'order' };
export const NO_SUBSCRIPTION: SubscriptionState = { planId: 'none', planName: 'None', category: 'student', status: 'none', source: 'none' };

export const signedIn = (role: 'student' | 'teacher' = 'student'): AuthState => ({
  status: 'authenticated',
  token: 't',
  user: { ...TEST_USER, role },
  since: Date.now(),
});

/** A fake Platform with this remote's real strings in all three languages, talking to `api` (a fakeApi). */
export function boardsPlatform(options: { language?: Language; auth?: AuthState; subscription?: SubscriptionState; api?: FakeApi } = {}): FakePlatform {
  const { api, ...rest } = options;
  return createFakePlatform({
    namespace: 'boards',
    translations: { en: { ...en, ...boardsSharedTexts('en') }, ta: { ...ta, ...boardsSharedTexts('ta') }, bm: { ...bm, ...boardsSharedTexts('bm') } },
    http: api?.http,
    ...rest,
  });
}
