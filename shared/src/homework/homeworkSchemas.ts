import { z } from 'zod/mini';
import { languageSchema, TOPIC_KEY_PATTERN } from '../content/topicSchema';
import { itemAttemptSchema } from '../scores/itemAttempts';
import { QUIZ_CATEGORIES } from '../scoring/gameIds';
import { HOMEWORK_RULES, RANKING_MODES } from './homeworkRules';

/**
 * The homework api's shapes (issue 23.6), declared once: the api validates and serialises with
 * them, the pages parse its answers with them (and the To-do list its offline copy).
 */
const level = z.int().check(z.gte(1), z.lte(3));
const count = z.int().check(z.gte(0));
/**
 * ISO 8601 with an offset; the teacher's page sends Malaysian time (+08:00). A pattern and a parse
 * rather than zod's iso checks, which the browsers' shared zod/mini facade does not carry.
 */
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
const instant = z.string().check(
  z.maxLength(40),
  z.refine((s) => ISO_WITH_OFFSET.test(s) && Number.isFinite(Date.parse(s)), 'an ISO date-time with its offset'),
);
const quizCategory = z.enum(QUIZ_CATEGORIES);
const gameList = z.array(quizCategory).check(
  z.minLength(1),
  z.maxLength(HOMEWORK_RULES.maxGames),
  z.refine((games) => new Set(games).size === games.length, 'each game once'),
);

/** POST classes/:id/assignments: `timed` defaults by the topic's year (untimed for Years 1–3). */
export const newAssignmentSchema = z.object({
  topic_key: z.string().check(z.maxLength(200), z.regex(TOPIC_KEY_PATTERN)),
  games: gameList,
  level,
  due_at: instant,
  timed: z.optional(z.boolean()),
  ranking: z._default(z.enum(RANKING_MODES), 'hidden'),
});
export type NewAssignment = z.infer<typeof newAssignmentSchema>;

/** PATCH assignments/:id: any of the settings; `closed` closes it now (true) or opens it again. */
export const assignmentChangesSchema = z.object({
  topic_key: z.optional(z.string().check(z.maxLength(200), z.regex(TOPIC_KEY_PATTERN))),
  games: z.optional(gameList),
  level: z.optional(level),
  due_at: z.optional(instant),
  timed: z.optional(z.boolean()),
  ranking: z.optional(z.enum(RANKING_MODES)),
  closed: z.optional(z.boolean()),
});
export type AssignmentChanges = z.infer<typeof assignmentChangesSchema>;

export const assignmentSchema = z.object({
  id: z.int(),
  class_id: z.int(),
  class_name: z.string(),
  teacher_name: z.string(),
  topic_key: z.string(),
  topic_title: z.string(),
  topic_language: languageSchema,
  topic_year: z.int(),
  games: z.array(quizCategory),
  level,
  due_at: z.string(),
  timed: z.boolean(),
  ranking: z.enum(RANKING_MODES),
  closed_at: z.nullable(z.string()),
  /** the most the games can score together on this topic and level */
  max_score: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Assignment = z.infer<typeof assignmentSchema>;

export const PUPIL_STATUSES = ['done', 'late', 'not_yet'] as const;
const pupilStatus = z.enum(PUPIL_STATUSES);

export const assignmentCountsSchema = z.object({ pupils: count, done: count, late: count });

/** The teacher's list (GET classes/:id/assignments, GET assignments). */
export const teacherAssignmentSchema = z.extend(assignmentSchema, { counts: assignmentCountsSchema });
export type TeacherAssignment = z.infer<typeof teacherAssignmentSchema>;
export const teacherAssignmentListSchema = z.object({ assignments: z.array(teacherAssignmentSchema) });

/** What a pupil sees of the others (classStanding). */
export const classStandingSchema = z.object({
  mode: z.enum(RANKING_MODES),
  average: z.optional(z.nullable(z.number())),
  pupils: z.optional(count),
  ranking: z.optional(z.array(z.object({ rank: z.int(), name: z.string(), score: z.number(), me: z.boolean() }))),
});
export type ClassStandingRecord = z.infer<typeof classStandingSchema>;

/** One entry of a pupil's To-do list (GET assignments/mine). */
export const myAssignmentSchema = z.extend(assignmentSchema, {
  status: pupilStatus,
  games_done: z.array(quizCategory),
  best_score: z.nullable(z.number()),
  stars: z.nullable(z.int()),
  /** the words not right first time: "practise what I missed" */
  missed_words: z.array(z.string()),
  standing: classStandingSchema,
});
export type MyAssignment = z.infer<typeof myAssignmentSchema>;
export const myAssignmentListSchema = z.object({ assignments: z.array(myAssignmentSchema) });

/** One game attempt with what was answered. */
export const attemptRecordSchema = z.object({
  id: z.string(),
  quiz_category: quizCategory,
  score: z.number(),
  duration_ms: z.nullable(z.int()),
  finished_at: z.string(),
  on_time: z.boolean(),
  stars: z.nullable(z.int()),
  /** null: sent by an app that recorded no answers */
  items: z.nullable(z.array(itemAttemptSchema)),
});
export type AttemptRecord = z.infer<typeof attemptRecordSchema>;

/** GET assignments/:id: the teacher gets the counts, a pupil their own attempts. */
export const assignmentDetailSchema = z.object({
  assignment: assignmentSchema,
  counts: z.optional(assignmentCountsSchema),
  attempts: z.optional(z.array(attemptRecordSchema)),
});

export const pupilResultSchema = z.object({
  id: z.int(),
  name: z.string(),
  status: pupilStatus,
  games_done: z.array(quizCategory),
  best_score: z.nullable(z.number()),
  stars: z.nullable(z.int()),
  time_spent_ms: count,
  attempts: count,
  last_at: z.nullable(z.string()),
});
export type PupilResult = z.infer<typeof pupilResultSchema>;

export const wordResultSchema = z.object({
  word: z.string(),
  pupils: count,
  right_first_time: count,
  missed: count,
  wrong_answers: z.array(z.object({ answer: z.string(), pupils: count })),
});
export type WordResultRecord = z.infer<typeof wordResultSchema>;

/** GET assignments/:id/results (teacher). */
export const assignmentResultsSchema = z.object({
  assignment: assignmentSchema,
  counts: assignmentCountsSchema,
  pupils: z.array(pupilResultSchema),
  words: z.array(wordResultSchema),
});
export type AssignmentResults = z.infer<typeof assignmentResultsSchema>;

/** GET assignments/:id/results/:pupilId (teacher): one pupil's answers. */
export const pupilAnswersSchema = z.object({
  assignment: assignmentSchema,
  pupil: z.object({ id: z.int(), name: z.string() }),
  attempts: z.array(attemptRecordSchema),
});
export type PupilAnswers = z.infer<typeof pupilAnswersSchema>;
