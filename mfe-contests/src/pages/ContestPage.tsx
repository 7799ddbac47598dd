import { PageFrame, SOLVALLAR_2025, apiErrorStatus, contestStateAt, useApiErrorText, useLoadData, useReaderLanguage } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { contestApi } from '../contest/contestApi';
import { CONTEST_TEXT_FIELDS, contestDetails } from '../contest/contestProduct';
import { ContestStateBadge } from '../common/ContestStateBadge';
import { PlatformLink } from '@app/shared';
import styles from '../common/Common.module.css';

/** `contest/:id` (id is the contest product id): every docs/requirements.md §3 field, with its default when missing. */
export function ContestPage() {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const { id = '' } = useParams();
  const valid = /^\d+$/.test(id);
  const { data, error, status, loading, reload } = useLoadData(({ http }) => contestApi.product(http, id), [id], { enabled: valid });
  const failed = status === 'error';
  const notFound = !valid || (failed && apiErrorStatus(error) === 404);
  const language = useReaderLanguage();
  const details = data ? contestDetails(data, language) : null;
  return (
    <PageFrame
      heading={data?.name ?? t('contest.title')}
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
      {data && details ? (
        <div className={styles.stack}>
          <p className={styles.row}>
            {details.window ? (
              <ContestStateBadge state={contestStateAt(details.window, Date.now())} />
            ) : (
              <span className={styles.muted}>{t('contest.noDate')}</span>
            )}
            {data.id === SOLVALLAR_2025.productId ? (
              <PlatformLink className={styles.button} to={SOLVALLAR_2025.homePath}>
                {t('contests.enter')}
              </PlatformLink>
            ) : null}
          </p>
          <dl className={styles.dl} data-testid="contest-fields">
            <dt>{t('contest.fields.contestDate')}</dt>
            <dd data-testid="field-contestDate">{details.date ?? t('contest.noDate')}</dd>
            <dt>{t('contest.fields.contestStartTime')}</dt>
            <dd data-testid="field-contestStartTime">{details.startTime ? t('contest.malaysiaTime', { time: details.startTime }) : '—'}</dd>
            <dt>{t('contest.fields.contestEndTime')}</dt>
            <dd data-testid="field-contestEndTime">{details.endTime ? t('contest.malaysiaTime', { time: details.endTime }) : '—'}</dd>
            {CONTEST_TEXT_FIELDS.map((field) => (
              <div key={field} style={{ display: 'contents' }}>
                <dt>{t(`contest.fields.${field}`)}</dt>
                <dd data-testid={`field-${field}`} className={details.texts[field] ? undefined : styles.muted}>
                  {details.texts[field] ?? t(`contest.defaults.${field}`)}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </PageFrame>
  );
}
