import { useTranslation } from 'react-i18next';
import { percent, type LibraryStats } from './libraryStatsApi';
import styles from './Data.module.css';

const YEARS = [1, 2, 3, 4, 5, 6] as const;

function Coverage({ label, done, total, testId, note }: { label: string; done: number; total: number; testId: string; note?: string }) {
  const { t } = useTranslation();
  const text = t('data.coverage', { done, total, percent: percent(done, total) });
  return (
    <li className={styles.figure} data-testid={testId}>
      <span className={styles.figureLabel}>{label}</span>
      <span className={styles.figureValue}>{percent(done, total)}%</span>
      <progress className={styles.bar} max={Math.max(total, 1)} value={done} aria-label={`${label}: ${text}`} />
      <span className={styles.figureNote}>{text}</span>
      {note ? <span className={styles.figureNote}>{note}</span> : null}
    </li>
  );
}

function Cell({ figures }: { figures: { topics: number; words: number } | undefined }) {
  const { t } = useTranslation();
  if (!figures) return <td aria-label={t('data.none')}>—</td>;
  return (
    <td aria-label={t('data.cell', { topics: figures.topics, words: figures.words })}>
      <span className={styles.cellTopics}>{figures.topics}</span>
      <span className={styles.cellWords}>{t('syllabus.words', { count: figures.words })}</span>
    </td>
  );
}

/**
 * Totals, media coverage and a year × language table of topics and words. Years are rows and the
 * three languages columns, and a cell is the topic count over the word count, so the table fits a
 * 360 px phone in Tamil without sideways scrolling.
 */
export function LibraryFigures({ stats }: { stats: LibraryStats }) {
  const { t } = useTranslation();
  return (
    <>
      <ul className={styles.figures}>
        <li className={styles.figure} data-testid="data-topics">
          <span className={styles.figureLabel}>{t('data.topics')}</span>
          <span className={styles.figureValue}>{stats.totals.topics}</span>
        </li>
        <li className={styles.figure} data-testid="data-words">
          <span className={styles.figureLabel}>{t('data.words')}</span>
          <span className={styles.figureValue}>{stats.totals.words}</span>
        </li>
        <Coverage
          label={t('data.pictures')}
          done={stats.pictures.withPicture}
          total={stats.pictures.items}
          testId="data-pictures"
          note={t('data.pictureFiles', { count: stats.pictures.files })}
        />
        <Coverage label={t('data.audio')} done={stats.audio.withFile} total={stats.audio.items} testId="data-audio" />
      </ul>
      {stats.audio.queued > 0 ? (
        <p className={styles.note} role="status" data-testid="data-audio-queued">
          {t('data.audioQueued', { count: stats.audio.queued })}
        </p>
      ) : null}
      <div className={styles.tableWrap}>
        <table className={styles.table} data-testid="data-table">
          <caption>{t('data.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('data.year')}</th>
              {stats.languages.map((l) => (
                <th key={l.language} scope="col">
                  {t(`data.languages.${l.language}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {YEARS.map((y) => (
              <tr key={y} data-testid={`data-year-${y}`}>
                <th scope="row">{t('data.yearN', { year: y })}</th>
                {stats.languages.map((l) => (
                  <Cell key={l.language} figures={l.years.find((x) => x.year === y)} />
                ))}
              </tr>
            ))}
            <tr data-testid="data-year-total">
              <th scope="row">{t('data.total')}</th>
              {stats.languages.map((l) => (
                <Cell key={l.language} figures={l} />
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </>
  );
}
