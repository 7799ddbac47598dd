import { useTranslation } from 'react-i18next';
import { addDaysToDayKey, formatMalaysiaDayKey, malaysiaDayKey, useReaderLanguage, type StreakData } from '@app/shared';
import styles from '../common/boards.module.css';

/** The period's days in Malaysian time, played days filled; each day is labelled for screen readers. */
export function StreakCalendar({ streak, periodDays, now }: { streak: StreakData; periodDays: number; now: Date }) {
  const { t } = useTranslation();
  const language = useReaderLanguage();
  const played = new Set(streak.active_days);
  const today = malaysiaDayKey(now);
  const days = Array.from({ length: periodDays }, (_, i) => addDaysToDayKey(today, i - (periodDays - 1)));
  return (
    <section className={styles.section} data-testid="performance-streak">
      <h2 className={styles.sectionTitle}>{t('performance.streakTitle')}</h2>
      <p>{t('performance.streakSummary', { current: streak.current_streak, longest: streak.longest_streak })}</p>
      <ol
        style={{ listStyle: 'none', padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(2.6rem, 1fr))', gap: 4, maxWidth: '28rem' }}
        aria-label={t('performance.streakTitle')}
      >
        {days.map((day) => (
          <li
            key={day}
            data-testid={played.has(day) ? 'streak-day-played' : 'streak-day'}
            aria-label={`${formatMalaysiaDayKey(day, language)}: ${played.has(day) ? t('performance.played') : t('performance.notPlayed')}`}
            style={{
              minHeight: 44,
              borderRadius: 6,
              display: 'grid',
              placeItems: 'center',
              fontSize: '0.8rem',
              background: played.has(day) ? '#7c3aed' : '#f5f5f4',
              color: played.has(day) ? '#fff' : '#57534e',
            }}
          >
            {Number(day.slice(8))}
          </li>
        ))}
      </ol>
    </section>
  );
}
