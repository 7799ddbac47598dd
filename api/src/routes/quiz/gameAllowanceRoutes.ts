import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { QUIZ_CATEGORIES, TOPIC_KEY_PATTERN } from '@app/shared/node';
import { requireUser } from '../../auth/requestUser';
import { allowanceOf, startGame } from './dailyGames';
import { errorSchema } from '../../http/errorSchema';

const BASE = '/wp-json/custom/v1/games';

const allowanceSchema = z.object({
  limit: z.number(),
  /** games left today; null when no daily limit applies (teachers, paid plans, a PIN game) */
  remaining: z.number().nullable(),
  played: z.number(),
  /** the next midnight in Malaysia, when the count starts again */
  resetsAt: z.string(),
});

/**
 * The free student's daily game limit (docs/requirements.md §9 "limited daily games", "unlimited games with
 * PIN"): the hub reads the allowance, a game counts when it starts, and the (limit + 1)th start
 * is refused with `daily_limit` (docs/adr/0010).
 */
const gameAllowanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const role = (r: string) => (r === 'teacher' ? 'teacher' : 'student') as 'student' | 'teacher';

  app.get(`${BASE}/allowance`, { schema: { security: [{ bearer: [] }], response: { 200: allowanceSchema, 401: errorSchema } } }, async (request) => {
    const user = requireUser(request);
    return allowanceOf(app.db, app.config.dailyGameLimit, user.sub, role(user.role));
  });

  app.post(
    `${BASE}/start`,
    {
      schema: {
        security: [{ bearer: [] }],
        body: z.object({ quiz_category: z.enum(QUIZ_CATEGORIES), topic_key: z.string().max(200).regex(TOPIC_KEY_PATTERN) }),
        response: { 200: allowanceSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return startGame(app.db, app.config.dailyGameLimit, {
        userId: user.sub,
        role: role(user.role),
        quizCategory: request.body.quiz_category,
        topicKey: request.body.topic_key,
      });
    },
  );
};
export default gameAllowanceRoutes;
