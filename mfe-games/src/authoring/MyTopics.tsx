import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TopicSummary } from '@app/shared';
import styles from './authoring.module.css';

export function MyTopics({ topics, error }: { topics: TopicSummary[] | null; error: string | null }) {
  const { t } = useTranslation();
  if (error) return <p role="alert" className={styles.error}>{error}</p>;
  if (!topics) return <p role="status">{t('authoring.loading')}</p>;
  if (topics.length === 0) return <p className={styles.empty} data-testid="my-topics-empty">{t('authoring.noTopicsYet')}</p>;
  return (
    <ul className={styles.topicList} data-testid="my-topics">
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
