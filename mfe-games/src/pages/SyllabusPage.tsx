import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, PageFrame, useLoadData, useObservable, usePlatform, type Language } from '@app/shared';
import { fetchSyllabus } from '../syllabus/syllabusApi';
import { SyllabusView } from '../syllabus/SyllabusView';
import styles from '../syllabus/Syllabus.module.css';

const YEARS = [1, 2, 3, 4, 5, 6] as const;

/** /syllabus: the bundled library as a school syllabus (issue 7), in the chosen content language. */
export function SyllabusPage() {
  const { t } = useTranslation();
  const platform = usePlatform();
  const platformLanguage = useObservable(platform.language$, 'ta' as Language);
  const [chosen, setChosen] = useState<Language | null>(null);
  const language = chosen ?? platformLanguage;
  const [year, setYear] = useState<number | null>(null);
  const state = useLoadData(({ http }) => fetchSyllabus(http, language), [language]);

  const years = state.status === 'ready' ? state.data.years.filter((y) => year === null || y.year === year) : [];
  const empty = state.status === 'ready' && years.length === 0 ? (state.data.years.length === 0 ? t('syllabus.empty') : t('syllabus.emptyYear')) : null;

  return (
    <PageFrame heading={t('syllabus.title')} testId="page-syllabus" loading={state.status === 'loading'} loadingLabel={t('syllabus.loading')}>
      <div className={styles.page}>
        <p className={styles.lead}>{t('syllabus.lead')}</p>
        <div className={styles.filters}>
          <div className={styles.chips} role="group" aria-label={t('syllabus.language')} data-testid="syllabus-languages">
            <span className={styles.chipsLabel} aria-hidden="true">
              {t('syllabus.language')}
            </span>
            {LANGUAGES.map((l) => (
              <button
                key={l}
                type="button"
                className={styles.chip}
                aria-pressed={language === l}
                onClick={() => setChosen(l)}
                data-testid={`syllabus-language-${l}`}
              >
                {t(`syllabus.languages.${l}`)}
              </button>
            ))}
          </div>
          <div className={styles.chips} role="group" aria-label={t('syllabus.year')} data-testid="syllabus-years">
            <span className={styles.chipsLabel} aria-hidden="true">
              {t('syllabus.year')}
            </span>
            <button type="button" className={styles.chip} aria-pressed={year === null} onClick={() => setYear(null)}>
              {t('syllabus.allYears')}
            </button>
            {YEARS.map((y) => (
              <button
                key={y}
                type="button"
                className={styles.chip}
                aria-pressed={year === y}
                onClick={() => setYear(y)}
                data-testid={`syllabus-year-filter-${y}`}
              >
                {t('syllabus.yearN', { year: y })}
              </button>
            ))}
          </div>
        </div>
        {state.status === 'error' ? (
          <p className={styles.error} role="alert" data-testid="syllabus-error">
            {t('syllabus.error')}
            <button type="button" className={styles.retry} onClick={state.reload}>
              {t('syllabus.retry')}
            </button>
          </p>
        ) : empty ? (
          <p className={styles.empty} data-testid="syllabus-empty">
            {empty}
          </p>
        ) : (
          <SyllabusView years={years} />
        )}
      </div>
    </PageFrame>
  );
}
