import { useCallback, useEffect, useRef, useState } from 'react';
import { formatCountdown, useApiErrorText, usePlatform } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { contestApi, type LevelSession, type ScoreRecord } from '../contest/contestApi';
import { useNow } from '../common/useNow';
import { ItemCard } from './ItemCard';
import { clearProgress, loadProgress, saveProgress, type LevelProgress } from './levelProgress';
import common from '../common/Common.module.css';
import styles from './Level.module.css';

export type Submitted = ScoreRecord & { late?: boolean };

/**
 * A running level: countdown from the server's start time (a reload resumes, it does not
 * restart), answers kept on the device, auto-submit at zero. No pause: the clock is the server's.
 */
export function LevelPlayer({
  session,
  contestKey,
  userId,
  onSubmitted,
}: {
  session: LevelSession;
  contestKey: string;
  userId: string;
  onSubmitted: (result: Submitted) => void;
}) {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const platform = usePlatform();
  const now = useNow(250);
  // the deadline on this device's clock, from the server's own remaining time
  const [deadline] = useState(() => Date.now() + session.remainingMs);
  const [startedOnDevice] = useState(() => Date.now() - (session.durationSeconds * 1000 - session.remainingMs));
  const [progress, setProgress] = useState<LevelProgress>(() => loadProgress(userId, contestKey, session.level, session.items.length));
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submittedRef = useRef(false);
  // useNow read the clock a moment before the deadline was fixed; never show more than the server gave
  const left = Math.min(session.remainingMs, Math.max(0, deadline - now));

  useEffect(() => saveProgress(userId, contestKey, session.level, progress), [userId, contestKey, session.level, progress]);

  const submit = useCallback(async () => {
    if (submittedRef.current) return;
    submittedRef.current = true;
    setSubmitting(true);
    setError(null);
    try {
      const result = await contestApi.submitScore(platform.http, {
        user_identifier: userId,
        contest_category: contestKey,
        level: session.level,
        time_taken: Math.min(session.durationSeconds, Math.max(0, Math.round((Date.now() - startedOnDevice) / 1000))),
        answers: progress.answers,
        client_id: progress.clientId,
      });
      clearProgress(userId, contestKey, session.level);
      onSubmitted(result);
    } catch (err) {
      // same client_id on retry: the server never counts it twice
      submittedRef.current = false;
      setError(errorText(err));
    } finally {
      setSubmitting(false);
    }
  }, [platform, userId, contestKey, session, startedOnDevice, progress, onSubmitted, errorText]);

  useEffect(() => {
    if (left === 0 && !submittedRef.current && !error) void submit();
  }, [left, submit, error]);

  const answered = progress.answers.filter((a) => a.trim()).length;
  const setAnswer = (index: number, value: string) => setProgress((p) => ({ ...p, answers: p.answers.map((a, i) => (i === index ? value : a)) }));
  return (
    <div className={styles.player}>
      <div className={left <= 15_000 ? styles.urgent : styles.timer} role="timer" aria-label={t('level.timeLeftLabel')} data-testid="level-timer">
        <span>{t('level.answered', { answered, total: session.items.length })}</span>
        <span className={styles.timeLeft} data-testid="time-left" data-ms={left}>
          {formatCountdown(left)}
        </span>
      </div>
      {/* screen readers hear the time only at the full minute and in the last 10 s, not every tick */}
      <p className="visually-hidden" aria-live="polite" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {left > 0 && (Math.ceil(left / 1000) % 60 === 0 || left <= 10_000) ? formatCountdown(left) : ''}
      </p>
      <p className={common.muted}>{t('level.noPause')}</p>
      {session.extraSeconds ? (
        <p className={common.muted} data-testid="level-more-time">
          {t('level.moreTime', { seconds: session.extraSeconds })}
        </p>
      ) : null}
      <div className={styles.items}>
        {session.items.map((item, i) => (
          <ItemCard
            key={item.index}
            item={item}
            position={i + 1}
            answer={progress.answers[item.index] ?? ''}
            onAnswer={(v) => setAnswer(item.index, v)}
            disabled={submitting || left === 0}
          />
        ))}
      </div>
      {error ? (
        <p className={common.error} role="alert" data-testid="submit-error">
          {error}
        </p>
      ) : null}
      <button type="button" className={common.button} onClick={() => void submit()} disabled={submitting} data-testid="submit-level">
        {submitting ? t('level.submitting') : error ? t('level.retrySubmit') : t('level.submit')}
      </button>
    </div>
  );
}
