import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TopicSummary } from '@app/shared';
import styles from './authoring.module.css';

export function MyTopics({ topics, error }: { topics: TopicSummary[] | null; error: string | null }) {
  const { t } = useTranslation();
  const { hash } = useLocation();
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
  return (
    <ul className={styles.topicList} data-testid="my-topics" id="my-topics">
      {topics.map((topic) => (
        <li key={topic.key} className={styles.topicRow}>
          <span className={styles.topicTitle}>
            {topic.title}
            <small>
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
  );
}
