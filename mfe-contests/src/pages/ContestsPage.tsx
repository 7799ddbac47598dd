import { PageFrame, SOLVALLAR_2025, contestStateAt, usePlatform } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { contestApi } from '../contest/contestApi';
import { contestDetails } from '../contest/contestProduct';
import { ContestStateBadge } from '../common/ContestStateBadge';
import { PlatformLink } from '@app/shared';
import { errorMessage } from '../common/errorMessage';
import { useLoad } from '../common/useLoad';
import styles from '../common/Common.module.css';

/** `contests`: the store's contest products. */
export function ContestsPage() {
  const { t } = useTranslation();
  const platform = usePlatform();
  const { data, error, loading, reload } = useLoad(() => contestApi.contestProducts(platform.http), [platform]);
  return (
    <PageFrame heading={t('contests.title')} testId="page-contests" loading={loading} loadingLabel={t('common.loading')} error={error ? errorMessage(error, t) : null} empty={data && data.length === 0 ? t('contests.empty') : null}
      actions={error ? <button type="button" className={styles.secondary} onClick={reload}>{t('common.retry')}</button> : undefined}>
      <ul className={styles.stack} style={{ listStyle: 'none', padding: 0 }} data-testid="contest-list">
        {data?.map((product) => {
          const details = contestDetails(product);
          return (
            <li key={product.id} className={styles.card} data-testid={`contest-item-${product.id}`}>
              <h2 style={{ marginTop: 0 }}>{product.name}</h2>
              <p className={styles.row}>
                <span>{details.date ? t('contest.when', { date: details.date, start: details.startTime ?? '', end: details.endTime ?? '' }) : t('contest.noDate')}</span>
                {details.window ? <ContestStateBadge state={contestStateAt(details.window, Date.now())} /> : null}
              </p>
              <p className={styles.row}>
                <PlatformLink className={styles.secondary} to={`/contest/${product.id}`}>{t('contests.details')}</PlatformLink>
                {product.id === SOLVALLAR_2025.productId ? <PlatformLink className={styles.button} to={SOLVALLAR_2025.homePath}>{t('contests.enter')}</PlatformLink> : null}
              </p>
            </li>
          );
        })}
      </ul>
    </PageFrame>
  );
}
