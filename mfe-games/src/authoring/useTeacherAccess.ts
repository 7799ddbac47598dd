import { DEFAULT_LANGUAGE, hasTeacherAccess, useObservable, usePlatform } from '@app/shared';

export type TeacherAccess = 'loading' | 'signedOut' | 'notTeacher' | 'teacher';

/** Authoring is for teachers with an active plan or a school license (docs/requirements.md §6 "Teacher access"). */
export function useTeacherAccess(): { access: TeacherAccess; language: typeof DEFAULT_LANGUAGE } {
  const platform = usePlatform();
  const auth = useObservable(platform.auth$, { status: 'unauthenticated' } as const);
  const subscription = useObservable(platform.subscription$, undefined);
  const language = useObservable(platform.language$, DEFAULT_LANGUAGE);
  if (auth.status !== 'authenticated') return { access: 'signedOut', language };
  if (subscription === undefined) return { access: 'loading', language };
  return { access: hasTeacherAccess(subscription) ? 'teacher' : 'notTeacher', language };
}
