import type { Database } from '../../db/database';
import { badRequest, conflict, HttpError } from '../../http/httpError';
import { closedContestFor } from '../contests/contestState';
import { attachFamilyCouponOrder, claimFamilyCoupon, findCustomer, findFamilyCoupon, findProducts, insertOrder } from './orderRepository';
import { CONTEST_CLOSED, INVALID_COUPON } from './placeOrder';

export const FAMILY_COUPON_MESSAGES = {
  accepted: 'Family coupon accepted: your contest entry is paid.',
  alreadyYours: 'This family coupon is already applied to your account.',
  usedByAnother: 'This family coupon has already been used by another account.',
  wrongFamily: 'The phone number or last name does not match this family coupon.',
} as const;

/** Malaysian numbers are written +60 12…, 6012… or 012…; compare them in one form. */
const normalisePhone = (p: string) => p.replace(/\D/g, '').replace(/^60/, '0');
const normaliseName = (n: string) => n.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');

export interface FamilyCouponRequest {
  userId: number;
  phoneNumber: string;
  lastName: string;
  contestId: number;
  code: string;
}

/**
 * A family's contest coupon, checked against the parent's phone and last name, pays one
 * account's contest entry with a completed, free order for the contest product, which the
 * contest's "payment found" rule then sees. Like a bought entry, only while the contest is open.
 */
export async function redeemFamilyCoupon(
  db: Database,
  r: FamilyCouponRequest,
  options: { contestOverrideAllowed: boolean },
): Promise<{ message: string; orderId: number }> {
  const coupon = await findFamilyCoupon(db, r.code);
  if (!coupon || Number(coupon.contest_id) !== r.contestId) throw new HttpError(404, 'invalid_coupon', INVALID_COUPON, { valid: false });
  if (normalisePhone(coupon.phone_number) !== normalisePhone(r.phoneNumber) || normaliseName(coupon.last_name) !== normaliseName(r.lastName)) {
    throw badRequest(FAMILY_COUPON_MESSAGES.wrongFamily, 'family_mismatch', { valid: false });
  }
  if (coupon.redeemed_by !== null) {
    if (Number(coupon.redeemed_by) === r.userId) return { message: FAMILY_COUPON_MESSAGES.alreadyYours, orderId: Number(coupon.order_id) };
    throw new HttpError(409, 'coupon_used', FAMILY_COUPON_MESSAGES.usedByAnother, { valid: false });
  }
  if (await closedContestFor(db, [Number(coupon.contest_id)], options.contestOverrideAllowed))
    throw new HttpError(409, 'contest_closed', CONTEST_CLOSED, { valid: false });
  const [user, [product]] = await Promise.all([findCustomer(db, r.userId), findProducts(db, [Number(coupon.contest_id)])]);
  const orderId = await db.transaction(async (tx) => {
    if (!(await claimFamilyCoupon(tx, coupon.code, r.userId))) throw conflict(FAMILY_COUPON_MESSAGES.usedByAnother, 'coupon_used');
    const id = await insertOrder(tx, {
      customerId: r.userId,
      status: 'completed',
      billing: { email: user?.email ?? '', first_name: user?.first_name ?? '', last_name: user?.last_name ?? '' },
      paymentMethod: 'family_coupon',
      paymentMethodTitle: 'Family coupon',
      transactionId: coupon.code,
      subtotal: 0,
      discountTotal: 0,
      total: 0,
      lines: [{ productId: Number(coupon.contest_id), name: product?.name ?? 'Contest entry', quantity: 1, price: 0 }],
    });
    await attachFamilyCouponOrder(tx, coupon.code, id);
    return id;
  });
  return { message: FAMILY_COUPON_MESSAGES.accepted, orderId };
}
