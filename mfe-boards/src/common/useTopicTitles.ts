import { useTranslation } from 'react-i18next';
import { topicTitleFor, useLoadData, useReaderLanguage, type TopicTitleEntry } from '@app/shared';

/**
 * Scores and boards hold topic keys; people read titles. One request for every key a page shows;
 * the answer names each topic in the reader's language where it can (shared topicTitleFor).
 */
export function useTopicTitles(keys: readonly string[]): (key: string) => string {
  const { t } = useTranslation();
  const language = useReaderLanguage();
  const unique = [...new Set(keys)].sort();
  const id = unique.join(',');
  const titles = useLoadData(
    ({ http, signal }) =>
      http.get<{ titles: Record<string, TopicTitleEntry> }>('/wp-json/custom/v1/topics/titles', { params: { keys: id }, signal }).then((r) => r.data.titles),
    [id],
    { enabled: unique.length > 0 },
  );
  return (key) => topicTitleFor(titles.data?.[key], language) ?? (titles.loading ? '…' : t('topicTitles.unknown'));
}
