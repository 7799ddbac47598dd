import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame, usePlatform } from '@app/shared';
import { useAsyncValue } from '../games/common/useAsyncValue';
import { fetchLibraryStats } from '../data/libraryStatsApi';
import { LibraryFigures } from '../data/LibraryFigures';
import styles from '../data/Data.module.css';

/** /data: the library's figures (issue 7): topics and words per language and year, pictures and audio coverage. */
export function DataPage() {
  const { t } = useTranslation();
  const platform = usePlatform();
  const [attempt, setAttempt] = useState(0);
  const state = useAsyncValue(() => fetchLibraryStats(platform.http), [attempt]);
  return (
    <PageFrame
      heading={t('data.title')}
      testId="page-data"
      loading={state.status === 'loading'}
      loadingLabel={t('data.loading')}
      empty={state.status === 'ready' && state.value.totals.topics === 0 ? t('data.empty') : null}
    >
      <div className={styles.page}>
        <p className={styles.lead}>{t('data.lead')}</p>
        {state.status === 'error' ? (
          <p className={styles.error} role="alert" data-testid="data-error">
            {t('data.error')}
            <button type="button" className={styles.retry} onClick={() => setAttempt((n) => n + 1)}>{t('data.retry')}</button>
          </p>
        ) : state.status === 'ready' ? (
          <LibraryFigures stats={state.value} />
        ) : null}
      </div>
    </PageFrame>
  );
}
