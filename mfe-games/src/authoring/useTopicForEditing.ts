import { useEffect, useState } from 'react';
import { usePlatform, type Topic } from '@app/shared';

/** Loads `?topic=<key>` for editing; no key = a new topic. */
export function useTopicForEditing(key: string | null) {
  const { http } = usePlatform();
  const [state, setState] = useState<{ topic: Topic | null; loading: boolean; error: string | null }>({ topic: null, loading: Boolean(key), error: null });
  useEffect(() => {
    if (!key) return setState({ topic: null, loading: false, error: null });
    let live = true;
    setState({ topic: null, loading: true, error: null });
    http
      .get<Topic>(`/wp-json/custom/v1/topics/${encodeURIComponent(key)}`)
      .then(({ data }) => live && setState({ topic: data, loading: false, error: null }))
      .catch((e: Error) => live && setState({ topic: null, loading: false, error: e.message }));
    return () => {
      live = false;
    };
  }, [http, key]);
  return state;
}

/** POST topics: the server validates again and keeps the owner. */
export function useSaveTopic() {
  const { http } = usePlatform();
  return (body: unknown) => http.post<Topic>('/wp-json/custom/v1/topics', body).then((r) => r.data);
}
