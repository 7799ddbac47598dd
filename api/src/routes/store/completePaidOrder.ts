import type { Database } from '../../db/database';
import { planProducts } from '../subscription/serverSubscription';
import { cancelSupersededPlanOrders, completeOrder, countCouponUse, orderCustomerId, orderProductIds } from './orderRepository';

/**
 * An order has been paid (a card payment settled, or the admin marked it paid): it is completed,
 * its coupon's use is counted now and not when the order was placed (issue 21: an abandoned or
 * free order never uses up a limited coupon), and a plan order that is paid replaces the plan
 * changes the customer had scheduled (docs/adr/0025: a scheduled Free must not end a Pro just
 * bought). Once only: a replayed verification changes nothing.
 */
export async function completePaidOrder(db: Database, orderId: number, transactionId: string | null): Promise<boolean> {
  const plans = [...(await planProducts(db)).keys()];
  return db.transaction(async (tx) => {
    if (!(await completeOrder(tx, orderId, transactionId))) return false;
    await countCouponUse(tx, orderId);
    const products = await orderProductIds(tx, orderId);
    if (products.some((id) => plans.includes(id))) {
      const customer = await orderCustomerId(tx, orderId);
      if (customer) await cancelSupersededPlanOrders(tx, customer, plans, { unpaid: true, scheduled: true }, orderId);
    }
    return true;
  });
}
