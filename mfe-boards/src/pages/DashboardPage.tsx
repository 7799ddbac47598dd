import { useTranslation } from 'react-i18next';
import {
  PageFrame,
  ShortcutCards,
  formatLocaleNumber,
  formatMalaysiaDateTime,
  teacherTools,
  useApiErrorText,
  useLoadData,
  useReaderLanguage,
} from '@app/shared';
import styles from '../common/boards.module.css';
import { AccessNotice } from '../common/AccessNotice';
import { useViewer } from '../common/useViewer';
import { useTopicTitles } from '../common/useTopicTitles';
import { useScrollToHash } from '../common/useScrollToHash';
import { ClassList, type ClassInfo } from '../dashboard/ClassList';

interface Dashboard {
  classes: ClassInfo[];
  recentActivity: { studentName: string; quizCategory: string; topicKey: string; score: number; timeSubmitted: string }[];
  weakestTopics: { quizCategory: string; topicKey: string; averageScore: number; attempts: number; students: number }[];
  inactiveStudents: { id: number; name: string; className: string; lastPlayed: string | null }[];
}

/** docs/requirements.md §2: for active teacher subscribers. Classes, recent activity, weakest topics, who has not played this week. */
export function DashboardPage() {
  const { t } = useTranslation();
  const lang = useReaderLanguage();
  const errorText = useApiErrorText();
  const viewer = useViewer();
  const data = useLoadData(({ http, signal }) => http.get<Dashboard>('/wp-json/custom/v1/boards/dashboard', { signal }).then((r) => r.data), [viewer.userId], {
    enabled: viewer.teacher,
  });
  const heading = t('dashboard.title');
  const d0 = data.data;
  const titleOf = useTopicTitles([...(d0?.weakestTopics ?? []), ...(d0?.recentActivity ?? [])].map((r) => r.topicKey));
  useScrollToHash(Boolean(d0));
  if (viewer.signedIn && !viewer.subscriptionKnown) return <PageFrame heading={heading} testId="page-dashboard" loading loadingLabel={t('access.checking')} />;
  if (!viewer.teacher) {
    return (
      <PageFrame heading={heading} testId="page-dashboard">
        <AccessNotice
          testId="dashboard-teachers-only"
          title={t('access.teachersOnlyTitle')}
          message={t('dashboard.teachersOnly')}
          action={viewer.signedIn ? { label: t('access.subscriptionAction'), to: '/subscription' } : { label: t('access.signInAction'), to: '/account' }}
        />
      </PageFrame>
    );
  }
  const d = data.data;
  return (
    <PageFrame
      heading={heading}
      testId="page-dashboard"
      loading={data.loading && !d}
      loadingLabel={t('common.loading')}
      error={data.status === 'error' ? errorText(data.error) : null}
    >
      {d ? (
        <>
          <ShortcutCards
            shortcuts={teacherTools({ signedIn: viewer.signedIn, subscription: viewer.subscription })}
            heading="teacherTools"
            testId="dashboard-tools"
          />
          <div id="classes">
            <ClassList classes={d.classes} onChanged={data.reload} />
          </div>
          <section className={styles.section} data-testid="dashboard-inactive">
            <h2 className={styles.sectionTitle}>{t('dashboard.inactive')}</h2>
            {d.inactiveStudents.length === 0 ? (
              // "everyone has played" is praise only where there is someone: a new teacher's empty classes are not
              <p className={styles.muted}>{t(d.classes.some((c) => c.memberCount > 0) ? 'dashboard.inactiveNone' : 'dashboard.inactiveNoPupils')}</p>
            ) : (
              <ul>
                {d.inactiveStudents.map((s) => (
                  <li key={s.id}>
                    {s.name} · {s.className} ·{' '}
                    {s.lastPlayed ? t('dashboard.lastPlayed', { time: formatMalaysiaDateTime(s.lastPlayed, lang) }) : t('dashboard.neverPlayed')}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className={styles.section} data-testid="dashboard-weakest">
            <h2 className={styles.sectionTitle}>{t('dashboard.weakest')}</h2>
            {d.weakestTopics.length === 0 ? (
              <p className={styles.muted}>{t('dashboard.noActivity')}</p>
            ) : (
              <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t('dashboard.weakest')}>
                <table className={styles.table}>
                  <caption className={styles.visuallyHidden}>{t('dashboard.weakest')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('filters.game')}</th>
                      <th scope="col">{t('scoreboard.topic')}</th>
                      <th scope="col" className={styles.num}>
                        {t('scoreboard.average')}
                      </th>
                      <th scope="col" className={styles.num}>
                        {t('scoreboard.attempts')}
                      </th>
                      <th scope="col" className={styles.num}>
                        {t('dashboard.students')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {d.weakestTopics.map((w) => (
                      <tr key={`${w.quizCategory}|${w.topicKey}`}>
                        <td>{t(`gameNames.${w.quizCategory}`)}</td>
                        <td>{titleOf(w.topicKey)}</td>
                        <td className={styles.num}>{formatLocaleNumber(w.averageScore, lang)}</td>
                        <td className={styles.num}>{w.attempts}</td>
                        <td className={styles.num}>{w.students}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
          <section className={styles.section} data-testid="dashboard-recent">
            <h2 className={styles.sectionTitle}>{t('dashboard.recent')}</h2>
            {d.recentActivity.length === 0 ? (
              <p className={styles.muted}>{t('dashboard.noActivity')}</p>
            ) : (
              <ul>
                {d.recentActivity.map((a, i) => (
                  <li key={`${a.timeSubmitted}-${i}`}>
                    {t('dashboard.activityLine', {
                      name: a.studentName,
                      game: t(`gameNames.${a.quizCategory}`),
                      topic: titleOf(a.topicKey),
                      score: formatLocaleNumber(a.score, lang),
                      time: formatMalaysiaDateTime(a.timeSubmitted, lang),
                    })}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      ) : null}
    </PageFrame>
  );
}
