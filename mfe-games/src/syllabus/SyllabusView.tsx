import { useTranslation } from 'react-i18next';
import { languageTag, usePlatform, type SyllabusYear, type TopicSummary } from '@app/shared';
import { topicHref } from './syllabusApi';
import styles from './Syllabus.module.css';

function TopicCard({ topic }: { topic: TopicSummary }) {
  const { t } = useTranslation();
  const platform = usePlatform();
  const href = topicHref(topic);
  const pictures = (topic.fieldCounts?.image ?? 0) > 0;
  return (
    <li>
      <a
        className={styles.card}
        href={href}
        data-testid="syllabus-topic"
        data-key={topic.key}
        aria-label={`${t('syllabus.play', { title: topic.title })}, ${t('syllabus.words', { count: topic.itemCount })}`}
        onClick={(e) => {
          if (e.metaKey || e.ctrlKey || e.shiftKey) return;
          e.preventDefault();
          platform.navigate(href);
        }}
      >
        <span className={styles.cardTitle} lang={languageTag(topic.language)}>
          {topic.title}
        </span>
        <span className={styles.cardMeta}>{t('syllabus.words', { count: topic.itemCount })}</span>
        {topic.ordered || pictures ? (
          <span className={styles.badges}>
            {topic.ordered ? <span className={styles.badge}>{t('syllabus.ordered')}</span> : null}
            {pictures ? <span className={styles.badge}>{t('syllabus.pictures')}</span> : null}
          </span>
        ) : null}
      </a>
    </li>
  );
}

/** Years → themes → topic cards; each card opens the game hub on that topic. */
export function SyllabusView({ years }: { years: readonly SyllabusYear[] }) {
  const { t } = useTranslation();
  return (
    <>
      {years.map((y) => (
        <section key={y.year} className={styles.year} aria-labelledby={`syllabus-year-${y.year}`} data-testid={`syllabus-year-${y.year}`}>
          <h2 id={`syllabus-year-${y.year}`} className={styles.yearHeading}>
            {t('syllabus.yearN', { year: y.year })}
          </h2>
          {y.themes.map((theme) => (
            <section
              key={theme.theme}
              className={styles.theme}
              aria-labelledby={`syllabus-${y.year}-${theme.theme}`}
              data-testid="syllabus-theme"
              data-theme={theme.theme}
            >
              <h3 id={`syllabus-${y.year}-${theme.theme}`} className={styles.themeHeading}>
                {t(`syllabus.themes.${theme.theme}`, { defaultValue: theme.theme })}
              </h3>
              <ul className={styles.cards}>
                {theme.topics.map((topic) => (
                  <TopicCard key={topic.key} topic={topic} />
                ))}
              </ul>
            </section>
          ))}
        </section>
      ))}
    </>
  );
}
