import { PageFrame, usePlatform } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { contestApi, localised, type WinnersInfo } from '../contest/contestApi';
import { errorMessage } from '../common/errorMessage';
import { useLoad } from '../common/useLoad';
import { useLanguage } from '../common/usePlatformState';
import common from '../common/Common.module.css';

function RankingTable({ ranking }: { ranking: WinnersInfo['ranking'] }) {
  const { t } = useTranslation();
  return (
    <table className={common.table} data-testid="ranking">
      <caption className={common.muted} style={{ textAlign: 'left' }}>{t('winners.rankingCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('winners.rank')}</th>
          <th scope="col">{t('winners.name')}</th>
          <th scope="col">{t('winners.school')}</th>
          <th scope="col">{t('winners.score')}</th>
          <th scope="col">{t('winners.time')}</th>
        </tr>
      </thead>
      <tbody>
        {ranking.map((r, i) => (
          <tr key={i} data-testid="ranking-row">
            <td>{r.rank}</td>
            <td>{r.name}</td>
            <td>{r.school}</td>
            <td>{r.totalScore}</td>
            <td>{t('winners.seconds', { seconds: r.totalTime })}</td>
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
                <th scope="col">{t('winners.school')}</th>
                <th scope="col">{t('winners.score')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((w) => (
                <tr key={`${w.position}-${w.name}`} data-testid="winner-row">
                  <td>{t('winners.place', { position: w.position })}</td>
                  <td>{w.name}</td>
                  <td>{w.school}</td>
                  <td>{w.score ?? '—'}</td>
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
  const platform = usePlatform();
  const { data, error, loading, reload } = useLoad(() => contestApi.winners(platform.http, contestKey), [platform, contestKey]);
  if (loading) return <p role="status">{t('common.loading')}</p>;
  if (error || !data) {
    return (
      <p className={common.error} role="alert">
        {errorMessage(error, t)} <button type="button" className={common.secondary} onClick={reload}>{t('common.retry')}</button>
      </p>
    );
  }
  if (data.ranking.length === 0 && data.winners.length === 0) return <p className={common.notice} data-testid="no-winners">{t('winners.none')}</p>;
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
