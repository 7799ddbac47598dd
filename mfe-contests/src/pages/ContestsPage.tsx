import { PageFrame, SOLVALLAR_2025, useApiErrorText, useLoadData } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { contestApi } from '../contest/contestApi';
import { contestWhen } from '../contest/contestProduct';
import { ContestStateBadge } from '../common/ContestStateBadge';
import { PlatformLink } from '@app/shared';
import styles from '../common/Common.module.css';

/** Every contest's results and certificates, so none of those pages is reachable only by typing its address. */
function ResultsLinks() {
  const { t } = useTranslation();
  const links: [string, string, string][] = [
    ['/solvallar-winners', t('solvallarWinners.title'), 'results-solvallar-winners'],
    ['/solvallar-certificate', t('solvallarCertificate.title'), 'results-solvallar-certificate'],
    ['/mwhwinners', t('mwhwinners.title'), 'results-mwhwinners'],
    ['/mwhecert', t('mwhecert.title'), 'results-mwhecert'],
    ['/tamilict', t('tamilict.title'), 'results-tamilict'],
    ['/certificate', t('contestsNext.allCertificates'), 'results-certificate'],
  ];
  return (
    <section className={styles.card} aria-labelledby="contest-results" style={{ marginTop: '1rem' }}>
      <h2 id="contest-results" style={{ marginTop: 0 }}>
        {t('contestsNext.resultsTitle')}
      </h2>
      <ul className={styles.stack} style={{ listStyle: 'none', padding: 0, gap: '0.25rem' }}>
        {links.map(([to, label, testId]) => (
          <li key={to}>
            <PlatformLink className={styles.link} to={to} data-testid={testId}>
              {label}
            </PlatformLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** `contests`: the store's contest products, then every contest's results and certificates. */
export function ContestsPage() {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  // the store's products, and when each one's contest is from the contest record
  const { data, error, status, loading, reload } = useLoadData(async ({ http }) => {
    const [products, list] = await Promise.all([contestApi.contestProducts(http), contestApi.contests(http)]);
    return products.map((product) => ({ product, when: contestWhen(list, product.id) }));
  }, []);
  const failed = status === 'error';
  return (
    <PageFrame
      heading={t('contests.title')}
      testId="page-contests"
      loading={loading}
      loadingLabel={t('common.loading')}
      error={failed ? errorText(error) : null}
      actions={
        failed ? (
          <button type="button" className={styles.secondary} onClick={reload}>
            {t('common.retry')}
          </button>
        ) : undefined
      }
    >
      {data && data.length === 0 ? (
        <p className={styles.notice} data-testid="page-empty">
          {t('contests.empty')}
        </p>
      ) : null}
      <ul className={styles.stack} style={{ listStyle: 'none', padding: 0 }} data-testid="contest-list">
        {data?.map(({ product, when }) => {
          return (
            <li key={product.id} className={styles.card} data-testid={`contest-item-${product.id}`}>
              <h2 style={{ marginTop: 0 }}>{product.name}</h2>
              <p className={styles.row}>
                <span data-testid={`contest-when-${product.id}`}>
                  {when ? t('contest.when', { date: when.date, start: when.startTime, end: when.endTime }) : t('contest.noDate')}
                </span>
                {when ? <ContestStateBadge state={when.state} /> : null}
              </p>
              <p className={styles.row}>
                <PlatformLink className={styles.secondary} to={`/contest/${product.id}`} data-testid={`contest-details-${product.id}`}>
                  {t('contests.details')}
                </PlatformLink>
                {product.id === SOLVALLAR_2025.productId ? (
                  <PlatformLink className={styles.button} to={SOLVALLAR_2025.homePath} data-testid={`contest-enter-${product.id}`}>
                    {t('contests.enter')}
                  </PlatformLink>
                ) : null}
              </p>
            </li>
          );
        })}
      </ul>
      <ResultsLinks />
    </PageFrame>
  );
}
