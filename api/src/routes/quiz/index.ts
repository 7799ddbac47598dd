import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { QUIZ_CATEGORIES } from '@app/shared/src/scores/quizRecords';
import { languageSchema, TOPIC_KEY_PATTERN } from '@app/shared/src/content/topicSchema';
import { requireUser } from '../../auth/requestUser';
import { badRequest, conflict, forbidden } from '../../http/httpError';
import { canReadQuizRecordsOf, resolveUserIdentifier } from './quizAccess';

const BASE = '/wp-json/custom/v1';
/** An offline device may send a score days later, but never from the future (clock skew aside). */
const MAX_CLOCK_SKEW_MS = 10 * 60 * 1000;
const MAX_SCORE = 100_000;

const scoreBody = z.object({
  client_id: z.string().uuid(),
  quiz_category: z.enum(QUIZ_CATEGORIES),
  topic_key: z.string().regex(TOPIC_KEY_PATTERN),
  score: z.number().min(0).max(MAX_SCORE),
  level: z.number().int().min(1).max(3),
  time_submitted: z.string().datetime({ offset: true }),
  duration_ms: z.number().int().min(0).max(24 * 3600 * 1000).optional(),
  language: languageSchema.optional(),
  user_identifier: z.string().optional(),
});

const progressBody = z.object({
  quiz_category: z.enum(QUIZ_CATEGORIES),
  topic_key: z.string().regex(TOPIC_KEY_PATTERN),
  progress_state: z.string().max(200_000).refine((s) => {
    try {
      JSON.parse(s);
      return true;
    } catch {
      return false;
    }
  }, 'progress_state must be a JSON string'),
  user_identifier: z.string().optional(),
});

const readQuery = z.object({
  user_identifier: z.string().optional(),
  quiz_category: z.enum(QUIZ_CATEGORIES).optional(),
  topic_key: z.string().optional(),
});

interface ScoreRow {
  id: string | number;
  client_id: string;
  user_id: string | number;
  quiz_category: string;
  topic_key: string;
  language: string | null;
  score: string | number;
  level: number;
  duration_ms: number | null;
  time_submitted: Date | string;
}

const iso = (d: Date | string) => new Date(d).toISOString();

function scoreRecord(r: ScoreRow) {
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
  };
}

const SCORE_COLUMNS = 'id, client_id, user_id, quiz_category, topic_key, language, score, level, duration_ms, time_submitted';

/** Quiz score and progress records (SPEC.md §3/§7); scores are idempotent by client_id (DESIGN.md §4). */
const quizRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(`${BASE}/save-quiz-score`, { schema: { body: scoreBody, security: [{ bearer: [] }], tags: ['quiz'] } }, async (request) => {
    const user = requireUser(request);
    const b = request.body;
    if (new Date(b.time_submitted).getTime() > Date.now() + MAX_CLOCK_SKEW_MS) throw badRequest('time_submitted is in the future.', 'invalid_time_submitted');
    const inserted = await app.db.query<ScoreRow>(
      `INSERT INTO quiz_scores (client_id, user_id, quiz_category, topic_key, language, score, level, duration_ms, time_submitted)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (client_id) DO NOTHING RETURNING ${SCORE_COLUMNS}`,
      [b.client_id, user.sub, b.quiz_category, b.topic_key, b.language ?? null, b.score, b.level, b.duration_ms ?? null, b.time_submitted],
    );
    const row = inserted.rows[0] ?? (await app.db.query<ScoreRow>(`SELECT ${SCORE_COLUMNS} FROM quiz_scores WHERE client_id = $1`, [b.client_id])).rows[0];
    if (!row) throw conflict('The score could not be stored. Please try again.');
    // A replayed id is answered with the stored record, but only to the user who stored it.
    if (String(row.user_id) !== user.sub) throw conflict('That client_id belongs to another record.', 'client_id_taken');
    return scoreRecord(row);
  });

  app.post(`${BASE}/save-quiz-progress`, { schema: { body: progressBody, security: [{ bearer: [] }], tags: ['quiz'] } }, async (request) => {
    const user = requireUser(request);
    const b = request.body;
    const row = (
      await app.db.query<{ quiz_category: string; topic_key: string; progress_state: string; updated_at: Date | string }>(
        `INSERT INTO quiz_progress (user_id, quiz_category, topic_key, progress_state, updated_at) VALUES ($1, $2, $3, $4, now())
         ON CONFLICT (user_id, quiz_category, topic_key) DO UPDATE SET progress_state = EXCLUDED.progress_state, updated_at = now()
         RETURNING quiz_category, topic_key, progress_state, updated_at`,
        [user.sub, b.quiz_category, b.topic_key, b.progress_state],
      )
    ).rows[0]!;
    return { user_identifier: user.sub, quiz_category: row.quiz_category, topic_key: row.topic_key, progress_state: row.progress_state, updated_at: iso(row.updated_at) };
  });

  const readableUser = async (request: Parameters<typeof requireUser>[0], identifier: string | undefined): Promise<string> => {
    const reader = requireUser(request);
    const userId = await resolveUserIdentifier(app.db, identifier, reader);
    if (!userId || !(await canReadQuizRecordsOf(app.db, reader, userId))) throw forbidden('You can only read your own quiz records.', 'not_your_records');
    return userId;
  };

  app.get(`${BASE}/get-quiz-scores`, { schema: { querystring: readQuery, security: [{ bearer: [] }], tags: ['quiz'] } }, async (request) => {
    const userId = await readableUser(request, request.query.user_identifier);
    const params: unknown[] = [userId];
    let where = 'user_id = $1';
    if (request.query.quiz_category) where += ` AND quiz_category = $${params.push(request.query.quiz_category)}`;
    if (request.query.topic_key) where += ` AND topic_key = $${params.push(request.query.topic_key)}`;
    const rows = (await app.db.query<ScoreRow>(`SELECT ${SCORE_COLUMNS} FROM quiz_scores WHERE ${where} ORDER BY time_submitted DESC, id DESC LIMIT 1000`, params)).rows;
    return rows.map(scoreRecord);
  });

  app.get(`${BASE}/get-quiz-progress`, { schema: { querystring: readQuery, security: [{ bearer: [] }], tags: ['quiz'] } }, async (request) => {
    const userId = await readableUser(request, request.query.user_identifier);
    const params: unknown[] = [userId];
    let where = 'user_id = $1';
    if (request.query.quiz_category) where += ` AND quiz_category = $${params.push(request.query.quiz_category)}`;
    if (request.query.topic_key) where += ` AND topic_key = $${params.push(request.query.topic_key)}`;
    const rows = (
      await app.db.query<{ quiz_category: string; topic_key: string; progress_state: string; updated_at: Date | string }>(
        `SELECT quiz_category, topic_key, progress_state, updated_at FROM quiz_progress WHERE ${where} ORDER BY updated_at DESC`,
        params,
      )
    ).rows;
    return rows.map((r) => ({ user_identifier: userId, quiz_category: r.quiz_category, topic_key: r.topic_key, progress_state: r.progress_state, updated_at: iso(r.updated_at) }));
  });
};
export default quizRoutes;
