import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MALAYSIAN_STATES,
  PageFrame,
  apiErrorCode,
  formatLocaleNumber,
  malaysianStateName,
  useApiErrorText,
  useLoadData,
  useReaderLanguage,
  type LeaderboardPeriod,
  type SchoolboardRow,
  type SchoolboardSort,
} from '@app/shared';
import styles from '../common/boards.module.css';
import { AccessNotice } from '../common/AccessNotice';
import { PeriodPicker, Segmented } from '../common/boardFilters';
import { useViewer } from '../common/useViewer';

/** Schools ranked by their ten best pupils' best scores (or those pupils' totals), at least five active pupils; filterable by state (docs/adr/0019). */
export function SchoolboardPage() {
  const { t } = useTranslation();
  const lang = useReaderLanguage();
  const errorText = useApiErrorText();
  const viewer = useViewer();
  const [state, setState] = useState('');
  const [period, setPeriod] = useState<LeaderboardPeriod>('month');
  const [sort, setSort] = useState<SchoolboardSort>('average');
  const query = new URLSearchParams({ period, sort, ...(state ? { state } : {}) }).toString();
  const board = useLoadData(
    ({ http, signal }) => http.get<{ schools: SchoolboardRow[] }>(`/wp-json/custom/v1/schoolboard?${query}`, { signal }).then((r) => r.data.schools),
    [query],
    { enabled: viewer.activeSubscription },
  );
  const heading = t('schoolboard.title');

  if (!viewer.signedIn)
    return (
      <PageFrame heading={heading} testId="page-schoolboard">
        <AccessNotice
          testId="schoolboard-sign-in"
          title={t('access.signInTitle')}
          message={t('leaderboard.signIn')}
          action={{ label: t('access.signInAction'), to: '/account' }}
        />
      </PageFrame>
    );
  if (!viewer.subscriptionKnown) return <PageFrame heading={heading} testId="page-schoolboard" loading loadingLabel={t('access.checking')} />;
  if (!viewer.activeSubscription || apiErrorCode(board.error) === 'subscription_required') {
    return (
      <PageFrame heading={heading} testId="page-schoolboard">
        <AccessNotice
          testId="schoolboard-no-subscription"
          title={t('access.subscriptionTitle')}
          message={t('leaderboard.needsSubscription')}
          action={{ label: t('access.subscriptionAction'), to: '/subscription' }}
        />
      </PageFrame>
    );
  }
  const error = board.status === 'error' ? errorText(board.error) : null;
  const rows = board.data ?? [];
  return (
    <PageFrame heading={heading} testId="page-schoolboard" loading={board.loading && !board.data && !error} loadingLabel={t('common.loading')}>
      <div className={styles.filters}>
        <label className={styles.field}>
          {t('schoolboard.state')}
          <select value={state} onChange={(e) => setState(e.target.value)} data-testid="schoolboard-state">
            <option value="">{t('schoolboard.allStates')}</option>
            {MALAYSIAN_STATES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.names[lang] ?? s.value}
              </option>
            ))}
          </select>
        </label>
        <PeriodPicker value={period} onChange={setPeriod} />
        <Segmented<SchoolboardSort>
          legend={t('schoolboard.sortBy')}
          name="sort"
          options={['average', 'total'] as const}
          value={sort}
          onChange={setSort}
          label={(s) => t(`schoolboard.sort.${s}`)}
        />
      </div>
      {/* the rule a handful of new or idle accounts cannot move (docs/adr/0019) */}
      <p data-testid="schoolboard-rule">{t('schoolboard.rule')}</p>
      {error ? (
        <p className={styles.formError} role="alert" data-testid="page-error">
          {error}
        </p>
      ) : rows.length === 0 ? (
        <p className={styles.notice} data-testid="schoolboard-empty">
          {t('schoolboard.empty')}
        </p>
      ) : (
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t(`schoolboard.caption.${sort}`)}>
          <table className={styles.table} data-testid="schoolboard-table">
            <caption>{t(`schoolboard.caption.${sort}`)}</caption>
            <thead>
              <tr>
                <th scope="col" className={styles.num}>
                  {t('leaderboard.rank')}
                </th>
                <th scope="col">{t('leaderboard.school')}</th>
                <th scope="col">{t('schoolboard.state')}</th>
                <th scope="col" className={styles.num}>
                  {t('schoolboard.activeStudents')}
                </th>
                <th scope="col" className={styles.num}>
                  {t('schoolboard.average')}
                </th>
                <th scope="col" className={styles.num}>
                  {t('schoolboard.total')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={`${r.school}|${r.state}`} data-testid="schoolboard-row">
                  <td className={styles.num}>{r.rank}</td>
                  <td>{r.school}</td>
                  <td>{malaysianStateName(r.state, lang)}</td>
                  <td className={styles.num}>{r.activeStudents}</td>
                  <td className={styles.num}>{formatLocaleNumber(r.averageScore, lang)}</td>
                  <td className={styles.num}>{formatLocaleNumber(r.totalScore, lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </PageFrame>
  );
}
