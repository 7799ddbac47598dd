import type { ServerSubscription } from './serverSubscription';

const orderFields = (order: NonNullable<ServerSubscription['order']>) => ({
  order_id: Number(order.id),
  order_status: order.status,
  date_created: order.date_created,
});

/**
 * GET subscription/status's answer (docs/requirements.md §7) from the server's plan rule. `subscriptions` lists
 * only a record that is active now, so a client treating any record as "direct" never revives an
 * expired plan; `latest` names the latest plan order, whatever its state.
 */
export function subscriptionAnswer({ state, order }: ServerSubscription) {
  const expiresAt = state.expiryDate ?? null;
  const plan = { plan_id: state.planId, plan_name: state.planName, plan_category: state.category };
  const active = {
    id: state.source === 'school-license' ? 'school-license' : `order-${state.orderId}`,
    ...plan,
    status: state.status,
    expires_at: expiresAt,
    order_id: state.orderId ? Number(state.orderId) : null,
    source: state.source,
  };
  return {
    status: state.status,
    subscriptions: state.status === 'active' ? [active] : [],
    ...(order ? { latest: { ...plan, ...orderFields(order), expires_at: expiresAt } } : {}),
  };
}
