import { useTranslation } from 'react-i18next';
import { PageFrame, useLoadData } from '@app/shared';
import { fetchLibraryStats } from '../data/libraryStatsApi';
import { LibraryFigures } from '../data/LibraryFigures';
import { LanguageSets } from '../data/LanguageSets';
import { LibraryQuality } from '../data/LibraryQuality';
import { PictureSheet } from '../data/PictureSheet';
import styles from '../data/Data.module.css';

/**
 * /data: the library's figures (issues 7 and 12): topics and words per language and year, picture
 * and audio coverage, the language sets, and the contact sheet of every picture.
 */
export function DataPage() {
  const { t } = useTranslation();
  const state = useLoadData(({ http }) => fetchLibraryStats(http), []);
  return (
    <PageFrame
      heading={t('data.title')}
      testId="page-data"
      loading={state.status === 'loading'}
      loadingLabel={t('data.loading')}
      empty={state.status === 'ready' && state.data.totals.topics === 0 ? t('data.empty') : null}
    >
      <div className={styles.page}>
        <p className={styles.lead}>{t('data.lead')}</p>
        {state.status === 'error' ? (
          <p className={styles.error} role="alert" data-testid="data-error">
            {t('data.error')}
            <button type="button" className={styles.retry} onClick={state.reload}>
              {t('data.retry')}
            </button>
          </p>
        ) : state.status === 'ready' ? (
          <>
            <LibraryFigures stats={state.data} />
            <LanguageSets stats={state.data} />
            <LibraryQuality stats={state.data} />
            <PictureSheet />
          </>
        ) : null}
      </div>
    </PageFrame>
  );
}
