import type { HttpClient } from '../http/createHttpClient';

/** The store and payment calls of a checkout (docs/requirements.md §7), all with the user's bearer token. */

export interface CouponInfo {
  code: string;
  amount: number;
  discount_type: 'percent' | 'fixed_cart';
}

/** docs/requirements.md §5: "A coupon is invalid if the lookup returns no coupon" — a 404 or an empty list. */
export async function lookupCoupon(http: HttpClient, code: string): Promise<CouponInfo | null> {
  try {
    const { data } = await http.get<{ code: string; amount: string; discount_type: CouponInfo['discount_type'] }[]>('/wp-json/wc/v3/coupons', {
      params: { code },
    });
    const first = data[0];
    return first ? { code: first.code, amount: Number(first.amount), discount_type: first.discount_type } : null;
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  }
}

export interface StoreOrderResult {
  id: number;
  status: string;
  total: string;
  discount_total: string;
}

export async function createOrder(http: HttpClient, productId: number, couponCode?: string): Promise<StoreOrderResult> {
  const { data } = await http.post<StoreOrderResult>('/wp-json/wc/v3/orders', {
    payment_method: 'card',
    line_items: [{ product_id: productId, quantity: 1 }],
    ...(couponCode ? { coupon_lines: [{ code: couponCode }] } : {}),
  });
  return data;
}

export interface PaymentIntentResult {
  id: string;
  client_secret: string;
  amount: number;
  mode: 'test' | 'stripe';
}

/** A payment customer for the user, then an intent for the order's own total (the server decides the amount). */
export async function startPayment(http: HttpClient, order: StoreOrderResult, customer: { name: string; email: string }): Promise<PaymentIntentResult> {
  const { data: c } = await http.post<{ id: string }>('/wp-json/payments/v1/create-customer', customer);
  const { data } = await http.post<PaymentIntentResult>('/wp-json/payments/v1/create-payment-intent', {
    currency: 'myr',
    customer_id: c.id,
    payment_method_types: ['card'],
    order_id: order.id,
  });
  return data;
}

export interface TestCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export async function confirmTestPayment(http: HttpClient, intentId: string, card: TestCard): Promise<void> {
  await http.post(`/wp-json/payments/v1/confirm-test-payment/${encodeURIComponent(intentId)}`, {
    card_number: card.number,
    exp_month: card.expMonth,
    exp_year: card.expYear,
    cvc: card.cvc,
  });
}

export async function verifyPayment(http: HttpClient, intentId: string): Promise<{ paid: boolean; last_error: string | null }> {
  const { data } = await http.get<{ paid: boolean; last_error: string | null }>(`/wp-json/payments/v1/verify-payment-intent/${encodeURIComponent(intentId)}`);
  return data;
}
