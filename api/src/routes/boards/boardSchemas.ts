import { z } from 'zod';

/** Response shapes of the boards endpoints (fastify/demo: schemas beside the routes). */
export const sessionSchema = z.object({
  pin: z.string(),
  quizCategory: z.string(),
  topicKey: z.string(),
  language: z.string(),
  status: z.enum(['open', 'ended']),
  createdAt: z.string(),
  expiresAt: z.string(),
  endedAt: z.string().nullable(),
  admission: z.enum(['open', 'approve']),
  classOnly: z.boolean(),
});

export const boardSchema = z.object({
  session: sessionSchema,
  players: z.array(
    z.object({
      rank: z.number().nullable(),
      nickname: z.string(),
      bestScore: z.number().nullable(),
      attempts: z.number(),
      lastScoreAt: z.string().nullable(),
      joinedAt: z.string(),
      status: z.enum(['playing', 'waiting']),
    }),
  ),
});

/** The board as a spreadsheet (UTF-8 with a BOM, so Excel shows Tamil nicknames). */
export const boardCsvSchema = z.string().describe('rank,nickname,best_score,attempts,last_score_at,joined_at,game,topic,pin rows');

/**
 * The live board: a server-sent event stream. A `board` event (the board as JSON, boardSchema,
 * with a `version`) comes first and whenever changes may have been missed; then, at most every
 * 150 ms, a `patch` event with what changed since the version it names (shared BoardPatch). A
 * keep-alive comment every 20 s.
 */
export const boardEventsSchema = z
  .string()
  .describe('text/event-stream: `event: board` (a versioned board), then `event: patch` messages (rows, ranks that moved, removed players)');

export const joinSchema = z.object({
  playerId: z.number(),
  playerToken: z.string(),
  nickname: z.string(),
  status: z.enum(['playing', 'waiting']),
  session: sessionSchema,
  playUrl: z.string(),
});

export const classSchema = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  showFullNames: z.boolean(),
  memberCount: z.number(),
  teacherName: z.string(),
  isOwner: z.boolean(),
});

export const studentsSchema = z.object({
  students: z.array(z.object({ id: z.number(), name: z.string(), className: z.string(), lastPlayed: z.string().nullable() })),
});

export const classListSchema = z.object({ classes: z.array(classSchema) });

export const dashboardSchema = z.object({
  classes: z.array(classSchema),
  recentActivity: z.array(z.object({ studentName: z.string(), quizCategory: z.string(), topicKey: z.string(), score: z.number(), timeSubmitted: z.string() })),
  weakestTopics: z.array(z.object({ quizCategory: z.string(), topicKey: z.string(), averageScore: z.number(), attempts: z.number(), students: z.number() })),
  inactiveStudents: z.array(z.object({ id: z.number(), name: z.string(), className: z.string(), lastPlayed: z.string().nullable() })),
  weekStart: z.string(),
});

/** docs/requirements.md §3 quiz score / progress records, as get-quiz-scores / get-quiz-progress return them. */
export const scoreRecordsSchema = z.array(
  z.object({ quiz_category: z.string(), topic_key: z.string(), score: z.number(), level: z.number(), time_submitted: z.string() }),
);
export const progressRecordsSchema = z.array(
  z.object({ quiz_category: z.string(), topic_key: z.string(), progress_state: z.string(), updated_at: z.string().optional() }),
);
