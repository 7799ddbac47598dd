import type { HttpClient } from '@app/shared';

/** What the server tells the browser about topic generation: never a key or an address. */
export interface AiStatus {
  /** `provider`: an AI chat model configured on the server; `offline`: the bundled-lexicon generator */
  mode: 'provider' | 'offline';
  /** false only when the server can generate no topics at all */
  available: boolean;
  model?: string;
}

export async function fetchAiStatus(http: HttpClient): Promise<AiStatus> {
  const { data } = await http.get<AiStatus>('/wp-json/custom/v1/ai/status');
  return data;
}
