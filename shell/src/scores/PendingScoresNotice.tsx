import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { GAME_NAMES, formatMalaysiaDateTime, gameOfCategory, isLanguage, quizCategoryOf, useObservable } from '@app/shared';
import type { ScoreQueue } from './scoreQueue';
import type { QueuedScore } from './scoreStore';
import styles from './PendingScores.module.css';

/** Refusals with their own words in every language; any other shows the server's message. */
const REASONS = ['score_too_high', 'unknown_topic', 'language_mismatch', 'unknown_game'];

/** A record as a player recognises it: the game's name in their language, the score and when it was played. */
function describe(record: QueuedScore, t: TFunction, language: string): { game: string; score: string; when: string } {
  const p = record.payload;
  const category = typeof p.quiz_category === 'string' ? p.quiz_category : '';
  const id = gameOfCategory(category);
  const game = record.kind === 'contest' ? t('scoreQueue.contest') : id ? GAME_NAMES[isLanguage(language) ? language : 'ta'][quizCategoryOf(id)] : category;
  const when = formatMalaysiaDateTime(record.createdAt, isLanguage(language) ? language : 'ta');
  return { game, score: typeof p.score === 'number' ? String(p.score) : '–', when };
}

/**
 * Under the header: scores still waiting to be sent (offline, or kept for after midnight), and
 * scores the server refused, each with the reason, to try again or, knowingly, remove. The queue
 * never drops a score on its own (scoreQueue.ts).
 */
export function PendingScoresNotice({ queue }: { queue: Pick<ScoreQueue, 'summary$' | 'retry' | 'discard'> }) {
  const { t, i18n } = useTranslation('shell');
  const summary = useObservable(queue.summary$, { waiting: [], rejected: [] });
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState<string | null>(null);
  const midnight = summary.waiting.filter((r) => r.error?.code === 'daily_limit').length;
  const waiting = summary.waiting.length - midnight;
  if (summary.rejected.length === 0 && summary.waiting.length === 0) return null;

  return (
    <div data-testid="pending-scores">
      {waiting > 0 ? (
        <p className={styles.bar} data-kind="waiting" data-testid="pending-scores-waiting" role="status">
          {t('scoreQueue.waiting', { count: waiting })}
        </p>
      ) : null}
      {midnight > 0 ? (
        <p className={styles.bar} data-kind="midnight" data-testid="pending-scores-midnight" role="status">
          {t('scoreQueue.afterMidnight', { count: midnight })}
        </p>
      ) : null}
      {summary.rejected.length > 0 ? (
        <div className={styles.bar} data-kind="rejected" data-testid="pending-scores-rejected">
          <div className={styles.line}>
            <span role="alert">{t('scoreQueue.rejected', { count: summary.rejected.length })}</span>
            <button type="button" className={styles.link} aria-expanded={open} onClick={() => setOpen((o) => !o)} data-testid="pending-scores-toggle">
              {open ? t('scoreQueue.hide') : t('scoreQueue.show')}
            </button>
          </div>
          {open ? (
            <ul className={styles.list}>
              {summary.rejected.map((record) => {
                const d = describe(record, t, i18n.language);
                const code = record.error?.code ?? '';
                return (
                  <li key={record.id} className={styles.item} data-testid="pending-score">
                    <span>{t('scoreQueue.record', d)}</span>
                    <span>
                      {REASONS.includes(code) ? t(`scoreQueue.reasons.${code}`) : t('scoreQueue.reasons.other', { message: record.error?.message ?? '' })}
                    </span>
                    <div className={styles.actions}>
                      <button type="button" className={styles.button} onClick={() => void queue.retry(record.id)} data-testid="pending-score-retry">
                        {t('scoreQueue.retry')}
                      </button>
                      {confirming === record.id ? (
                        <button
                          type="button"
                          className={styles.button}
                          onClick={() => void queue.discard(record.id)}
                          data-testid="pending-score-remove-confirm"
                        >
                          {t('scoreQueue.removeConfirm')}
                        </button>
                      ) : (
                        <button type="button" className={styles.link} onClick={() => setConfirming(record.id)} data-testid="pending-score-remove">
                          {t('scoreQueue.remove')}
                        </button>
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
