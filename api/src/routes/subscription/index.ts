import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, forbidden, unauthorized } from '../../http/httpError';
import { licenseOfUser, licenseUsable } from '../licenses/schoolLicenses';
import { latestPlanOrder, planOrderStatus } from './planOrderStatus';

/**
 * GET subscription/status (SPEC.md §7): the signed-in user's own status. `status` follows SPEC.md
 * §4 (school license first, else the latest order holding a plan product); `subscriptions` lists
 * only records that are active now, so a client treating any record as "direct" never revives
 * an expired plan.
 */
const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/wp-json/custom/v1/subscription/status', { schema: { querystring: z.object({ email: z.string().max(200).optional() }) } }, async (request) => {
    if (!request.user) throw unauthorized();
    if (!request.query.email) throw badRequest('email is required.', 'email_required');
    const user = (await app.db.query<{ id: string; email: string }>('SELECT id, email FROM users WHERE id = $1', [Number(request.user.sub)])).rows[0];
    if (!user || user.email.toLowerCase() !== request.query.email.trim().toLowerCase()) throw forbidden('You can only read your own subscription.', 'not_your_subscription');

    const license = await licenseOfUser(app.db, Number(user.id));
    if (license && licenseUsable(license)) {
      return {
        status: 'active',
        subscriptions: [{ id: `license-${license.redemption_id}`, plan_id: 'teacher_school', plan_name: 'Teacher School License', plan_category: 'teacher', status: 'active', expires_at: new Date(license.expires_at).toISOString(), order_id: null, source: 'school-license' }],
      };
    }
    const order = await latestPlanOrder(app.db, Number(user.id));
    if (!order) return { status: 'none', subscriptions: [] };
    const { status, expiresAt } = planOrderStatus(order, new Date());
    return {
      status,
      subscriptions:
        status === 'active'
          ? [{ id: `order-${order.order_id}`, plan_id: order.plan_id, plan_name: order.plan_name, plan_category: order.plan_category, status, expires_at: expiresAt, order_id: Number(order.order_id), source: 'order' }]
          : [],
      latest: { plan_id: order.plan_id, plan_name: order.plan_name, plan_category: order.plan_category, order_id: Number(order.order_id), order_status: order.order_status, date_created: new Date(order.date_created).toISOString(), expires_at: expiresAt },
    };
  });
};
export default subscriptionRoutes;
