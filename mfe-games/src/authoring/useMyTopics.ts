import { useApiErrorText, useLoadData, type Language, type TopicSummary } from '@app/shared';

/** The teacher's own topics (custom- and ai-generated-) in one language; `error` is ready to show. */
export function useMyTopics(language: Language, enabled: boolean) {
  const errorText = useApiErrorText();
  const loaded = useLoadData(
    ({ http, signal }) =>
      http
        .get<TopicSummary[]>('/wp-json/custom/v1/topics', { params: { language }, signal })
        .then(({ data }) => data.filter((t) => !t.key.startsWith('pre-generated-'))),
    [language],
    { enabled },
  );
  return { topics: loaded.data ?? null, error: loaded.status === 'error' ? errorText(loaded.error) : null, reload: loaded.reload };
}

export interface Allowance {
  planId: string;
  custom: { limit: number | null; used: number; remaining: number | null };
  ai: { limit: number | null; used: number; remaining: number | null };
}

/** This month's allowance; none shown when it cannot be read (the server enforces it anyway). */
export function useAllowance(enabled: boolean) {
  const loaded = useLoadData(({ http, signal }) => http.get<Allowance>('/wp-json/custom/v1/topics/allowance', { signal }).then((r) => r.data), [], { enabled });
  return { allowance: loaded.data ?? null, reload: loaded.reload };
}
