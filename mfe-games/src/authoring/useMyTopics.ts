import { useCallback, useEffect, useState } from 'react';
import { usePlatform, type Language, type TopicSummary } from '@app/shared';

/** The teacher's own topics (custom- and ai-generated-) in one language. */
export function useMyTopics(language: Language, enabled: boolean) {
  const { http } = usePlatform();
  const [topics, setTopics] = useState<TopicSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(() => {
    if (!enabled) return;
    setError(null);
    http
      .get<TopicSummary[]>('/wp-json/custom/v1/topics', { params: { language } })
      .then(({ data }) => setTopics(data.filter((t) => !t.key.startsWith('pre-generated-'))))
      .catch((e: Error) => setError(e.message));
  }, [http, language, enabled]);
  useEffect(reload, [reload]);
  return { topics, error, reload };
}

export interface Allowance {
  planId: string;
  custom: { limit: number | null; used: number; remaining: number | null };
  ai: { limit: number | null; used: number; remaining: number | null };
}

export function useAllowance(enabled: boolean) {
  const { http } = usePlatform();
  const [allowance, setAllowance] = useState<Allowance | null>(null);
  const reload = useCallback(() => {
    if (!enabled) return;
    http.get<Allowance>('/wp-json/custom/v1/topics/allowance').then(({ data }) => setAllowance(data)).catch(() => setAllowance(null));
  }, [http, enabled]);
  useEffect(reload, [reload]);
  return { allowance, reload };
}
