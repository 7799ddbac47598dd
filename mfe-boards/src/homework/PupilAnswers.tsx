import { useTranslation } from 'react-i18next';
import { formatMalaysiaDateTime, languageTag, PageFrame, PlatformLink, useApiErrorText, useLoadData, useReaderLanguage, type AttemptRecord } from '@app/shared';
import boardStyles from '../common/boards.module.css';
import { homeworkApi, homeworkLinks } from './homeworkApi';
import { Stars } from './HomeworkBits';
import styles from './homework.module.css';

/** One pupil's answers to an assignment (issue 23.4's drill-down): every attempt, item by item. */
export function PupilAnswers({ id, pupilId }: { id: number; pupilId: number }) {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const answers = useLoadData(({ http, signal }) => homeworkApi.pupil(http, id, pupilId, signal), [id, pupilId]);
  const d = answers.data;
  const tries = new Map<string, number>();
  return (
    <PageFrame
      heading={d ? t('homework.pupilTitle', { name: d.pupil.name }) : t('homework.classSection')}
      testId="page-homework-pupil"
      loading={answers.loading && !d}
      loadingLabel={t('common.loading')}
      error={answers.status === 'error' ? errorText(answers.error) : null}
    >
      {d ? (
        <div className={styles.page}>
          <PlatformLink to={homeworkLinks.results(id)} className={`${boardStyles.secondary} ${styles.back}`}>
            {t('homework.backToResults')}
          </PlatformLink>
          <p className={styles.meta}>{t('homework.resultsTitle', { topic: d.assignment.topic_title, className: d.assignment.class_name })}</p>
          {d.attempts.length === 0 ? <p className={boardStyles.muted}>{t('homework.noAttempts')}</p> : null}
          {d.attempts.map((a) => {
            const n = (tries.get(a.quiz_category) ?? 0) + 1;
            tries.set(a.quiz_category, n);
            return <AttemptAnswers key={a.id} attempt={a} n={n} language={languageTag(d.assignment.topic_language)} />;
          })}
        </div>
      ) : null}
    </PageFrame>
  );
}

function AttemptAnswers({ attempt: a, n, language }: { attempt: AttemptRecord; n: number; language: string }) {
  const { t } = useTranslation();
  const lang = useReaderLanguage();
  return (
    <section className={styles.row} data-testid="homework-attempt">
      <div className={styles.rowHead}>
        <h2 className={boardStyles.sectionTitle} style={{ margin: 0 }}>
          {t('homework.attemptN', { game: t(`gameNames.${a.quiz_category}`), n })}
        </h2>
        <span className={`${styles.badge} ${a.on_time ? styles.done : styles.late}`}>{a.on_time ? t('homework.onTime') : t('homework.lateBadge')}</span>
      </div>
      <p className={styles.facts}>
        <span>{t('homework.finished', { when: formatMalaysiaDateTime(a.finished_at, lang) })}</span>
        <span>{t('homework.score', { score: a.score })}</span>
        <Stars stars={a.stars} />
      </p>
      {a.items === null ? (
        <p className={styles.help}>{t('homework.noItems')}</p>
      ) : (
        <table className={styles.items}>
          <thead>
            <tr>
              <th scope="col">{t('homework.word')}</th>
              <th scope="col">{t('homework.result')}</th>
              <th scope="col">{t('homework.answer')}</th>
              <th scope="col">{t('homework.wrongBefore')}</th>
              <th scope="col">{t('homework.hints')}</th>
              <th scope="col">{t('homework.seconds')}</th>
            </tr>
          </thead>
          <tbody>
            {a.items.map((item, i) => (
              <tr key={`${item.word}-${i}`} data-testid="homework-item">
                <td lang={language}>
                  <strong>{item.word}</strong>
                </td>
                <td className={item.outcome === 'right' ? styles.right : styles.wrong}>
                  <span aria-hidden="true">{item.outcome === 'right' ? '✓ ' : '✗ '}</span>
                  {t(`homework.outcomes.${item.outcome}`)}
                </td>
                <td lang={language} data-label={t('homework.answer')}>
                  {item.given ?? '–'}
                </td>
                <td lang={language} data-label={t('homework.wrongBefore')}>
                  {item.wrong.length ? item.wrong.join(', ') : '–'}
                </td>
                <td data-label={t('homework.hints')}>{item.hints}</td>
                <td data-label={t('homework.seconds')}>{Math.round(item.ms / 100) / 10}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
