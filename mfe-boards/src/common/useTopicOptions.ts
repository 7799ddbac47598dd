import { useLoadData } from '@app/shared';

export interface TopicOption {
  key: string;
  title: string;
}

/** Topics of one language for pickers; an empty list (or an error) lets the form fall back to typing a key. */
export function useTopicOptions(language: string, enabled = true) {
  return useLoadData(
    ({ http, signal }) =>
      http.get<unknown>(`/wp-json/custom/v1/topics?language=${language}`, { signal }).then(({ data }) => {
        const list = Array.isArray(data) ? data : Array.isArray((data as { topics?: unknown }).topics) ? (data as { topics: unknown[] }).topics : [];
        return list
          .filter((t): t is TopicOption => typeof (t as TopicOption)?.key === 'string')
          .map((t) => ({ key: t.key, title: typeof t.title === 'string' ? t.title : t.key }));
      }),
    [language],
    { enabled },
  );
}
