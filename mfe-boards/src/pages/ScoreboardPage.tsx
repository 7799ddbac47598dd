import { useTranslation } from 'react-i18next';
import { PageFrame, PlatformLink, formatLocaleNumber, formatMalaysiaDateTime, useApiErrorText, useLoadData, useReaderLanguage } from '@app/shared';
import styles from '../common/boards.module.css';
import { AccessNotice } from '../common/AccessNotice';
import { JoinClassForm } from '../common/JoinClassForm';
import { useViewer } from '../common/useViewer';
import { useTopicTitles } from '../common/useTopicTitles';

interface Scoreboard {
  recent: { quizCategory: string; topicKey: string; language: string | null; score: number; level: number; timeSubmitted: string }[];
  bests: { quizCategory: string; topicKey: string; bestScore: number; attempts: number; averageScore: number; lastPlayed: string }[];
}

/** The signed-in user's own scores and personal bests per game and topic. */
export function ScoreboardPage() {
  const { t } = useTranslation();
  const lang = useReaderLanguage();
  const errorText = useApiErrorText();
  const viewer = useViewer();
  const data = useLoadData(({ http, signal }) => http.get<Scoreboard>('/wp-json/custom/v1/scoreboard', { signal }).then((r) => r.data), [viewer.userId], {
    enabled: viewer.signedIn,
  });
  const heading = t('scoreboard.title');
  const titleOf = useTopicTitles([...(data.data?.bests ?? []), ...(data.data?.recent ?? [])].map((r) => r.topicKey));
  if (!viewer.signedIn)
    return (
      <PageFrame heading={heading} testId="page-scoreboard">
        <AccessNotice
          testId="scoreboard-sign-in"
          title={t('access.signInTitle')}
          message={t('scoreboard.signIn')}
          action={{ label: t('access.signInAction'), to: '/account' }}
        />
      </PageFrame>
    );
  const board = data.data;
  return (
    <PageFrame
      heading={heading}
      testId="page-scoreboard"
      loading={data.loading}
      loadingLabel={t('common.loading')}
      error={data.status === 'error' ? errorText(data.error) : null}
      actions={
        <PlatformLink className={styles.secondary} to="/performance" data-testid="scoreboard-performance-link">
          {t('boardsNext.myProgress')}
        </PlatformLink>
      }
    >
      {board && board.recent.length === 0 ? (
        <p className={styles.notice} data-testid="scoreboard-empty">
          {t('scoreboard.empty')}
        </p>
      ) : null}
      {board && board.recent.length > 0 ? (
        <>
          <section className={styles.section}>
            <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t('scoreboard.bests')}>
              <table className={`${styles.table} ${styles.stackOnPhone}`} data-testid="scoreboard-bests">
                <caption>{t('scoreboard.bests')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('filters.game')}</th>
                    <th scope="col">{t('scoreboard.topic')}</th>
                    <th scope="col" className={styles.num}>
                      {t('scoreboard.best')}
                    </th>
                    <th scope="col" className={styles.num}>
                      {t('scoreboard.average')}
                    </th>
                    <th scope="col" className={styles.num}>
                      {t('scoreboard.attempts')}
                    </th>
                    <th scope="col">{t('scoreboard.lastPlayed')}</th>
                  </tr>
                </thead>
                <tbody>
                  {board.bests.map((b) => (
                    <tr key={`${b.quizCategory}|${b.topicKey}`} data-testid="scoreboard-best-row">
                      <td data-label={t('filters.game')}>{t(`gameNames.${b.quizCategory}`)}</td>
                      <td data-label={t('scoreboard.topic')}>{titleOf(b.topicKey)}</td>
                      <td data-label={t('scoreboard.best')} className={styles.num}>
                        {formatLocaleNumber(b.bestScore, lang)}
                      </td>
                      <td data-label={t('scoreboard.average')} className={styles.num}>
                        {formatLocaleNumber(b.averageScore, lang)}
                      </td>
                      <td data-label={t('scoreboard.attempts')} className={styles.num}>
                        {b.attempts}
                      </td>
                      <td data-label={t('scoreboard.lastPlayed')}>{formatMalaysiaDateTime(b.lastPlayed, lang)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
          <section className={styles.section}>
            <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t('scoreboard.recent')}>
              <table className={`${styles.table} ${styles.stackOnPhone}`} data-testid="scoreboard-recent">
                <caption>{t('scoreboard.recent')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('scoreboard.when')}</th>
                    <th scope="col">{t('filters.game')}</th>
                    <th scope="col">{t('scoreboard.topic')}</th>
                    <th scope="col" className={styles.num}>
                      {t('scoreboard.level')}
                    </th>
                    <th scope="col" className={styles.num}>
                      {t('leaderboard.score')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {board.recent.map((r, i) => (
                    <tr key={`${r.timeSubmitted}-${i}`}>
                      <td data-label={t('scoreboard.when')}>{formatMalaysiaDateTime(r.timeSubmitted, lang)}</td>
                      <td data-label={t('filters.game')}>{t(`gameNames.${r.quizCategory}`)}</td>
                      <td data-label={t('scoreboard.topic')}>{titleOf(r.topicKey)}</td>
                      <td data-label={t('scoreboard.level')} className={styles.num}>
                        {r.level}
                      </td>
                      <td data-label={t('leaderboard.score')} className={styles.num}>
                        {formatLocaleNumber(r.score, lang)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        </>
      ) : null}
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('classes.joinTitle')}</h2>
        <JoinClassForm />
      </section>
    </PageFrame>
  );
}
