import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language, type TopicSummary } from '@app/shared';
import styles from './authoring.module.css';

/** All of the teacher's topics, every language, with a language filter (all by default). */
export function MyTopics({ topics, error, language }: { topics: TopicSummary[] | null; error: string | null; language: Language }) {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const [only, setOnly] = useState<Language | 'all'>('all');
  const shown = (topics ?? []).filter((topic) => only === 'all' || topic.language === only);
  // the reader's own language first, then the others in the usual order
  const order = [language, ...LANGUAGES.filter((l) => l !== language)];
  // the menu's "My topics" opens /create#my-topics: bring the list into view once it is there
  useEffect(() => {
    if (hash === '#my-topics' && topics) document.getElementById('my-topics')?.scrollIntoView?.({ block: 'start' });
  }, [hash, topics]);
  if (error)
    return (
      <p role="alert" className={styles.error} id="my-topics">
        {error}
      </p>
    );
  if (!topics)
    return (
      <p role="status" id="my-topics">
        {t('authoring.loading')}
      </p>
    );
  if (topics.length === 0)
    return (
      <p className={styles.empty} data-testid="my-topics-empty" id="my-topics">
        {t('authoring.noTopicsYet')}
      </p>
    );
  const count = (l: Language) => topics.filter((topic) => topic.language === l).length;
  return (
    <div id="my-topics">
      <label className={styles.filter}>
        {t('authoringPlans.languageFilter')}
        <select value={only} onChange={(e) => setOnly(e.target.value as Language | 'all')} data-testid="my-topics-language">
          <option value="all">{t('authoringPlans.allLanguages', { count: topics.length })}</option>
          {order.map((l) => (
            <option key={l} value={l}>
              {t('authoringPlans.languageCount', { language: t(`authoring.languages.${l}`), count: count(l) })}
            </option>
          ))}
        </select>
      </label>
      {shown.length === 0 ? (
        <p className={styles.empty} data-testid="my-topics-none-in-language">
          {t('authoringPlans.noneInLanguage')}
        </p>
      ) : (
        <ul className={styles.topicList} data-testid="my-topics">
          {shown.map((topic) => (
            <li key={topic.key} className={styles.topicRow} data-language={topic.language}>
              <span className={styles.topicTitle}>
                {topic.title}
                <small>
                  {' · '}
                  {t(`authoring.languages.${topic.language}`)}
                  {' · '}
                  {topic.key.startsWith('ai-generated-') ? t('authoring.madeWithAi') : t('authoring.madeByHand')}
                  {' · '}
                  {t('authoring.wordCount', { count: topic.itemCount })}
                </small>
              </span>
              <span className={styles.rowActions}>
                <Link to={`/topic-form?topic=${encodeURIComponent(topic.key)}`}>{t('authoring.edit')}</Link>
                <Link to={`/home?topic=${encodeURIComponent(topic.key)}`}>{t('authoring.play')}</Link>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
