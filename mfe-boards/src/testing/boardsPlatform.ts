import { createFakePlatform, TEST_USER, type FakePlatform } from '@app/shared/src/testing';
import type { AuthState, Language, SubscriptionState } from '@app/shared';
import en from '../../public/assets/i18n/en.json';
import ta from '../../public/assets/i18n/ta.json';
import bm from '../../public/assets/i18n/bm.json';

export const STUDENT_FREE: SubscriptionState = { planId: 'student_free', planName: 'Student Free', category: 'student', status: 'active', source: 'order' };
export const TEACHER_FREE: SubscriptionState = { planId: 'teacher_free', planName: 'Teacher Free', category: 'teacher', status: 'active', source: 'order' };
export const TEACHER_PRO: SubscriptionState = { planId: 'teacher_pro', planName: 'Teacher Pro', category: 'teacher', status: 'active', source: 'order' };
export const NO_SUBSCRIPTION: SubscriptionState = { planId: 'none', planName: 'None', category: 'student', status: 'none', source: 'none' };

export const signedIn = (role: 'student' | 'teacher' = 'student'): AuthState => ({ status: 'authenticated', token: 't', user: { ...TEST_USER, role }, since: Date.now() });

/** A fake Platform with this remote's real strings in all three languages. */
export function boardsPlatform(options: { language?: Language; auth?: AuthState; subscription?: SubscriptionState } = {}): FakePlatform {
  return createFakePlatform({ namespace: 'boards', translations: { en, ta, bm }, ...options });
}

type Handler = (url: string, body?: unknown) => unknown;
/** Routes GET/POST by URL prefix; an unexpected call fails the test loudly. */
export function stubApi(platform: FakePlatform, routes: { get?: Record<string, Handler>; post?: Record<string, Handler>; patch?: Record<string, Handler> }) {
  const pick = (table: Record<string, Handler> | undefined, method: string) => async (url: string, body?: unknown) => {
    const key = Object.keys(table ?? {}).find((prefix) => url.startsWith(prefix));
    if (!key) throw new Error(`unexpected ${method} ${url}`);
    const result = table![key]!(url, body);
    if (result instanceof Error) throw result;
    return { data: await result };
  };
  return {
    get: jest.spyOn(platform.http, 'get').mockImplementation(pick(routes.get, 'GET') as never),
    post: jest.spyOn(platform.http, 'post').mockImplementation(pick(routes.post, 'POST') as never),
    patch: jest.spyOn(platform.http, 'patch').mockImplementation(pick(routes.patch, 'PATCH') as never),
  };
}
