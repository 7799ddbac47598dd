import { useTranslation } from 'react-i18next';
import { formatMalaysiaDateTime } from '@app/shared';
import type { ContestResults } from '../contest/contestApi';
import { useLanguage } from './usePlatformState';
import styles from './Common.module.css';

/**
 * When results (and with them certificates) come: a winners or certificate page says so rather
 * than "not published" with no date.
 */
export function ResultsNotice({ results, what }: { results: ContestResults; what: 'winners' | 'certificates' }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const text = results.at ? t(`results.${what}On`, { date: formatMalaysiaDateTime(results.at, language) }) : t(`results.${what}NoDate`);
  return (
    <p className={styles.notice} data-testid="results-notice" data-published={results.published}>
      {text}
    </p>
  );
}
