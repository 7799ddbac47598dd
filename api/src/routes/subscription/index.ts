import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, forbidden, unauthorized } from '../../http/httpError';
import { findUserById } from '../auth/userRepository';
import { serverSubscription } from './serverSubscription';
import { rememberSubscription } from './subscriptionCache';
import { subscriptionAnswer } from './subscriptionAnswer';

const record = z.object({
  id: z.string(),
  plan_id: z.string(),
  plan_name: z.string(),
  plan_category: z.enum(['teacher', 'student']),
  status: z.string(),
  expires_at: z.string().nullable(),
  order_id: z.number().nullable(),
  source: z.enum(['order', 'school-license', 'direct', 'none']),
});
const statusResponse = z.object({
  status: z.enum(['none', 'processing', 'active', 'expired', 'cancelled']),
  subscriptions: z.array(record),
  latest: z
    .object({
      plan_id: z.string(),
      plan_name: z.string(),
      plan_category: z.string(),
      order_id: z.number(),
      order_status: z.string(),
      date_created: z.string(),
      expires_at: z.string().nullable(),
    })
    .optional(),
  pending: z
    .object({
      order_id: z.number(),
      product_id: z.number(),
      plan_id: z.string(),
      plan_name: z.string(),
      total: z.number().nullable(),
      date_created: z.string(),
    })
    .optional(),
  scheduled: z.object({ order_id: z.number(), plan_id: z.string(), plan_name: z.string(), starts_at: z.string() }).optional(),
});

/**
 * GET subscription/status (docs/requirements.md §7): the signed-in user's own status, by the server's one plan
 * rule (serverSubscription). `subscriptions` lists only records that are active now, so a client
 * treating any record as "direct" never revives an expired plan.
 */
const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wp-json/custom/v1/subscription/status',
    { schema: { querystring: z.object({ email: z.string().max(200).optional() }), response: { 200: statusResponse }, tags: ['subscription'] } },
    async (request) => {
      if (!request.user) throw unauthorized();
      if (!request.query.email) throw badRequest('email is required.', 'email_required');
      const user = await findUserById(app.db, request.user.sub);
      if (!user || user.email.toLowerCase() !== request.query.email.trim().toLowerCase()) {
        throw forbidden('You can only read your own subscription.', 'not_your_subscription');
      }
      const current = await serverSubscription(app.db, Number(user.id));
      rememberSubscription(app.db, Number(user.id), current.state);
      return subscriptionAnswer(current);
    },
  );
};
export default subscriptionRoutes;
