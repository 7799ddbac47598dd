import { useTranslation } from 'react-i18next';
import styles from '../common/boards.module.css';
import { formatLocaleNumber, formatMalaysiaDateTime, shownPlayerName, useReaderLanguage, type LeaderboardEntry } from '@app/shared';

/** The top rows, then — if the viewer is further down — a gap and the viewer's own row. */
export function RankTable({ entries, viewer, caption }: { entries: LeaderboardEntry[]; viewer: LeaderboardEntry | null; caption: string }) {
  const { t } = useTranslation();
  const language = useReaderLanguage();
  const viewerOutside = viewer && !entries.some((e) => e.isViewer);
  const row = (e: LeaderboardEntry) => (
    <tr
      key={`${e.rank}-${e.name}`}
      className={e.isViewer ? styles.viewerRow : undefined}
      data-testid={e.isViewer ? 'leaderboard-viewer-row' : 'leaderboard-row'}
      aria-current={e.isViewer ? 'true' : undefined}
    >
      <td className={styles.num}>{e.rank}</td>
      <td>
        {shownPlayerName(e.name, language)}
        {e.isViewer ? <span className={styles.muted}> ({t('leaderboard.you')})</span> : null}
      </td>
      <td>{e.school ?? '—'}</td>
      <td className={styles.num}>{formatLocaleNumber(e.score, language)}</td>
      <td>{formatMalaysiaDateTime(e.timeSubmitted, language)}</td>
    </tr>
  );
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={caption}>
      <table className={styles.table} data-testid="leaderboard-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.num}>
              {t('leaderboard.rank')}
            </th>
            <th scope="col">{t('leaderboard.name')}</th>
            <th scope="col">{t('leaderboard.school')}</th>
            <th scope="col" className={styles.num}>
              {t('leaderboard.score')}
            </th>
            <th scope="col">{t('leaderboard.when')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map(row)}
          {viewerOutside ? (
            <>
              <tr className={styles.gapRow} aria-hidden="true">
                <td colSpan={5}>⋯</td>
              </tr>
              {row(viewer)}
            </>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
