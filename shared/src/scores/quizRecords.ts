import { z } from 'zod/mini';
import { QUIZ_CATEGORIES } from '../scoring/gameIds';

// docs/requirements.md §7: learning analytics read three categories; every game has its own (QUIZ_CATEGORIES, gameIds.ts).

/** docs/requirements.md §3 "Quiz score record: quiz_category, topic_key, score, level, time_submitted." */
export const quizScoreRecordSchema = z.object({
  quiz_category: z.enum(QUIZ_CATEGORIES),
  topic_key: z.string().check(z.minLength(1)),
  score: z.number().check(z.gte(0)),
  level: z.int().check(z.gte(1), z.lte(3)),
  /** ISO 8601 */
  time_submitted: z.string(),
});
export type QuizScoreRecord = z.infer<typeof quizScoreRecordSchema>;

/** docs/requirements.md §3 "Quiz progress record: progress_state, a JSON string." */
export const quizProgressRecordSchema = z.object({
  quiz_category: z.enum(QUIZ_CATEGORIES),
  topic_key: z.string().check(z.minLength(1)),
  progress_state: z.string(),
  updated_at: z.optional(z.string()),
});
export type QuizProgressRecord = z.infer<typeof quizProgressRecordSchema>;
