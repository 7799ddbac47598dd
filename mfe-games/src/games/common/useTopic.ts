import { usePlatform, type Language, type Topic, type TopicSummary } from '@app/shared';
import { fetchTopic, fetchTopicSummaries } from './topicApi';
import { useAsyncValue, type AsyncValue } from './useAsyncValue';

/** One full topic by key (`GET /wp-json/custom/v1/topics/{key}`). */
export function useTopic(key: string | null | undefined): AsyncValue<Topic | null> {
  const platform = usePlatform();
  return useAsyncValue(async () => (key ? fetchTopic(platform.http, key) : null), [key, platform.http]);
}

/** The topic summaries of one language (`GET /wp-json/custom/v1/topics?language=…`). */
export function useTopicList(language: Language): AsyncValue<TopicSummary[]> {
  const platform = usePlatform();
  return useAsyncValue(() => fetchTopicSummaries(platform.http, language), [language, platform.http]);
}
