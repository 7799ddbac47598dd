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
  const { pendingOrder: pending, scheduledChange: scheduled } = state;
  return {
    status: state.status,
    subscriptions: state.status === 'active' ? [active] : [],
    ...(order ? { latest: { ...plan, ...orderFields(order), expires_at: expiresAt } } : {}),
    // docs/adr/0025: an open checkout the plans page can resume or abandon, and a plan due to start later
    ...(pending
      ? {
          pending: {
            order_id: Number(pending.orderId),
            product_id: pending.productId,
            plan_id: pending.planId,
            plan_name: pending.planName,
            total: pending.total ?? null,
            date_created: pending.dateCreated,
          },
        }
      : {}),
    ...(scheduled
      ? { scheduled: { order_id: Number(scheduled.orderId), plan_id: scheduled.planId, plan_name: scheduled.planName, starts_at: scheduled.startsAt } }
      : {}),
  };
}
