import { computeOrderTotals } from '@app/shared/node';
import type { Database } from '../../db/database';
import { badRequest, conflict, forbidden, unauthorized } from '../../http/httpError';
import { closedContestFor } from '../contests/contestState';
import { findCustomer, findProducts, findUsableCoupon, insertOrder, loadOrder, useCoupon } from './orderRepository';
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
}

/**
 * Creates an order the way the server prices it (docs/architecture.md "api"): products, stock, plan category,
 * a contest still open, the coupon claimed once, totals computed here, never taken from the
 * client. A free order is completed at once; anything else waits for a payment.
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

  const orderId = await db.transaction(async (tx) => {
    const coupon = request.couponCode ? await findUsableCoupon(tx, request.couponCode) : undefined;
    if (request.couponCode && (!coupon || !(await useCoupon(tx, coupon.code)))) throw badRequest(INVALID_COUPON, 'invalid_coupon');
    const totals = computeOrderTotals(lines, coupon ? { amount: Number(coupon.amount), discount_type: coupon.discount_type } : null);
    const free = totals.total === 0;
    return insertOrder(tx, {
      customerId: customer.id,
      status: free ? 'completed' : 'pending',
      billing: { email: customer.email, first_name: customer.first_name, last_name: customer.last_name },
      paymentMethod: free ? 'free' : 'card',
      paymentMethodTitle: free ? 'Free plan' : 'Card',
      couponCode: coupon?.code ?? null,
      subtotal: totals.subtotal,
      discountTotal: totals.discount_total,
      total: totals.total,
      lines,
    });
  });
  return (await loadOrder(db, orderId))!;
}
