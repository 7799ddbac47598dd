import { useTranslation } from 'react-i18next';
import { PageFrame } from '@app/shared';
import styles from '../common/boards.module.css';
import { AccessNotice } from '../common/AccessNotice';
import { JoinClassForm } from '../common/JoinClassForm';
import { apiErrorText } from '../common/apiErrorText';
import { formatDateTime, formatNumber } from '../common/formatting';
import { useApiData } from '../common/useApiData';
import { useViewer } from '../common/useViewer';

interface Scoreboard {
  recent: { quizCategory: string; topicKey: string; language: string | null; score: number; level: number; timeSubmitted: string }[];
  bests: { quizCategory: string; topicKey: string; bestScore: number; attempts: number; averageScore: number; lastPlayed: string }[];
}

/** The signed-in user's own scores and personal bests per game and topic. */
export function ScoreboardPage() {
  const { t, i18n } = useTranslation();
  const viewer = useViewer();
  const data = useApiData((http) => http.get<Scoreboard>('/wp-json/custom/v1/scoreboard').then((r) => r.data), viewer.userId ?? '', viewer.signedIn);
  const heading = t('scoreboard.title');
  if (!viewer.signedIn) return <PageFrame heading={heading} testId="page-scoreboard"><AccessNotice testId="scoreboard-sign-in" title={t('access.signInTitle')} message={t('scoreboard.signIn')} action={{ label: t('access.signInAction'), to: '/account' }} /></PageFrame>;
  const board = data.data;
  const lang = i18n.language;
  return (
    <PageFrame heading={heading} testId="page-scoreboard" loading={data.loading} loadingLabel={t('common.loading')} error={apiErrorText(data.error, t)}>
      {board && board.recent.length === 0 ? <p className={styles.notice} data-testid="scoreboard-empty">{t('scoreboard.empty')}</p> : null}
      {board && board.recent.length > 0 ? (
        <>
          <section className={styles.section}>
            <div className={styles.tableWrap}>
              <table className={styles.table} data-testid="scoreboard-bests">
                <caption>{t('scoreboard.bests')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('filters.game')}</th>
                    <th scope="col">{t('scoreboard.topic')}</th>
                    <th scope="col" className={styles.num}>{t('scoreboard.best')}</th>
                    <th scope="col" className={styles.num}>{t('scoreboard.average')}</th>
                    <th scope="col" className={styles.num}>{t('scoreboard.attempts')}</th>
                    <th scope="col">{t('scoreboard.lastPlayed')}</th>
                  </tr>
                </thead>
                <tbody>
                  {board.bests.map((b) => (
                    <tr key={`${b.quizCategory}|${b.topicKey}`} data-testid="scoreboard-best-row">
                      <td>{t(`gameNames.${b.quizCategory}`)}</td>
                      <td>{b.topicKey}</td>
                      <td className={styles.num}>{formatNumber(b.bestScore, lang)}</td>
                      <td className={styles.num}>{formatNumber(b.averageScore, lang)}</td>
                      <td className={styles.num}>{b.attempts}</td>
                      <td>{formatDateTime(b.lastPlayed, lang)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
          <section className={styles.section}>
            <div className={styles.tableWrap}>
              <table className={styles.table} data-testid="scoreboard-recent">
                <caption>{t('scoreboard.recent')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('scoreboard.when')}</th>
                    <th scope="col">{t('filters.game')}</th>
                    <th scope="col">{t('scoreboard.topic')}</th>
                    <th scope="col" className={styles.num}>{t('scoreboard.level')}</th>
                    <th scope="col" className={styles.num}>{t('leaderboard.score')}</th>
                  </tr>
                </thead>
                <tbody>
                  {board.recent.map((r, i) => (
                    <tr key={`${r.timeSubmitted}-${i}`}>
                      <td>{formatDateTime(r.timeSubmitted, lang)}</td>
                      <td>{t(`gameNames.${r.quizCategory}`)}</td>
                      <td>{r.topicKey}</td>
                      <td className={styles.num}>{r.level}</td>
                      <td className={styles.num}>{formatNumber(r.score, lang)}</td>
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
