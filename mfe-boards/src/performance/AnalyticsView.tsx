import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ANALYTICS_FLOOR_CATEGORIES,
  GAME_IDS,
  formatLocaleNumber,
  formatMalaysiaDateTime,
  malaysiaDayKey,
  useReaderLanguage,
  type LearningAnalytics,
  type QuizScoreRecord,
} from '@app/shared';
import styles from '../common/boards.module.css';
import { ChartFigure, type ChartSeries } from './ChartFigure';
import { StreakCalendar } from './StreakCalendar';
import { useTopicTitles } from '../common/useTopicTitles';

const COLORS = ['#7c3aed', '#0891b2', '#ea580c', '#16a34a', '#db2777', '#ca8a04'];

/** Daily average score per UTC+8 day, oldest first: the "score over time" line. */
function dailyAverages(scores: QuizScoreRecord[]): { labels: string[]; values: number[] } {
  const byDay = new Map<string, number[]>();
  for (const s of scores) byDay.set(malaysiaDayKey(s.time_submitted), [...(byDay.get(malaysiaDayKey(s.time_submitted)) ?? []), s.score]);
  const labels = [...byDay.keys()].sort();
  return { labels, values: labels.map((d) => Math.round((byDay.get(d)!.reduce((a, b) => a + b, 0) / byDay.get(d)!.length) * 100) / 100) };
}

export function AnalyticsView({
  analytics,
  periodScores,
  now,
  coverage,
}: {
  analytics: LearningAnalytics;
  periodScores: QuizScoreRecord[];
  now: Date;
  /** whether every game's records were read, or only docs/requirements.md §7's three (issue 27) */
  coverage: 'all' | 'floor';
}) {
  const { t } = useTranslation();
  const lang = useReaderLanguage();
  const a = analytics;
  const overTime = useMemo(() => dailyAverages(periodScores), [periodScores]);
  const overTimeSeries = useMemo<ChartSeries[]>(() => [{ label: t('performance.avgScore'), values: overTime.values, color: COLORS[0]! }], [overTime, t]);
  const trendLabels = useMemo(() => a.game_trends.map((g) => `${t(`gameNames.${g.quiz_category}`)} · ${t(`contentTypes.${g.content_type}`)}`), [a, t]);
  const trendSeries = useMemo<ChartSeries[]>(
    () => [
      { label: t('performance.games'), values: a.game_trends.map((g) => g.total_games), color: COLORS[1]! },
      { label: t('performance.avgScore'), values: a.game_trends.map((g) => g.avg_score), color: COLORS[2]! },
    ],
    [a, t],
  );
  const topics = Object.entries(a.topic_analytics).sort((x, y) => y[1].attempts - x[1].attempts);
  const titleOf = useTopicTitles(topics.map(([key]) => key));
  const cards: [string, string, string][] = [
    ['velocity', formatLocaleNumber(a.learning_velocity, lang), a.messages.velocity],
    ['aiRatio', `${Math.round(a.ai_ratio * 100)}%`, a.messages.aiRatio],
    ['diversity', String(a.topic_diversity), a.messages.diversity],
    ['streak', String(a.streak_data.current_streak), a.messages.streak],
  ];
  return (
    <div data-testid="performance-analytics">
      <p className={styles.muted}>
        {t('performance.period', { days: a.analysis_period_days, games: a.recent_activity.games_played, inProgress: a.recent_activity.topics_in_progress })}
      </p>
      <p className={styles.muted} data-testid="performance-counted">
        {coverage === 'all'
          ? t('performance.countedAll', { count: GAME_IDS.length })
          : t('performance.countedFloor', { games: ANALYTICS_FLOOR_CATEGORIES.map((g) => t(`gameNames.${g}`)).join(', ') })}{' '}
        {a.games_counted.length > 0
          ? t('performance.countedPlayed', {
              games: a.games_counted.map((g) => `${t(`gameNames.${g.quiz_category}`)} ${formatLocaleNumber(g.games, lang)}`).join(', '),
            })
          : null}
      </p>
      <div className={styles.cards}>
        {cards.map(([key, value, message]) => (
          <section key={key} className={styles.card} data-testid={`performance-card-${key}`}>
            <h2 className={styles.muted} style={{ fontSize: '0.95rem', margin: 0 }}>
              {t(`performance.cards.${key}`)}
            </h2>
            <p className={styles.cardValue}>{value}</p>
            <p data-testid={`performance-message-${key}`} style={{ margin: 0 }}>
              {t(message)}
            </p>
          </section>
        ))}
      </div>
      {periodScores.length > 0 ? (
        <>
          <ChartFigure
            testId="performance-chart-time"
            type="line"
            title={t('performance.scoreOverTime')}
            summary={t('performance.scoreOverTimeSummary', { days: overTime.labels.length })}
            labels={overTime.labels}
            series={overTimeSeries}
          />
          <ChartFigure
            testId="performance-chart-games"
            type="bar"
            title={t('performance.gameTrends')}
            summary={t('performance.gameTrendsSummary', { count: a.game_trends.length })}
            labels={trendLabels}
            series={trendSeries}
          />
        </>
      ) : null}
      <StreakCalendar streak={a.streak_data} periodDays={a.analysis_period_days} now={now} />
      {topics.length > 0 ? (
        <section className={styles.section}>
          <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t('performance.topics')}>
            <table className={styles.table} data-testid="performance-topics">
              <caption>{t('performance.topics')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('scoreboard.topic')}</th>
                  <th scope="col" className={styles.num}>
                    {t('scoreboard.attempts')}
                  </th>
                  <th scope="col" className={styles.num}>
                    {t('scoreboard.average')}
                  </th>
                  <th scope="col" className={styles.num}>
                    {t('scoreboard.best')}
                  </th>
                  <th scope="col" className={styles.num}>
                    {t('performance.lowest')}
                  </th>
                  <th scope="col" className={styles.num}>
                    {t('performance.consistency')}
                  </th>
                  <th scope="col">{t('scoreboard.lastPlayed')}</th>
                </tr>
              </thead>
              <tbody>
                {topics.map(([key, ta]) => (
                  <tr key={key}>
                    <th scope="row">{titleOf(key)}</th>
                    <td className={styles.num}>{ta.attempts}</td>
                    <td className={styles.num}>{formatLocaleNumber(ta.avg_score, lang)}</td>
                    <td className={styles.num}>{formatLocaleNumber(ta.best_score, lang)}</td>
                    <td className={styles.num}>{formatLocaleNumber(ta.lowest_score, lang)}</td>
                    <td className={styles.num}>{formatLocaleNumber(ta.score_consistency, lang)}</td>
                    <td>{formatMalaysiaDateTime(ta.last_attempt, lang)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
      <p className={styles.muted}>{t('performance.generatedAt', { time: formatMalaysiaDateTime(a.generated_at, lang) })}</p>
    </div>
  );
}
