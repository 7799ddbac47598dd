import { z } from 'zod/mini';
import { quizProgressRecordSchema, topicSchema, type Language, type QuizProgressRecord, type Topic, type TopicSummary, type HttpClient } from '@app/shared';

/**
 * Reads topics and saved progress from the api. Responses are parsed with zod: a bad topic is
 * an error the page shows, never a crash inside a game. Lists accept a bare array or an object
 * wrapping it, so a harmless envelope change on the server does not break the hub.
 */
const TOPICS = '/wp-json/custom/v1/topics';

const topicSummarySchema = z.catchall(z.extend(z.omit(topicSchema, { items: true }), { itemCount: z.int().check(z.nonnegative()) }), z.unknown());

function listOf(data: unknown, keys: string[]): unknown[] {
  if (Array.isArray(data)) return data;
  if (data && typeof data === 'object') {
    for (const k of keys) {
      const v = (data as Record<string, unknown>)[k];
      if (Array.isArray(v)) return v;
    }
  }
  return [];
}

export async function fetchTopicSummaries(http: HttpClient, language: Language): Promise<TopicSummary[]> {
  const { data } = await http.get(TOPICS, { params: { language } });
  return listOf(data, ['topics', 'items', 'data'])
    .map((t) => topicSummarySchema.safeParse(t))
    .flatMap((r) => (r.success ? [r.data as TopicSummary] : []));
}

// Topics are immutable per key for a session; keeping them avoids a second request hub → game.
const topicCache = new Map<string, Topic>();

export async function fetchTopic(http: HttpClient, key: string): Promise<Topic> {
  const cached = topicCache.get(key);
  if (cached) return cached;
  const { data } = await http.get(`${TOPICS}/${encodeURIComponent(key)}`);
  const body = data && typeof data === 'object' && 'topic' in data ? (data as { topic: unknown }).topic : data;
  const topic = topicSchema.parse(body);
  topicCache.set(key, topic);
  return topic;
}

export function clearTopicCache(): void {
  topicCache.clear();
}

/** The signed-in user's saved progress records (for one category, or all). */
export async function fetchQuizProgress(http: HttpClient, userId: string, quizCategory?: string): Promise<QuizProgressRecord[]> {
  const { data } = await http.get('/wp-json/custom/v1/get-quiz-progress', {
    params: { user_identifier: userId, ...(quizCategory ? { quiz_category: quizCategory } : {}) },
  });
  return listOf(data, ['progress', 'records', 'items', 'data'])
    .map((r) => quizProgressRecordSchema.safeParse(r))
    .flatMap((r) => (r.success ? [r.data] : []));
}

export async function saveQuizProgress(
  http: HttpClient,
  record: { quiz_category: string; topic_key: string; progress_state: string; user_identifier?: string },
): Promise<void> {
  await http.post('/wp-json/custom/v1/save-quiz-progress', record);
}
