import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, unauthorized } from '../../http/httpError';
import { hitRateLimit } from '../../http/rateLimit';
import { redeemFamilyCoupon } from './redeemFamilyCoupon';
import { familyCouponSchema } from './storeSchemas';

export { FAMILY_COUPON_MESSAGES } from './redeemFamilyCoupon';

/** POST validate-family-coupon (docs/requirements.md §7): validate, redeem (redeemFamilyCoupon), reply. */
const familyCouponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/wp-json/custom/v1/validate-family-coupon',
    {
      schema: {
        body: z.object({
          user_id: z.union([z.number(), z.string()]),
          phone_number: z.string().trim().min(6).max(30),
          last_name: z.string().trim().min(1).max(100),
          contest_id: z.coerce.number().int().positive(),
          coupon_code: z.string().trim().min(1).max(60),
        }),
        response: { 200: familyCouponSchema },
        tags: ['store'],
      },
    },
    async (request) => {
      if (!request.user) throw unauthorized('User not logged in', 'not_logged_in');
      const b = request.body;
      if (String(b.user_id) !== request.user.sub) throw forbidden('You can only use a coupon for your own account.', 'not_your_account');
      await hitRateLimit(app.db, `family-coupon:${request.user.sub}`, 10, 60, 'Too many coupon attempts. Please wait a minute and try again.');
      const redeemed = await redeemFamilyCoupon(
        app.db,
        { userId: Number(request.user.sub), phoneNumber: b.phone_number, lastName: b.last_name, contestId: b.contest_id, code: b.coupon_code },
        { contestOverrideAllowed: app.config.contestOverrideAllowed },
      );
      return { valid: true as const, message: redeemed.message, order_id: redeemed.orderId };
    },
  );
};
export default familyCouponRoutes;
