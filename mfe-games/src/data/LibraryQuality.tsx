import { useTranslation } from 'react-i18next';
import { percent, type LibraryStats } from './libraryStatsApi';
import styles from './Data.module.css';

/**
 * What a teacher checks before handing the library to children (issue 25): for each language,
 * how many concrete nouns have their picture, and how many wrong spellings the error and spelling
 * games can show per item. One card a language, as the sets are, so it reads on a 360 px phone.
 */
export function LibraryQuality({ stats }: { stats: LibraryStats }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="data-quality-title" data-testid="data-quality">
      <h2 id="data-quality-title" className={styles.sectionTitle}>
        {t('data.qualityTitle')}
      </h2>
      <ul className={styles.figures}>
        {stats.languages.map((l) => {
          const nouns = l.concreteNouns;
          const d = l.distractors;
          const perItem = d.items ? (d.distractors / d.items).toFixed(1) : '0';
          return (
            <li key={l.language} className={styles.figure} data-testid={`data-quality-${l.language}`}>
              <h3 className={styles.setLanguage}>{t(`data.languages.${l.language}`)}</h3>
              <span className={styles.figureLabel}>{t('data.concreteNouns')}</span>
              <span className={styles.figureValue} data-testid={`data-nouns-${l.language}`}>
                {percent(nouns.withPicture, nouns.items)}%
              </span>
              <progress
                className={styles.bar}
                max={Math.max(nouns.items, 1)}
                value={nouns.withPicture}
                aria-label={`${t('data.concreteNouns')}: ${t('data.coverage', { done: nouns.withPicture, total: nouns.items, percent: percent(nouns.withPicture, nouns.items) })}`}
              />
              <span className={styles.figureNote}>
                {t('data.coverage', { done: nouns.withPicture, total: nouns.items, percent: percent(nouns.withPicture, nouns.items) })}
              </span>
              <span className={styles.figureLabel}>{t('data.distractors')}</span>
              <span className={styles.figureValue} data-testid={`data-distractors-${l.language}`}>
                {perItem}
              </span>
              <span className={styles.figureNote}>{t('data.distractorsNote', { done: d.withEnough, total: d.items })}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
