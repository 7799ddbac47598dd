import { useTranslation } from 'react-i18next';
import { LANGUAGE_SETS } from '@app/shared';
import type { LibraryStats } from './libraryStatsApi';
import styles from './Data.module.css';

/**
 * Proverbs and idioms, then each language set (ஆத்திசூடி, penjodoh bilangan, …), one card a
 * language: the sets differ by language, and a card reads well on a phone where a wide table does not.
 */
export function LanguageSets({ stats }: { stats: LibraryStats }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="data-sets-title" data-testid="data-sets">
      <h2 id="data-sets-title" className={styles.sectionTitle}>
        {t('data.setsTitle')}
      </h2>
      <p className={styles.figureNote}>{t('data.setsCaption')}</p>
      <ul className={styles.figures}>
        {stats.languages.map((l) => (
          <li key={l.language} className={styles.figure} data-testid={`data-sets-${l.language}`}>
            <h3 className={styles.setLanguage}>{t(`data.languages.${l.language}`)}</h3>
            <dl className={styles.setList}>
              <div className={`${styles.setRow} ${styles.setSayings}`}>
                <dt>{t('data.sayings')}</dt>
                <dd data-testid={`data-sayings-${l.language}`}>{l.sayings}</dd>
              </div>
              {LANGUAGE_SETS.flatMap((set) => {
                const figures = l.sets.find((s) => s.set === set);
                return figures
                  ? [
                      <div key={set} className={styles.setRow} data-testid={`data-set-${l.language}-${set}`}>
                        <dt>{t(`data.sets.${set}`)}</dt>
                        <dd>{figures.items}</dd>
                      </div>,
                    ]
                  : [];
              })}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
