import { useTranslation } from 'react-i18next';
import { formatLocaleNumber, formatMalaysiaDateTime, languageTag, PlatformLink, useApiErrorText, useLoadData, useReaderLanguage } from '@app/shared';
import boardStyles from '../common/boards.module.css';
import { homeworkApi, homeworkLinks } from './homeworkApi';
import { AssignmentSummary } from './AssignmentResults';
import { formatSpent } from './HomeworkBits';
import styles from './homework.module.css';

/** The results on paper (issue 23.4): both lists as plain tables; the app's header, menu and buttons stay off the page. */
export function PrintView({ id }: { id: number }) {
  const { t } = useTranslation();
  const lang = useReaderLanguage();
  const errorText = useApiErrorText();
  const results = useLoadData(({ http, signal }) => homeworkApi.results(http, id, signal), [id]);
  const r = results.data;
  if (results.status === 'error') return <p role="alert">{errorText(results.error)}</p>;
  if (!r) return <p role="status">{t('common.loading')}</p>;
  const topicLang = languageTag(r.assignment.topic_language);
  return (
    <article className={styles.print} data-testid="page-homework-print">
      <div className={`${styles.actions} ${styles.noPrint}`}>
        <PlatformLink to={homeworkLinks.results(id)} className={boardStyles.secondary}>
          {t('homework.backToResults')}
        </PlatformLink>
        <button type="button" className={boardStyles.button} onClick={() => window.print()} data-testid="homework-print-now">
          {t('homework.printNow')}
        </button>
      </div>
      <h1>
        {t('homework.printHeading')}: {t('homework.resultsTitle', { topic: r.assignment.topic_title, className: r.assignment.class_name })}
      </h1>
      <AssignmentSummary assignment={r.assignment} />
      <p>{t('homework.printedAt', { when: formatMalaysiaDateTime(Date.now(), lang) })}</p>
      <table>
        <caption>{t('homework.pupils')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('homework.pupils')}</th>
            <th scope="col">{t('homework.statusHeader')}</th>
            <th scope="col">{t('homework.best')}</th>
            <th scope="col">{t('homework.stars')}</th>
            <th scope="col">{t('homework.time')}</th>
            <th scope="col">{t('homework.attempts')}</th>
          </tr>
        </thead>
        <tbody>
          {r.pupils.map((p) => (
            <tr key={p.id}>
              <td>{p.name}</td>
              <td>{t(`homework.status.${p.status}`)}</td>
              <td>{p.best_score === null ? '–' : `${formatLocaleNumber(p.best_score, lang)} / ${formatLocaleNumber(r.assignment.max_score, lang)}`}</td>
              <td>{p.stars === null ? '–' : '★'.repeat(p.stars)}</td>
              <td>{formatSpent(p.time_spent_ms)}</td>
              <td>{p.attempts}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table>
        <caption>{t('homework.words')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('homework.word')}</th>
            <th scope="col">{t('homework.rightFirstTimeHeader')}</th>
            <th scope="col">{t('homework.wrongAnswers')}</th>
          </tr>
        </thead>
        <tbody>
          {r.words.map((w) => (
            <tr key={w.word}>
              <td lang={topicLang}>{w.word}</td>
              <td>
                {w.right_first_time} / {w.pupils}
              </td>
              <td lang={topicLang}>{w.wrong_answers.map((a) => t('homework.wrongAnswer', { answer: a.answer, count: a.pupils })).join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}
