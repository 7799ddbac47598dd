import type { ContestShape } from './contestRules';
import type { ContestState } from './contestWindow';

/**
 * docs/requirements.md §5 "Payment counts as found when an order with status completed or processing contains
 * the contest product (id 815)." docs/requirements.md §8 "Payment status check error: falls back to the stored
 * flag."
 */
export interface OrderLike {
  status: string;
  line_items?: { product_id: number | string }[];
}

export const PAID_ORDER_STATUSES = ['completed', 'processing'] as const;

export function isPaidOrderStatus(status: string): boolean {
  return (PAID_ORDER_STATUSES as readonly string[]).includes(status);
}

export function isContestPaymentFound(orders: readonly OrderLike[], productId: number): boolean {
  return orders.some((order) => isPaidOrderStatus(order.status) && (order.line_items ?? []).some((item) => Number(item.product_id) === productId));
}

/** The payment check with its fallback: a failed lookup answers with the stored flag. */
export async function checkContestPayment(
  fetchOrders: () => Promise<readonly OrderLike[]>,
  productId: number,
  storedFlag: () => boolean,
): Promise<{ paid: boolean; source: 'orders' | 'stored-flag' }> {
  try {
    const orders = await fetchOrders();
    return { paid: isContestPaymentFound(orders, productId), source: 'orders' };
  } catch {
    return { paid: storedFlag(), source: 'stored-flag' };
  }
}

/**
 * A contest entry is sold only while a paid round can still be played: before the contest and
 * while it runs, never after it ends (the money would buy nothing). The api refuses the order,
 * its payment and family coupons by this rule; the contest home hides the panel by it.
 */
export function canBuyContestEntry(state: ContestState, shape: ContestShape): boolean {
  return state !== 'after' && shape.rounds >= shape.paidFromRound;
}
