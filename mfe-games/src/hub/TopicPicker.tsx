import { useTranslation } from 'react-i18next';
import { languageTag, type TopicSummary } from '@app/shared';
import { Icon } from '../games/common/icons/Icon';
import { themeIcon } from './themeIcons';
import styles from './Hub.module.css';

interface Props {
  topics: readonly TopicSummary[];
  years: readonly number[];
  year: number | null;
  onYear: (year: number | null) => void;
  onTopic: (key: string) => void;
  /** the list is still on its way: the heading and card places show at once, the cards follow */
  loading?: boolean;
}

/** as many card places as fill a phone's first screen, so nothing jumps when the cards arrive */
const SKELETON_CARDS = 6;

/** Step 1: a picture card per topic (its theme's picture, title, year and size), with year pills above. */
export function TopicPicker({ topics, years, year, onYear, onTopic, loading = false }: Props) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="hub-topics" className={styles.section}>
      <h2 id="hub-topics" className={styles.sectionHeading}>
        {t('hub.chooseTopic')}
      </h2>
      <div className={styles.chips} role="group" aria-label={t('hub.year')} data-testid="hub-years">
        <button type="button" className={styles.chip} aria-pressed={year === null} onClick={() => onYear(null)}>
          {t('hub.allYears')}
        </button>
        {years.map((y) => (
          <button key={y} type="button" className={styles.chip} aria-pressed={year === y} onClick={() => onYear(y)} data-testid={`hub-year-${y}`}>
            {t('hub.yearN', { year: y })}
          </button>
        ))}
      </div>
      {loading ? (
        <div role="status" aria-busy="true" data-testid="hub-topics-loading">
          <span className={styles.srOnly}>{t('hub.loading')}</span>
          <ul className={styles.pictureCards} aria-hidden="true">
            {Array.from({ length: SKELETON_CARDS }, (_, i) => (
              <li key={i} className={styles.skeletonCard} />
            ))}
          </ul>
        </div>
      ) : topics.length === 0 ? (
        <p className={styles.empty} data-testid="hub-no-topics">
          {t('hub.noTopics')}
        </p>
      ) : (
        <ul className={styles.pictureCards} data-testid="hub-topics">
          {topics.map((topic) => (
            <li key={topic.key}>
              <button type="button" className={styles.pictureCard} onClick={() => onTopic(topic.key)} data-testid="hub-topic" data-key={topic.key}>
                <Icon name={themeIcon(topic.theme)} size={48} className={styles.cardPicture} />
                <span className={styles.cardTitle} lang={languageTag(topic.language)}>
                  {topic.title}
                </span>
                <span className={styles.cardMeta}>
                  {t('hub.yearN', { year: topic.year })} · {t('hub.words', { count: topic.itemCount })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
