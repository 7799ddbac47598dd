import { useCallback, useEffect, useRef } from 'react';
import type { HttpClient } from '@app/shared';
import { encodeProgress, type ProgressEnvelope } from './progressState';
import { saveQuizProgress } from './topicApi';

type Snapshot = Omit<ProgressEnvelope, 'v' | 'savedAt'>;

/**
 * Saves progress a moment after the last move (one request per pause, not per tap) and at once
 * when the page is hidden or the game unmounts. Failures are silent: progress is a convenience,
 * the score has its own offline queue.
 */
export function useProgressSaver(http: HttpClient, quizCategory: string, userId: string | undefined, delayMs = 1500) {
  const pending = useRef<Snapshot | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const snap = pending.current;
    pending.current = null;
    if (!snap || !userId) return;
    const progress_state = encodeProgress({ ...snap, savedAt: new Date().toISOString() });
    saveQuizProgress(http, { quiz_category: quizCategory, topic_key: snap.topicKey, progress_state, user_identifier: userId }).catch(() => undefined);
  }, [http, quizCategory, userId]);

  const schedule = useCallback(
    (snap: Snapshot, immediately = false) => {
      pending.current = snap;
      if (immediately) return flush();
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(flush, delayMs);
    },
    [flush, delayMs],
  );

  useEffect(() => {
    const onHide = () => document.visibilityState === 'hidden' && flush();
    document.addEventListener('visibilitychange', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      flush();
    };
  }, [flush]);

  return schedule;
}
