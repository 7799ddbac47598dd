import { computeOrderTotals, planChangeFor, UNPAID_CHECKOUT_TTL_MS } from '@app/shared/node';
import type { Database } from '../../db/database';
import { badRequest, conflict, forbidden, HttpError, unauthorized } from '../../http/httpError';
import { closedContestFor } from '../contests/contestState';
import { planProducts, serverSubscription } from '../subscription/serverSubscription';
import {
  cancelExpiredCheckouts,
  cancelSupersededPlanOrders,
  findCustomer,
  findProducts,
  findUsableCoupon,
  insertOrder,
  loadOrder,
  useCoupon,
} from './orderRepository';
import { metaValue, productJson } from './storeRecords';
import type { OrderJson } from './storeRecords';

/** docs/requirements.md §8 messages, verbatim. */
export const ORDER_NEEDS_EMAIL = 'User not authenticated or email not available';
export const ORDERS_NEED_USER_ID = 'User not authenticated or user ID not available';
export const INVALID_COUPON = 'Invalid coupon code.';
export const CONTEST_CLOSED = 'This contest has ended, so its entry can no longer be bought.';

export interface OrderRequest {
  userId: number;
  lines: { productId: number; quantity: number }[];
  couponCode?: string;
  /** the teacher confirmed a downgrade that starts when the paid year ends (docs/adr/0025) */
  confirmDowngradeAtPeriodEnd?: boolean;
}

/**
 * docs/adr/0025: what this plan order does to the plan the customer holds, by the same
 * planChangeFor the plans page labels its buttons with. Returns when the plan starts (null = now).
 */
async function planStart(db: Database, userId: number, productId: number, confirmed: boolean): Promise<string | null> {
  const plan = (await planProducts(db)).get(productId);
  if (!plan) return null;
  const { state } = await serverSubscription(db, userId);
  const change = planChangeFor(state, { planId: String(plan.planId), paid: plan.paid ?? false });
  const paidUntil = (until: string) => ({ current_plan: state.planId, paid_until: until });
  switch (change.kind) {
    case 'current':
      throw new HttpError(409, 'plan_already_active', `${state.planName} is already your plan.`);
    case 'coveredBySchool':
      throw new HttpError(409, 'plan_covered_by_school', 'Your school’s license gives you the school plan while it lasts: there is nothing to buy.');
    case 'scheduled':
      throw new HttpError(409, 'plan_change_scheduled', `${plan.planName} already starts when your paid year ends.`, paidUntil(change.startsAt));
    case 'downgradeRefused':
      throw new HttpError(
        409,
        'plan_downgrade_refused',
        `Your ${state.planName} is paid until ${change.until}: you can choose a cheaper plan when it ends.`,
        paidUntil(change.until),
      );
    case 'downgradeAtEnd':
      if (!confirmed) {
        throw new HttpError(
          409,
          'plan_downgrade_unconfirmed',
          `Your ${state.planName} is paid until ${change.startsAt}. Confirm to switch to ${plan.planName} then.`,
          paidUntil(change.startsAt),
        );
      }
      return change.startsAt;
    default:
      return null;
  }
}

/**
 * Creates an order the way the server prices it (docs/architecture.md "api"): products, stock, plan category,
 * a contest still open, totals computed here, never taken from the client. A free order is
 * completed at once; anything else waits for a payment. A plan order follows docs/adr/0025: a
 * downgrade from a paid plan waits for the paid year to end (or is refused), an upgrade leaves
 * the current plan alone until it is paid, and the customer's older open checkout for a plan is
 * cancelled. A coupon is checked here but used up only when it pays for something (issue 21).
 */
export async function placeOrder(db: Database, request: OrderRequest, options: { contestOverrideAllowed: boolean }): Promise<OrderJson> {
  const customer = await findCustomer(db, request.userId);
  if (!customer?.email) throw unauthorized(ORDER_NEEDS_EMAIL, 'no_user_email');
  const products = await findProducts(
    db,
    request.lines.map((l) => l.productId),
  );
  const lines = request.lines.map((l) => {
    const row = products.find((p) => Number(p.id) === l.productId);
    if (!row) throw badRequest(`Unknown product ${l.productId}.`, 'unknown_product');
    const product = productJson(row);
    if (product.stock_status !== 'instock') throw conflict(`${product.name} is out of stock.`, 'out_of_stock');
    const meta = product.meta_data;
    if (metaValue(meta, 'is_school_license') === 'yes')
      throw badRequest('The school license plan comes with your school’s license: redeem it on the License page.', 'school_license_product');
    const category = metaValue(meta, 'plan_category');
    if (category === 'teacher' && customer.role !== 'teacher') throw forbidden('This plan is for teacher accounts.', 'wrong_plan_category');
    if (category === 'student' && customer.role !== 'student') throw forbidden('This plan is for student accounts.', 'wrong_plan_category');
    return { productId: product.id, name: product.name, quantity: metaValue(meta, 'plan_id') ? 1 : l.quantity, price: Number(product.price) };
  });
  if (
    await closedContestFor(
      db,
      lines.map((l) => l.productId),
      options.contestOverrideAllowed,
    )
  )
    throw conflict(CONTEST_CLOSED, 'contest_closed');

  const planIds = [...(await planProducts(db)).keys()];
  const planLine = lines.find((l) => planIds.includes(l.productId));
  const startsAt = planLine ? await planStart(db, request.userId, planLine.productId, request.confirmDowngradeAtPeriodEnd === true) : null;

  const orderId = await db.transaction(async (tx) => {
    await cancelExpiredCheckouts(tx, customer.id, UNPAID_CHECKOUT_TTL_MS);
    // one open checkout for a plan at a time; a newly scheduled change replaces an older one
    if (planLine) await cancelSupersededPlanOrders(tx, customer.id, planIds, { unpaid: true, scheduled: startsAt !== null });
    const coupon = request.couponCode ? await findUsableCoupon(tx, request.couponCode) : undefined;
    if (request.couponCode && !coupon) throw badRequest(INVALID_COUPON, 'invalid_coupon');
    const totals = computeOrderTotals(lines, coupon ? { amount: Number(coupon.amount), discount_type: coupon.discount_type } : null);
    // a coupon that takes nothing off (a free plan) is not kept on the order, so it can never use one up
    const discounted = coupon && totals.discount_total > 0 ? coupon : undefined;
    const free = totals.total === 0;
    // an order the coupon pays for entirely is paid now, and so uses the coupon now
    if (free && discounted && !(await useCoupon(tx, discounted.code))) throw badRequest(INVALID_COUPON, 'invalid_coupon');
    return insertOrder(tx, {
      customerId: customer.id,
      status: free ? 'completed' : 'pending',
      startsAt,
      billing: { email: customer.email, first_name: customer.first_name, last_name: customer.last_name },
      paymentMethod: free ? 'free' : 'card',
      paymentMethodTitle: free ? 'Free plan' : 'Card',
      couponCode: discounted?.code ?? null,
      subtotal: totals.subtotal,
      discountTotal: totals.discount_total,
      total: totals.total,
      lines,
    });
  });
  return (await loadOrder(db, orderId))!;
}
