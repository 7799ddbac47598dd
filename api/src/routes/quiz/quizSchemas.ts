import { z } from 'zod';
import { HOMEWORK_RULES, QUIZ_CATEGORIES, itemAttemptsSchema, languageSchema, TOPIC_KEY_PATTERN } from '@app/shared/node';
import { MAX_DURATION_MS } from './scorePlausibility';
import type { ProgressRow, ScoreRow } from './scoreRepository';

/**
 * docs/requirements.md §3 quiz score record plus the client id (idempotency key), the elapsed time the game
 * measured and the topic's language. time_submitted is read but not trusted: any ISO time is
 * accepted (a phone clock can be wrong by minutes or years) and the server's receive time is
 * stored for ranking.
 */
export const scoreBody = z.object({
  client_id: z.string().uuid(),
  quiz_category: z.enum(QUIZ_CATEGORIES),
  topic_key: z.string().max(200).regex(TOPIC_KEY_PATTERN),
  score: z.number().int().min(0).max(1_000_000),
  level: z.number().int().min(1).max(3),
  time_submitted: z.string().max(40).datetime({ offset: true }),
  duration_ms: z.number().int().min(0).max(MAX_DURATION_MS),
  language: z.optional(languageSchema),
  user_identifier: z.string().max(200).optional(),
  /**
   * What the child did with each item (shared/src/scores/itemAttempts.ts). Optional: a score queued
   * by an older app has none and is still saved. When present it is checked against the topic and
   * the score (ADR 0030).
   */
  items: z.optional(itemAttemptsSchema),
  /** the homework assignment this game was played for */
  assignment_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  /** how long the score waited in the phone's offline queue, by the phone's running clock */
  queued_ms: z.number().int().min(0).max(HOMEWORK_RULES.maxQueuedMs).optional(),
});

export const progressBody = z.object({
  quiz_category: z.enum(QUIZ_CATEGORIES),
  topic_key: z.string().max(200).regex(TOPIC_KEY_PATTERN),
  progress_state: z
    .string()
    .max(200_000)
    .refine((s) => {
      try {
        JSON.parse(s);
        return true;
      } catch {
        return false;
      }
    }, 'progress_state must be a JSON string'),
  user_identifier: z.string().max(200).optional(),
});

export const readQuery = z.object({
  user_identifier: z.string().max(200).optional(),
  quiz_category: z.enum(QUIZ_CATEGORIES).optional(),
  topic_key: z.string().max(200).optional(),
});

export const scoreRecordSchema = z.object({
  id: z.string(),
  client_id: z.string(),
  user_identifier: z.string(),
  quiz_category: z.string(),
  topic_key: z.string(),
  language: z.string().nullable(),
  score: z.number(),
  level: z.number(),
  duration_ms: z.number().nullable(),
  /** when the server received it (what the boards rank by) */
  time_submitted: z.string(),
  /** what the phone's clock said, when it sent a time */
  client_time_submitted: z.string().nullable(),
  /** the homework assignment the score counted for, if any */
  assignment_id: z.number().nullable(),
  /** when the game was finished (receive time less its time in the offline queue) */
  finished_at: z.string(),
  /**
   * why the score is kept but not on the boards (docs/adr/0019): played faster than a child can,
   * a PIN game's score past the daily games, or removed by an admin as forged; null = on them
   */
  off_board: z.enum(['too_fast', 'daily_limit', 'removed']).nullable(),
});

export const progressRecordSchema = z.object({
  user_identifier: z.string(),
  quiz_category: z.string(),
  topic_key: z.string(),
  progress_state: z.string(),
  updated_at: z.string(),
});

const iso = (d: Date | string) => new Date(d).toISOString();

export function scoreRecord(r: ScoreRow): z.infer<typeof scoreRecordSchema> {
  return {
    id: String(r.id),
    client_id: r.client_id,
    user_identifier: String(r.user_id),
    quiz_category: r.quiz_category,
    topic_key: r.topic_key,
    language: r.language,
    score: Number(r.score),
    level: Number(r.level),
    duration_ms: r.duration_ms === null ? null : Number(r.duration_ms),
    time_submitted: iso(r.time_submitted),
    client_time_submitted: r.client_time_submitted === null ? null : iso(r.client_time_submitted),
    assignment_id: r.assignment_id === null ? null : Number(r.assignment_id),
    finished_at: iso(r.finished_at ?? r.time_submitted),
    off_board: r.off_board ?? null,
  };
}

export function progressRecord(userId: string, r: ProgressRow): z.infer<typeof progressRecordSchema> {
  return { user_identifier: userId, quiz_category: r.quiz_category, topic_key: r.topic_key, progress_state: r.progress_state, updated_at: iso(r.updated_at) };
}
