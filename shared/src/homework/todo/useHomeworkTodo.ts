import { useEffect, useMemo } from 'react';
import type { AuthState } from '../../auth/userDetails';
import { usePlatform } from '@app/shared/contract';
import { useLoadData } from '../../react/useLoadData';
import { useObservable } from '../../react/useObservable';
import { myAssignmentListSchema, type MyAssignment } from '../homeworkSchemas';
import { homeworkPlayedHere, loadTodoList, saveTodoList } from './todoStore';

export type TodoState =
  | { status: 'none' }
  | { status: 'loading' }
  | {
      status: 'ready';
      assignments: MyAssignment[];
      /** shown from the phone's copy because the api could not be reached */
      offline: boolean;
      /** the api's answer (not the phone's copy shown while it loads, or offline) */
      fresh: boolean;
      /** games played on this phone for each assignment id, sent or waiting to be */
      playedHere: Record<string, string[]>;
    }
  | { status: 'error'; error: unknown };

const SIGNED_OUT: AuthState = { status: 'unauthenticated' };
/** topics asked for once per page load, so the service worker keeps them for offline play */
const warmed = new Set<string>();

/**
 * The signed-in pupil's To-do list: the api's answer (kept on the phone), the phone's copy while
 * it loads or when the api cannot be reached, and nothing for a visitor. Each listed topic is
 * fetched once so its game opens offline later.
 */
export function useHomeworkTodo(): TodoState {
  const platform = usePlatform();
  const auth = useObservable(platform.auth$, SIGNED_OUT);
  const userId = auth.status === 'authenticated' ? auth.user.id : null;
  const pupil = auth.status === 'authenticated' && auth.user.role !== 'teacher';
  const answer = useLoadData(
    ({ http, signal }) => http.get('/wp-json/custom/v1/boards/assignments/mine', { signal }).then((r) => myAssignmentListSchema.parse(r.data).assignments),
    [userId],
    { enabled: Boolean(userId && pupil) },
  );
  const cached = useMemo(() => (userId ? loadTodoList(userId) : undefined), [userId]);

  useEffect(() => {
    if (!userId || answer.status !== 'ready') return;
    saveTodoList(userId, answer.data);
    for (const key of new Set(answer.data.map((a) => a.topic_key))) {
      if (warmed.has(key)) continue;
      warmed.add(key);
      void platform.http.get(`/wp-json/custom/v1/topics/${encodeURIComponent(key)}`).catch(() => warmed.delete(key));
    }
  }, [userId, answer.status, answer.data, platform.http]);

  if (!userId || !pupil) return { status: 'none' };
  const playedHere = homeworkPlayedHere(userId);
  if (answer.status === 'ready') return { status: 'ready', assignments: answer.data, offline: false, fresh: true, playedHere };
  if (cached) return { status: 'ready', assignments: cached.assignments, offline: answer.status === 'error', fresh: false, playedHere };
  if (answer.status === 'error') return { status: 'error', error: answer.error };
  return { status: 'loading' };
}
