import { useTranslation } from 'react-i18next';
import type { PupilResult } from '@app/shared';
import styles from './homework.module.css';

/** Done / late / not yet, by word and a mark (never colour alone). */
export function StatusBadge({ status }: { status: PupilResult['status'] }) {
  const { t } = useTranslation();
  const mark = status === 'done' ? '✓' : status === 'late' ? '⏰' : '…';
  return (
    <span className={`${styles.badge} ${styles[status]}`} data-testid="homework-status" data-status={status}>
      <span aria-hidden="true">{mark}</span>
      {t(`homework.status.${status}`)}
    </span>
  );
}

export function Stars({ stars }: { stars: number | null }) {
  const { t } = useTranslation();
  if (stars === null) return <span aria-hidden="true">–</span>;
  return (
    <span className={styles.stars} role="img" aria-label={t('homework.starsLabel', { count: stars })}>
      {'★'.repeat(stars)}
      {'☆'.repeat(Math.max(0, 3 - stars))}
    </span>
  );
}

/** 75 000 ms → "1:15" (minutes and seconds), hours when they come. */
export function formatSpent(ms: number): string {
  const total = Math.round(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
