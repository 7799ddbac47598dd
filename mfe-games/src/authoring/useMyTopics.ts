import { useApiErrorText, useLoadData, type TopicSummary } from '@app/shared';

/**
 * All of the teacher's own topics (custom- and ai-generated-), in every language (issue 27: a
 * Malay topic made on a Tamil screen was nowhere to be found); the list filters by language.
 * `error` is ready to show.
 */
export function useMyTopics(enabled: boolean) {
  const errorText = useApiErrorText();
  const loaded = useLoadData(
    ({ http, signal }) =>
      http.get<TopicSummary[]>('/wp-json/custom/v1/topics', { signal }).then(({ data }) => data.filter((t) => !t.key.startsWith('pre-generated-'))),
    [],
    { enabled },
  );
  return { topics: loaded.data ?? null, error: loaded.status === 'error' ? errorText(loaded.error) : null, reload: loaded.reload };
}

export interface Allowance {
  planId: string;
  /** what makes topics on this server: an AI service or the word library (absent from an older api) */
  generator?: 'ai' | 'library';
  custom: { limit: number | null; used: number; remaining: number | null };
  ai: { limit: number | null; used: number; remaining: number | null };
}

/** This month's allowance; none shown when it cannot be read (the server enforces it anyway). */
export function useAllowance(enabled: boolean) {
  const loaded = useLoadData(({ http, signal }) => http.get<Allowance>('/wp-json/custom/v1/topics/allowance', { signal }).then((r) => r.data), [], { enabled });
  return { allowance: loaded.data ?? null, reload: loaded.reload };
}
