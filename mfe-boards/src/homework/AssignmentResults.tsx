import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatLocaleNumber,
  formatMalaysiaDateTime,
  PageFrame,
  PlatformLink,
  useApiErrorText,
  useLoadData,
  usePlatform,
  useReaderLanguage,
  type AssignmentResults as Results,
  type Assignment,
} from '@app/shared';
import boardStyles from '../common/boards.module.css';
import { homeworkApi, homeworkLinks } from './homeworkApi';
import { formatSpent, Stars, StatusBadge } from './HomeworkBits';
import { WordResults } from './WordResults';
import styles from './homework.module.css';

/**
 * An assignment's results for its teacher (issue 23.4): who has done it (done / not yet / late,
 * best score, stars, time spent, attempts; a tap shows their answers), each word with how many
 * got it right first time and the wrong answers given, most-missed first; the CSV, a print view,
 * and changing, closing, copying or deleting it.
 */
export function AssignmentResults({ id }: { id: number }) {
  const { t } = useTranslation();
  const platform = usePlatform();
  const errorText = useApiErrorText();
  const lang = useReaderLanguage();
  const results = useLoadData(({ http, signal }) => homeworkApi.results(http, id, signal), [id]);
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const r = results.data;

  const act = async (run: () => Promise<unknown>, after?: () => void) => {
    setBusy(true);
    setActionError(null);
    try {
      await run();
      if (after) after();
      else results.reload();
    } catch (err) {
      setActionError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  const download = () =>
    act(
      async () => {
        const blob = await homeworkApi.csv(platform.http, id, lang);
        const url = URL.createObjectURL(blob);
        const a = document.createElement('a');
        a.href = url;
        a.download = `homework-${id}.csv`;
        document.body.append(a);
        a.click();
        a.remove();
        setTimeout(() => URL.revokeObjectURL(url), 10_000);
      },
      () => undefined,
    );
  const remove = () => {
    if (!window.confirm(t('homework.deleteConfirm'))) return;
    void act(
      () => homeworkApi.remove(platform.http, id),
      () => {
        platform.toast({ message: t('homework.deleted'), color: 'success' });
        platform.navigate(homeworkLinks.dashboard());
      },
    );
  };

  const heading = r ? t('homework.resultsTitle', { topic: r.assignment.topic_title, className: r.assignment.class_name }) : t('homework.classSection');
  return (
    <PageFrame
      heading={heading}
      testId="page-homework-results"
      loading={results.loading && !r}
      loadingLabel={t('common.loading')}
      error={results.status === 'error' ? errorText(results.error) : null}
    >
      {r ? (
        <div className={styles.page}>
          <PlatformLink to={homeworkLinks.dashboard()} className={`${boardStyles.secondary} ${styles.back}`}>
            {t('homework.backToDashboard')}
          </PlatformLink>
          <AssignmentSummary assignment={r.assignment} />
          <p className={styles.meta} data-testid="homework-counts">
            {t('homework.counts', {
              done: r.counts.done,
              late: r.counts.late,
              notYet: r.counts.pupils - r.counts.done - r.counts.late,
              pupils: r.counts.pupils,
            })}
          </p>
          <PupilList results={r} />
          <WordResults words={r.words} language={r.assignment.topic_language} heading={t('homework.words')} testId="homework" />
          <div className={styles.actions} data-testid="homework-actions">
            <button type="button" className={boardStyles.button} onClick={() => void download()} disabled={busy} data-testid="homework-csv">
              {t('homework.csv')}
            </button>
            <PlatformLink to={homeworkLinks.print(id)} className={boardStyles.secondary} data-testid="homework-print">
              {t('homework.print')}
            </PlatformLink>
            <PlatformLink to={homeworkLinks.edit(id)} className={boardStyles.secondary} data-testid="homework-edit">
              {t('homework.edit')}
            </PlatformLink>
            <button
              type="button"
              className={boardStyles.secondary}
              disabled={busy}
              onClick={() => void act(() => homeworkApi.change(platform.http, id, { closed: r.assignment.closed_at === null }))}
              data-testid="homework-close"
            >
              {r.assignment.closed_at === null ? t('homework.close') : t('homework.reopen')}
            </button>
            <PlatformLink to={homeworkLinks.copy(id)} className={boardStyles.secondary} data-testid="homework-copy">
              {t('homework.copyAction')}
            </PlatformLink>
            <button type="button" className={boardStyles.danger} disabled={busy} onClick={remove} data-testid="homework-delete">
              {t('homework.delete')}
            </button>
          </div>
          {actionError ? (
            <p className={boardStyles.formError} role="alert">
              {actionError}
            </p>
          ) : null}
        </div>
      ) : null}
    </PageFrame>
  );
}

/** Due date, level, timing and what pupils see, in one line each. */
export function AssignmentSummary({ assignment: a }: { assignment: Assignment }) {
  const { t } = useTranslation();
  const lang = useReaderLanguage();
  return (
    <div data-testid="homework-summary">
      <p className={styles.meta}>
        <strong>{t('homework.due', { when: formatMalaysiaDateTime(a.due_at, lang) })}</strong>
        {a.closed_at ? ` · ${t('homework.closedAt', { when: formatMalaysiaDateTime(a.closed_at, lang) })}` : ''}
      </p>
      <p className={styles.meta}>{a.games.map((g) => t(`gameNames.${g}`)).join(' · ')}</p>
      <p className={styles.meta}>
        {t('homework.settingsLine', {
          level: t(`homework.levels.${a.level}`),
          timing: t(a.timed ? 'homework.timedShort' : 'homework.untimedShort'),
          ranking: t(`homework.rankingModes.${a.ranking}`),
        })}
      </p>
    </div>
  );
}

function PupilList({ results: r }: { results: Results }) {
  const { t } = useTranslation();
  const lang = useReaderLanguage();
  return (
    <section aria-labelledby="homework-pupils" data-testid="homework-pupils">
      <h2 className={boardStyles.sectionTitle} id="homework-pupils">
        {t('homework.pupils')}
      </h2>
      {r.pupils.length === 0 ? <p className={boardStyles.muted}>{t('homework.noPupils')}</p> : null}
      <ul className={styles.rows}>
        {r.pupils.map((p) => (
          <li key={p.id} className={styles.row} data-testid="homework-pupil" data-pupil={p.id}>
            <div className={styles.rowHead}>
              <PlatformLink to={homeworkLinks.pupil(r.assignment.id, p.id)} className={styles.rowName}>
                {p.name}
              </PlatformLink>
              <StatusBadge status={p.status} />
            </div>
            <p className={styles.facts}>
              <span>
                {t('homework.best')}:{' '}
                {p.best_score === null
                  ? '–'
                  : t('homework.bestOf', { score: formatLocaleNumber(p.best_score, lang), max: formatLocaleNumber(r.assignment.max_score, lang) })}
              </span>
              <Stars stars={p.stars} />
              <span>
                {t('homework.time')}: {formatSpent(p.time_spent_ms)}
              </span>
              <span>{t('homework.attemptsN', { count: p.attempts })}</span>
              {r.assignment.games.length > 1 ? <span>{t('homework.gamesDone', { done: p.games_done.length, total: r.assignment.games.length })}</span> : null}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
