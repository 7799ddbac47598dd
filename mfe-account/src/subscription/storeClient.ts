import { PLAN_PRODUCTS_QUERY, productToPlan, type Plan, type StoreProduct, type HttpClient } from '@app/shared';

/** The plans the subscription page lists (docs/requirements.md §7); paying goes through shared's Checkout. */

export async function fetchPlans(http: HttpClient): Promise<Plan[]> {
  const { data } = await http.get<StoreProduct[]>(`/wp-json/wc/v3/products?${PLAN_PRODUCTS_QUERY}`);
  return data.map(productToPlan).filter((p): p is Plan => p !== null);
}

/** docs/adr/0025: the owner cancels an order that is unpaid (an abandoned checkout) or has not started (a scheduled change). */
export async function cancelOrder(http: HttpClient, orderId: string | number): Promise<void> {
  await http.put(`/wp-json/wc/v3/orders/${encodeURIComponent(String(orderId))}`, { status: 'cancelled' });
}

/** docs/adr/0025: a confirmed downgrade to a free plan, starting when the paid year ends. */
export async function scheduleDowngrade(http: HttpClient, productId: number): Promise<void> {
  await http.post('/wp-json/wc/v3/orders', {
    payment_method: 'free',
    line_items: [{ product_id: productId, quantity: 1 }],
    meta_data: [{ key: 'plan_change', value: 'at_period_end' }],
  });
}
