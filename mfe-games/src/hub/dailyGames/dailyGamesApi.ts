import { isApiError, type HttpClient } from '@app/shared';

/** Today's free games (docs/requirements.md §9 "limited daily games"), as the api counts them in Malaysian time. */
export interface DailyAllowance {
  limit: number;
  /** null: no daily limit for this account (teachers, paid plans) */
  remaining: number | null;
  played: number;
  resetsAt: string;
}

export type StartAnswer = { kind: 'counted'; allowance: DailyAllowance } | { kind: 'limit'; limit: number; resetsAt: string } | { kind: 'unknown' };

const BASE = '/wp-json/custom/v1/games';

export async function fetchAllowance(http: HttpClient): Promise<DailyAllowance> {
  const { data } = await http.get<DailyAllowance>(`${BASE}/allowance`);
  return data;
}

/**
 * Tells the api a game has started: it counts towards today's free games, and a game counted
 * here keeps its score even if the limit is reached before it ends. Offline, the game is counted
 * when its score arrives instead.
 */
export async function recordGameStart(http: HttpClient, quizCategory: string, topicKey: string): Promise<StartAnswer> {
  try {
    const { data } = await http.post<DailyAllowance>(`${BASE}/start`, { quiz_category: quizCategory, topic_key: topicKey });
    return { kind: 'counted', allowance: data };
  } catch (error) {
    if (isApiError(error) && error.code === 'daily_limit') {
      return { kind: 'limit', limit: Number(error.details.limit ?? 0), resetsAt: String(error.details.resetsAt ?? '') };
    }
    return { kind: 'unknown' };
  }
}
