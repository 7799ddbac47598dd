import { PageFrame, useApiErrorText, useLoadData } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { contestApi, localised, type WinnersInfo } from '../contest/contestApi';
import { useLanguage } from '../common/usePlatformState';
import { ResultsNotice } from '../common/ResultsNotice';
import common from '../common/Common.module.css';

/** Name with the school under it: three or four narrow columns fit a 360 px phone, five did not. */
function NameCell({ name, school }: { name: string; school: string }) {
  return (
    <td className={common.nameCell}>
      <span>{name}</span>
      {school ? <span className={common.muted}>{school}</span> : null}
    </td>
  );
}

function RankingTable({ ranking }: { ranking: WinnersInfo['ranking'] }) {
  const { t } = useTranslation();
  return (
    <table className={common.table} data-testid="ranking">
      <caption className={common.muted} style={{ textAlign: 'left' }}>
        {t('winners.rankingCaption')}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('winners.rank')}</th>
          <th scope="col">{t('winners.name')}</th>
          <th scope="col" className={common.num}>
            {t('winners.score')}
          </th>
          <th scope="col" className={common.num}>
            {t('winners.time')}
          </th>
        </tr>
      </thead>
      <tbody>
        {ranking.map((r, i) => (
          <tr key={i} data-testid="ranking-row">
            <td>{r.rank}</td>
            <NameCell name={r.name} school={r.school} />
            <td className={common.num}>{r.totalScore}</td>
            <td className={common.num}>{t('winners.seconds', { seconds: r.totalTime })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function AwardWinners({ winners }: { winners: WinnersInfo['winners'] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const groups = new Map<string, WinnersInfo['winners']>();
  for (const w of winners) {
    const name = localised(w.category, language);
    groups.set(name, [...(groups.get(name) ?? []), w]);
  }
  return (
    <div className={common.stack} data-testid="award-winners">
      {[...groups.entries()].map(([category, list]) => (
        <section key={category} className={common.card}>
          <h2 style={{ marginTop: 0 }}>{category}</h2>
          <table className={common.table}>
            <thead>
              <tr>
                <th scope="col">{t('winners.position')}</th>
                <th scope="col">{t('winners.name')}</th>
                <th scope="col" className={common.num}>
                  {t('winners.score')}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((w) => (
                <tr key={`${w.position}-${w.name}`} data-testid="winner-row">
                  <td>{t('winners.place', { position: w.position })}</td>
                  <NameCell name={w.name} school={w.school} />
                  <td className={common.num}>{w.score ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}

export function ContestWinnersSection({ contestKey }: { contestKey: string }) {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const { data, error, status, reload } = useLoadData(({ http }) => contestApi.winners(http, contestKey), [contestKey]);
  if (status === 'loading' || status === 'idle') return <p role="status">{t('common.loading')}</p>;
  if (status === 'error') {
    return (
      <p className={common.error} role="alert">
        {errorText(error)}{' '}
        <button type="button" className={common.secondary} onClick={reload}>
          {t('common.retry')}
        </button>
      </p>
    );
  }
  if (!data.results.published) return <ResultsNotice results={data.results} what="winners" />;
  if (data.ranking.length === 0 && data.winners.length === 0)
    return (
      <p className={common.notice} data-testid="no-winners">
        {t('results.publishedNone')}
      </p>
    );
  return (
    <div className={common.stack}>
      {data.ranking.length > 0 ? <RankingTable ranking={data.ranking} /> : null}
      {data.winners.length > 0 ? <AwardWinners winners={data.winners} /> : null}
    </div>
  );
}

export function ContestWinnersPage({ contestKey, heading, testId }: { contestKey: string; heading: string; testId: string }) {
  return (
    <PageFrame heading={heading} testId={testId}>
      <ContestWinnersSection contestKey={contestKey} />
    </PageFrame>
  );
}
