import { useApiErrorText, useLoadData, usePlatform, type Topic } from '@app/shared';

/** Loads `?topic=<key>` for editing; no key = a new topic. `error` is ready to show, in the reader's language. */
export function useTopicForEditing(key: string | null) {
  const errorText = useApiErrorText();
  const loaded = useLoadData(
    ({ http, signal }) => http.get<Topic>(`/wp-json/custom/v1/topics/${encodeURIComponent(key ?? '')}`, { signal }).then((r) => r.data),
    [key],
    { enabled: Boolean(key) },
  );
  return {
    topic: loaded.data ?? null,
    loading: loaded.loading,
    error: loaded.status === 'error' ? errorText(loaded.error) : null,
  };
}

/** POST topics: the server validates again and keeps the owner. */
export function useSaveTopic() {
  const { http } = usePlatform();
  return (body: unknown) => http.post<Topic>('/wp-json/custom/v1/topics', body).then((r) => r.data);
}
