import { canPlayTopic, GAME_IDS, quizCategoryOf, topicSchema, useLoadData, type Language, type QuizCategory, type Topic } from '@app/shared';

export interface TopicSummaryOption {
  key: string;
  title: string;
  year: number;
}

/** The topics of a language a teacher may set (bundled and their own), by school year. */
export function useTopicSummaries(language: Language) {
  return useLoadData(
    ({ http, signal }) =>
      http.get<unknown>('/wp-json/custom/v1/topics', { params: { language }, signal }).then(({ data }) => {
        const list = Array.isArray(data) ? data : ((data as { topics?: unknown[] }).topics ?? []);
        return (list as Partial<TopicSummaryOption>[])
          .filter((t): t is TopicSummaryOption => typeof t.key === 'string' && typeof t.title === 'string' && typeof t.year === 'number')
          .sort((a, b) => a.year - b.year || a.title.localeCompare(b.title));
      }),
    [language],
  );
}

/** The chosen topic in full, and the games (quiz categories) it can feed. */
export function useChosenTopic(key: string) {
  return useLoadData(
    ({ http, signal }) =>
      http.get<unknown>(`/wp-json/custom/v1/topics/${encodeURIComponent(key)}`, { signal }).then(({ data }) => {
        const topic = topicSchema.parse(data);
        return { topic, games: playableGames(topic) };
      }),
    [key],
    { enabled: key !== '' },
  );
}

export function playableGames(topic: Pick<Topic, 'items'>): QuizCategory[] {
  return GAME_IDS.filter((id) => canPlayTopic(id, topic)).map(quizCategoryOf);
}
