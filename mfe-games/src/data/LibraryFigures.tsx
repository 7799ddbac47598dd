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

/** Totals, media coverage and a language × year table of topics and words. */
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
        <Coverage label={t('data.pictures')} done={stats.pictures.withPicture} total={stats.pictures.items} testId="data-pictures" note={t('data.pictureFiles', { count: stats.pictures.files })} />
        <Coverage label={t('data.audio')} done={stats.audio.withFile} total={stats.audio.items} testId="data-audio" />
      </ul>
      {stats.audio.queued > 0 ? (
        <p className={styles.note} role="status" data-testid="data-audio-queued">{t('data.audioQueued', { count: stats.audio.queued })}</p>
      ) : null}
      <div className={styles.tableWrap}>
        <table className={styles.table} data-testid="data-table">
          <caption>{t('data.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('data.language')}</th>
              {YEARS.map((y) => <th key={y} scope="col">{t('data.yearN', { year: y })}</th>)}
              <th scope="col">{t('data.total')}</th>
            </tr>
          </thead>
          <tbody>
            {stats.languages.map((l) => (
              <tr key={l.language} data-testid={`data-row-${l.language}`}>
                <th scope="row">{t(`data.languages.${l.language}`)}</th>
                {YEARS.map((y) => {
                  const figures = l.years.find((x) => x.year === y);
                  return (
                    <td key={y} aria-label={figures ? t('data.cell', { topics: figures.topics, words: figures.words }) : t('data.none')}>
                      {figures ? (
                        <>
                          <span className={styles.cellTopics}>{t('syllabus.topicCount', { count: figures.topics })}</span>
                          <span className={styles.cellWords}>{t('syllabus.words', { count: figures.words })}</span>
                        </>
                      ) : (
                        '—'
                      )}
                    </td>
                  );
                })}
                <td>
                  <span className={styles.cellTopics}>{t('syllabus.topicCount', { count: l.topics })}</span>
                  <span className={styles.cellWords}>{t('syllabus.words', { count: l.words })}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
