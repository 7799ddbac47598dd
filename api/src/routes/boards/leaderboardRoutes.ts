import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LEADERBOARD_PERIODS, LEADERBOARD_SCOPES } from '@app/shared/node';
import { requireUser } from '../../auth/requestUser';
import { loadBoardUser, requireActiveSubscription } from './boardAccess';
import { readLeaderboard, readSchoolboard, readScoreboard } from './leaderboardQueries';

const entrySchema = z.object({
  rank: z.number(),
  name: z.string(),
  school: z.string().nullable(),
  score: z.number(),
  timeSubmitted: z.string(),
  isViewer: z.boolean(),
});
const optionalText = z.string().trim().min(1).max(120).optional();
export const LEADERBOARD_SUBSCRIPTION_MESSAGE = 'Leaderboards need an active subscription.';

const leaderboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wp-json/custom/v1/leaderboard',
    {
      schema: {
        querystring: z.object({
          quiz_category: optionalText,
          topic_key: optionalText,
          language: z.enum(['en', 'ta', 'bm']).optional(),
          period: z.enum(LEADERBOARD_PERIODS).default('week'),
          scope: z.enum(LEADERBOARD_SCOPES).default('everyone'),
          limit: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: {
          200: z.object({
            period: z.enum(LEADERBOARD_PERIODS),
            scope: z.enum(LEADERBOARD_SCOPES),
            periodStart: z.string().nullable(),
            total: z.number(),
            entries: z.array(entrySchema),
            viewer: entrySchema.nullable(),
            scopeMissing: z.enum(['class', 'school']).nullable(),
          }),
        },
      },
    },
    async (request) => {
      const claims = requireUser(request);
      const viewer = await loadBoardUser(app.db, claims.sub);
      await requireActiveSubscription(app.db, viewer.id, LEADERBOARD_SUBSCRIPTION_MESSAGE);
      const q = request.query;
      return readLeaderboard(app.db, viewer, {
        quizCategory: q.quiz_category,
        topicKey: q.topic_key,
        language: q.language,
        period: q.period,
        scope: q.scope,
        limit: q.limit,
      });
    },
  );

  app.get(
    '/wp-json/custom/v1/schoolboard',
    {
      schema: {
        querystring: z.object({
          state: optionalText,
          quiz_category: optionalText,
          period: z.enum(LEADERBOARD_PERIODS).default('month'),
          sort: z.enum(['average', 'total']).default('average'),
        }),
        response: {
          200: z.object({
            schools: z.array(
              z.object({
                rank: z.number(),
                school: z.string(),
                state: z.string(),
                activeStudents: z.number(),
                totalScore: z.number(),
                averageScore: z.number(),
              }),
            ),
          }),
        },
      },
    },
    async (request) => {
      const claims = requireUser(request);
      await requireActiveSubscription(app.db, Number(claims.sub), LEADERBOARD_SUBSCRIPTION_MESSAGE);
      const q = request.query;
      return { schools: await readSchoolboard(app.db, { state: q.state, period: q.period, quizCategory: q.quiz_category, sort: q.sort }) };
    },
  );

  app.get(
    '/wp-json/custom/v1/scoreboard',
    {
      schema: {
        response: {
          200: z.object({
            recent: z.array(
              z.object({
                quizCategory: z.string(),
                topicKey: z.string(),
                language: z.string().nullable(),
                score: z.number(),
                level: z.number(),
                timeSubmitted: z.string(),
              }),
            ),
            bests: z.array(
              z.object({
                quizCategory: z.string(),
                topicKey: z.string(),
                bestScore: z.number(),
                attempts: z.number(),
                averageScore: z.number(),
                lastPlayed: z.string(),
              }),
            ),
          }),
        },
      },
    },
    async (request) => {
      // own data only: the user id comes from the token, never from the query
      return readScoreboard(app.db, Number(requireUser(request).sub));
    },
  );
};
export default leaderboardRoutes;
