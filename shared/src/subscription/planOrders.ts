/**
 * Which of a user's plan orders the status rule reads (docs/adr/0025). The spec's table
 * (docs/requirements.md §4) maps one order's status to the subscription's; this file decides
 * which order that is, so that an unpaid checkout never takes away a plan already held:
 *
 * - an order **awaiting payment** (pending, on-hold or failed, and not paid) is the teacher's
 *   open checkout: it is read by the table only when no plan stands (then "pending → processing"),
 *   and otherwise rides along as `pendingOrder`, to be resumed or abandoned;
 * - an **abandoned** checkout (cancelled without ever being paid, or unpaid for longer than
 *   UNPAID_CHECKOUT_TTL_MS) and a withdrawn plan change (a cancelled order with a start date)
 *   are not plans the user ever had, and are passed over;
 * - a **scheduled** order (one that `starts_at` a later date: a downgrade at the end of the paid
 *   year) is not read until it starts.
 */

/** An unpaid checkout is abandoned a day after it was opened (it may then be cancelled; the status does not change). */
export const UNPAID_CHECKOUT_TTL_MS = 24 * 60 * 60 * 1000;

/** The order statuses that wait for a payment (docs/requirements.md §4 "pending, on-hold", and a failed card). */
export const AWAITING_PAYMENT_STATUSES: readonly string[] = ['pending', 'on-hold', 'failed'];

export type PlanOrderKind = 'standing' | 'awaitingPayment' | 'abandoned' | 'scheduled';

/** The fields of a store order (docs/requirements.md §3 "Order") the kind depends on. */
export interface PlanOrderFacts {
  status: string;
  date_created: string;
  /** docs/requirements.md §3 "set_paid": true once the order is paid (a free order is paid when it is placed) */
  set_paid?: boolean | null;
  /** a plan change that starts later (a downgrade at the end of the paid year); absent = from the order date */
  starts_at?: string | null;
}

function time(iso: string | null | undefined): number {
  if (!iso) return Number.NEGATIVE_INFINITY;
  const t = Date.parse(iso);
  return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t;
}

/** When the order's plan begins: its start date when it has one, else the order date. */
export function planOrderStart(order: PlanOrderFacts): string {
  return order.starts_at || order.date_created;
}

/**
 * How the status rule treats one plan order at `now`. An order whose paid flag is unknown (a
 * store that does not send `set_paid`) counts as unpaid while it waits for payment and as paid
 * otherwise, so the spec's table reads it exactly as before.
 */
export function planOrderKind(order: PlanOrderFacts, now: Date): PlanOrderKind {
  const paid = order.set_paid === true;
  if (!paid && AWAITING_PAYMENT_STATUSES.includes(order.status)) {
    return now.getTime() - time(order.date_created) > UNPAID_CHECKOUT_TTL_MS ? 'abandoned' : 'awaitingPayment';
  }
  // a checkout cancelled unpaid, or a plan change withdrawn, was never the user's plan
  if (order.status === 'cancelled' && (order.set_paid === false || Boolean(order.starts_at))) return 'abandoned';
  if (order.starts_at && time(order.starts_at) > now.getTime()) return 'scheduled';
  return 'standing';
}

/** Newest first by when the plan begins, then by id (two orders in the same second). */
export function newerPlanOrder<T extends PlanOrderFacts & { id: number | string }>(a: T, b: T): number {
  const byStart = time(planOrderStart(b)) - time(planOrderStart(a));
  if (byStart !== 0 && !Number.isNaN(byStart)) return byStart;
  return Number(b.id) - Number(a.id);
}
