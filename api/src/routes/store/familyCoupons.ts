import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, conflict, forbidden, HttpError, unauthorized } from '../../http/httpError';
import { hitRateLimit } from '../../http/rateLimit';
import { INVALID_COUPON } from './index';

export const FAMILY_COUPON_MESSAGES = {
  accepted: 'Family coupon accepted: your contest entry is paid.',
  alreadyYours: 'This family coupon is already applied to your account.',
  usedByAnother: 'This family coupon has already been used by another account.',
  wrongFamily: 'The phone number or last name does not match this family coupon.',
} as const;

/** Malaysian numbers are written +60 12…, 6012… or 012…; compare them in one form. */
const normalisePhone = (p: string) => p.replace(/\D/g, '').replace(/^60/, '0');
const normaliseName = (n: string) => n.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');

interface FamilyCouponRow {
  code: string;
  contest_id: number;
  phone_number: string;
  last_name: string;
  redeemed_by: string | null;
  order_id: string | null;
}

/**
 * POST validate-family-coupon (SPEC.md §7): a family's contest coupon, checked against the
 * parent's phone and last name, pays the contest entry of one account by creating a completed
 * order for the contest product — which the contest guard's "payment found" rule then sees.
 */
const familyCouponRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
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
      },
    },
    async (request) => {
      if (!request.user) throw unauthorized('User not logged in', 'not_logged_in');
      const b = request.body;
      if (String(b.user_id) !== request.user.sub) throw forbidden('You can only use a coupon for your own account.', 'not_your_account');
      await hitRateLimit(db, `family-coupon:${request.user.sub}`, 10, 60, 'Too many coupon attempts. Please wait a minute and try again.');
      const coupon = (await db.query<FamilyCouponRow>('SELECT * FROM family_coupons WHERE upper(code) = upper($1)', [b.coupon_code])).rows[0];
      if (!coupon || Number(coupon.contest_id) !== b.contest_id) throw new HttpError(404, 'invalid_coupon', INVALID_COUPON, { valid: false });
      if (normalisePhone(coupon.phone_number) !== normalisePhone(b.phone_number) || normaliseName(coupon.last_name) !== normaliseName(b.last_name)) {
        throw badRequest(FAMILY_COUPON_MESSAGES.wrongFamily, 'family_mismatch', { valid: false });
      }
      if (coupon.redeemed_by !== null) {
        if (String(coupon.redeemed_by) === request.user.sub) return { valid: true, message: FAMILY_COUPON_MESSAGES.alreadyYours, order_id: Number(coupon.order_id) };
        throw new HttpError(409, 'coupon_used', FAMILY_COUPON_MESSAGES.usedByAnother, { valid: false });
      }
      const userId = Number(request.user.sub);
      const orderId = await db.transaction(async (tx) => {
        const claimed = await tx.query('UPDATE family_coupons SET redeemed_by = $1, redeemed_at = now() WHERE code = $2 AND redeemed_by IS NULL RETURNING code', [userId, coupon.code]);
        if (claimed.rows.length === 0) throw conflict(FAMILY_COUPON_MESSAGES.usedByAnother, 'coupon_used');
        const user = (await tx.query<{ email: string; first_name: string; last_name: string }>('SELECT email, first_name, last_name FROM users WHERE id = $1', [userId])).rows[0];
        const product = (await tx.query<{ name: string }>('SELECT name FROM products WHERE id = $1', [coupon.contest_id])).rows[0];
        const order = await tx.query<{ id: string }>(
          `INSERT INTO orders (customer_id, status, billing, payment_method, payment_method_title, transaction_id, date_paid, date_completed)
           VALUES ($1, 'completed', $2::jsonb, 'family_coupon', 'Family coupon', $3, now(), now()) RETURNING id`,
          [userId, JSON.stringify({ email: user?.email ?? '', first_name: user?.first_name ?? '', last_name: user?.last_name ?? '' }), coupon.code],
        );
        const id = Number(order.rows[0]!.id);
        await tx.query('INSERT INTO order_items (order_id, product_id, name, quantity, price, total) VALUES ($1, $2, $3, 1, 0, 0)', [id, coupon.contest_id, product?.name ?? 'Contest entry']);
        await tx.query('UPDATE family_coupons SET order_id = $1 WHERE code = $2', [id, coupon.code]);
        return id;
      });
      return { valid: true, message: FAMILY_COUPON_MESSAGES.accepted, order_id: orderId };
    },
  );
};
export default familyCouponRoutes;
