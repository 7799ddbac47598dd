import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/requestUser';
import { errorSchema } from '../../http/errorSchema';
import { forbidden } from '../../http/httpError';
import { canReadQuizRecordsOf, resolveUserIdentifier } from './quizAccess';
import { progressBody, progressRecord, progressRecordSchema, readQuery, scoreBody, scoreRecord, scoreRecordSchema } from './quizSchemas';
import { saveQuizScore } from './saveQuizScore';
import { listProgress, listScores, upsertProgress } from './scoreRepository';
import { createTopicFacts } from './topicCeilings';

const BASE = '/wp-json/custom/v1';
const security = [{ bearer: [] }];
const tags = ['quiz'];

export { SAVES_PER_MINUTE, SAVE_RATE_LIMIT_MESSAGE } from './saveQuizScore';

/** Quiz score and progress records (docs/requirements.md §3/§7); scores are idempotent by client_id (docs/architecture.md "Speed on a cheap phone"). */
const quizRoutes: FastifyPluginAsyncZod = async (app) => {
  const topicFacts = createTopicFacts(app.db);

  const saveErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 409: errorSchema, 429: errorSchema };
  const saveSchema = { body: scoreBody, security, tags, response: { 200: scoreRecordSchema, ...saveErrors } };
  app.post(`${BASE}/save-quiz-score`, { schema: saveSchema }, async (request) => {
    const user = requireUser(request);
    return scoreRecord(await saveQuizScore(app.db, topicFacts, app.config.dailyGameLimit, user, request.body));
  });

  const progressErrors = { 400: errorSchema, 401: errorSchema };
  const progressSchema = {
    body: progressBody,
    security,
    tags,
    response: { 200: progressRecordSchema, ...progressErrors },
  };
  app.post(`${BASE}/save-quiz-progress`, { schema: progressSchema }, async (request) => {
    const user = requireUser(request);
    const b = request.body;
    const row = await upsertProgress(app.db, user.sub, b.quiz_category, b.topic_key, b.progress_state);
    return progressRecord(user.sub, row);
  });

  /** Whose records a read is for: the reader's own, or a student's their teacher may read. */
  const readableUser = async (request: Parameters<typeof requireUser>[0], identifier: string | undefined) => {
    const reader = requireUser(request);
    const userId = await resolveUserIdentifier(app.db, identifier, reader);
    if (!userId || !(await canReadQuizRecordsOf(app.db, reader, userId))) {
      throw forbidden('You can only read your own quiz records.', 'not_your_records');
    }
    return userId;
  };
  const readErrors = { 401: errorSchema, 403: errorSchema };

  const scoresSchema = {
    querystring: readQuery,
    security,
    tags,
    response: { 200: z.array(scoreRecordSchema), ...readErrors },
  };
  app.get(`${BASE}/get-quiz-scores`, { schema: scoresSchema }, async (request) => {
    const { user_identifier, quiz_category, topic_key } = request.query;
    const userId = await readableUser(request, user_identifier);
    return (await listScores(app.db, { userId, quizCategory: quiz_category, topicKey: topic_key })).map(scoreRecord);
  });

  const progressListSchema = {
    querystring: readQuery,
    security,
    tags,
    response: { 200: z.array(progressRecordSchema), ...readErrors },
  };
  app.get(`${BASE}/get-quiz-progress`, { schema: progressListSchema }, async (request) => {
    const { user_identifier, quiz_category, topic_key } = request.query;
    const userId = await readableUser(request, user_identifier);
    const rows = await listProgress(app.db, { userId, quizCategory: quiz_category, topicKey: topic_key });
    return rows.map((r) => progressRecord(userId, r));
  });
};
export default quizRoutes;
