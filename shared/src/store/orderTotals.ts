import { fromSen, toSen } from './storePrices';

export interface CouponTerms {
  /** percent (0–100) or ringgit, by discount_type */
  amount: number;
  discount_type: 'percent' | 'fixed_cart';
}

export interface OrderLine {
  /** unit price in ringgit */
  price: number;
  quantity: number;
}

export interface OrderTotals {
  subtotal: number;
  discount_total: number;
  total: number;
}

/**
 * Order totals the server charges (docs/architecture.md "api": computed on the server, never taken from the
 * client): subtotal of the lines, a percent or fixed coupon discount never larger than the
 * subtotal, and the total. Worked in sen so RM 120 less 20 % is exactly RM 96.
 */
export function computeOrderTotals(lines: OrderLine[], coupon?: CouponTerms | null): OrderTotals {
  const subtotalSen = lines.reduce((sum, l) => sum + toSen(l.price) * l.quantity, 0);
  let discountSen = 0;
  if (coupon) {
    discountSen =
      coupon.discount_type === 'percent' ? Math.round((subtotalSen * Math.min(Math.max(coupon.amount, 0), 100)) / 100) : toSen(Math.max(coupon.amount, 0));
    discountSen = Math.min(discountSen, subtotalSen);
  }
  return { subtotal: fromSen(subtotalSen), discount_total: fromSen(discountSen), total: fromSen(subtotalSen - discountSen) };
}
