import { PLAN_PRODUCTS_QUERY, productToPlan, type Plan, type StoreProduct, type HttpClient } from '@app/shared';

/** The plans the subscription page lists (docs/requirements.md §7); paying goes through shared's Checkout. */

export async function fetchPlans(http: HttpClient): Promise<Plan[]> {
  const { data } = await http.get<StoreProduct[]>(`/wp-json/wc/v3/products?${PLAN_PRODUCTS_QUERY}`);
  return data.map(productToPlan).filter((p): p is Plan => p !== null);
}
