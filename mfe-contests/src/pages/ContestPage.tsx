import { PageFrame, SOLVALLAR_2025, apiErrorStatus, useApiErrorText, useLoadData, useReaderLanguage } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { contestApi } from '../contest/contestApi';
import { CONTEST_TEXT_FIELDS, contestTexts, contestWhen } from '../contest/contestProduct';
import { ContestStateBadge } from '../common/ContestStateBadge';
import { PlatformLink } from '@app/shared';
import styles from '../common/Common.module.css';

/** `contest/:id` (id is the contest product id): every docs/requirements.md §3 field, with its default when missing. */
export function ContestPage() {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const { id = '' } = useParams();
  const valid = /^\d+$/.test(id);
  // the product's texts from the store; when its contest is, from the contest record
  const { data, error, status, loading, reload } = useLoadData(
    async ({ http }) => {
      const [product, list] = await Promise.all([contestApi.product(http, id), contestApi.contests(http)]);
      return { product, when: contestWhen(list, product.id) };
    },
    [id],
    { enabled: valid },
  );
  const failed = status === 'error';
  const notFound = !valid || (failed && apiErrorStatus(error) === 404);
  const language = useReaderLanguage();
  const texts = data ? contestTexts(data.product, language) : null;
  const product = data?.product;
  return (
    <PageFrame
      heading={product?.name ?? t('contest.title')}
      testId="page-contest"
      loading={loading && valid}
      loadingLabel={t('common.loading')}
      error={notFound ? t('contest.notFound') : failed ? errorText(error) : null}
      actions={
        failed && !notFound ? (
          <button type="button" className={styles.secondary} onClick={reload}>
            {t('common.retry')}
          </button>
        ) : undefined
      }
    >
      {data && product ? (
        <div className={styles.stack}>
          <p className={styles.row}>
            {data.when ? <ContestStateBadge state={data.when.state} /> : <span className={styles.muted}>{t('contest.noDate')}</span>}
            {product.id === SOLVALLAR_2025.productId ? (
              <PlatformLink className={styles.button} to={SOLVALLAR_2025.homePath}>
                {t('contests.enter')}
              </PlatformLink>
            ) : null}
          </p>
          <dl className={styles.dl} data-testid="contest-fields">
            <dt>{t('contest.fields.contestDate')}</dt>
            <dd data-testid="field-contestDate">{data.when?.date ?? t('contest.noDate')}</dd>
            <dt>{t('contest.fields.contestStartTime')}</dt>
            <dd data-testid="field-contestStartTime">{data.when ? t('contest.malaysiaTime', { time: data.when.startTime }) : '—'}</dd>
            <dt>{t('contest.fields.contestEndTime')}</dt>
            <dd data-testid="field-contestEndTime">{data.when ? t('contest.malaysiaTime', { time: data.when.endTime }) : '—'}</dd>
            {CONTEST_TEXT_FIELDS.map((field) => (
              <div key={field} style={{ display: 'contents' }}>
                <dt>{t(`contest.fields.${field}`)}</dt>
                <dd data-testid={`field-${field}`} className={texts?.[field] ? undefined : styles.muted}>
                  {texts?.[field] ?? t(`contest.defaults.${field}`)}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </PageFrame>
  );
}
