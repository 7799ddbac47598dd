import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { computeLearningAnalytics, DEFAULT_ANALYSIS_PERIOD_DAYS, PageFrame, useApiErrorText, useLoadData } from '@app/shared';
import styles from '../common/boards.module.css';
import { AccessNotice } from '../common/AccessNotice';
import { useViewer } from '../common/useViewer';
import { AnalyticsView } from '../performance/AnalyticsView';
import { useQuizRecords } from '../performance/useQuizRecords';

interface StudentOption {
  id: number;
  name: string;
  className: string;
}

/** Learning analytics (docs/requirements.md §3/§9) for the signed-in user; Pro teachers can pick any of their students. */
export function PerformancePage() {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const viewer = useViewer();
  const [studentId, setStudentId] = useState<number | null>(null);
  const students = useLoadData(
    ({ http, signal }) => http.get<{ students: StudentOption[] }>('/wp-json/custom/v1/boards/students', { signal }).then((r) => r.data.students),
    [viewer.userId],
    { enabled: viewer.pro },
  );
  const target = !viewer.userId ? null : studentId !== null ? { kind: 'student' as const, studentId } : { kind: 'self' as const, userId: viewer.userId };
  const records = useQuizRecords(target);
  // the analysis period ends when the records arrived: the clock is read again with each new answer
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const now = useMemo(() => new Date(), [records.data]);
  const analytics = useMemo(
    () =>
      records.data && viewer.userId
        ? computeLearningAnalytics({ userIdentifier: String(studentId ?? viewer.userId), scores: records.data.scores, progress: records.data.progress, now })
        : null,
    [records.data, viewer.userId, studentId, now],
  );
  const periodScores = useMemo(() => {
    const start = now.getTime() - DEFAULT_ANALYSIS_PERIOD_DAYS * 24 * 3600 * 1000;
    return (records.data?.scores ?? []).filter((s) => Date.parse(s.time_submitted) >= start);
  }, [records.data, now]);
  const heading = t('performance.title');
  if (!viewer.signedIn)
    return (
      <PageFrame heading={heading} testId="page-performance">
        <AccessNotice
          testId="performance-sign-in"
          title={t('access.signInTitle')}
          message={t('performance.signIn')}
          action={{ label: t('access.signInAction'), to: '/account' }}
        />
      </PageFrame>
    );
  return (
    <PageFrame heading={heading} testId="page-performance">
      {viewer.pro && (students.data?.length ?? 0) > 0 ? (
        <label className={styles.field} style={{ maxWidth: '24rem', marginBottom: '1rem' }}>
          {t('performance.whose')}
          <select value={studentId ?? ''} onChange={(e) => setStudentId(e.target.value ? Number(e.target.value) : null)} data-testid="performance-student">
            <option value="">{t('performance.me')}</option>
            {students.data!.map((s) => (
              <option key={s.id} value={s.id}>{`${s.name} (${s.className})`}</option>
            ))}
          </select>
        </label>
      ) : null}
      {records.loading ? (
        <p role="status" data-testid="page-loading">
          {t('common.loading')}
        </p>
      ) : records.status === 'error' ? (
        <p className={styles.formError} role="alert" data-testid="page-error">
          {errorText(records.error)}
        </p>
      ) : analytics ? (
        <>
          {analytics.recent_activity.games_played === 0 ? (
            <p className={styles.notice} data-testid="performance-empty">
              {t('performance.empty')}
            </p>
          ) : null}
          <AnalyticsView analytics={analytics} periodScores={periodScores} now={now} coverage={records.data?.coverage ?? 'floor'} />
        </>
      ) : null}
    </PageFrame>
  );
}
