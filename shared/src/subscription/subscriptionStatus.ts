import type { PlanCategory, PlanId, SubscriptionState, SubscriptionStatus } from './subscriptionState';
import { newerPlanOrder, planOrderKind, planOrderStart, type PlanOrderKind } from './planOrders';

export * from './planOrders';
export * from './planChange';

/** docs/requirements.md §3 "Order", as the store's `orders?customer=` call returns it (WooCommerce shape). */
export interface StoreOrder {
  id: number | string;
  status: string;
  date_created: string;
  payment_method_title?: string | null;
  line_items: { product_id: number | string; price?: number | string | null; quantity?: number | null }[];
  /** docs/requirements.md §3 "set_paid" */
  set_paid?: boolean | null;
  total?: string | number | null;
  /** a plan that starts later than the order date (docs/adr/0025) */
  starts_at?: string | null;
}

/** docs/requirements.md §3 "Teacher license status: has_school_license, license_status, expires_at." */
export interface TeacherLicenseStatus {
  has_school_license: boolean;
  license_status?: string | null;
  expires_at?: string | null;
}

/** docs/requirements.md §7 subscription/status: "status, subscriptions[] (id, plan_id, plan_name, plan_category, expires_at, order_id)". */
export interface DirectSubscriptionRecord {
  id: number | string;
  plan_id: string;
  plan_name?: string | null;
  plan_category?: string | null;
  expires_at?: string | null;
  order_id?: number | string | null;
}
export interface SubscriptionStatusResponse {
  status?: string;
  subscriptions?: DirectSubscriptionRecord[] | null;
}

export interface PlanProduct {
  planId: PlanId | string;
  planName: string;
  category: PlanCategory;
  /** Free vs Paid in docs/requirements.md §4's table; undefined = decided by the order's price */
  paid?: boolean;
}

/**
 * docs/requirements.md §9: "teacher_free product 774, price 0; teacher_plus 775, RM120 per year; teacher_pro
 * 776, RM360; teacher_school 806, free, School License; student_free 770, free." The store also
 * lists 772 and 773 (docs/requirements.md §7), and the plan range is 770–776: those without a name in the
 * spec count as student plans, free or paid by what the order charged.
 */
export const PLAN_PRODUCTS: Readonly<Record<number, PlanProduct>> = {
  770: { planId: 'student_free', planName: 'Student Free', category: 'student', paid: false },
  771: { planId: 'student_771', planName: 'Student Plan', category: 'student' },
  772: { planId: 'student_772', planName: 'Student Plan', category: 'student' },
  773: { planId: 'student_773', planName: 'Student Plan', category: 'student' },
  774: { planId: 'teacher_free', planName: 'Teacher Free', category: 'teacher', paid: false },
  775: { planId: 'teacher_plus', planName: 'Teacher Plus', category: 'teacher', paid: true },
  776: { planId: 'teacher_pro', planName: 'Teacher Pro', category: 'teacher', paid: true },
  806: { planId: 'teacher_school', planName: 'Teacher School License', category: 'teacher', paid: false },
};

/** docs/requirements.md §4: "If nothing is found, status is none (category student, plan name 'None')." */
export const NO_SUBSCRIPTION: SubscriptionState = Object.freeze({ planId: 'none', planName: 'None', category: 'student', status: 'none', source: 'none' });

export function planProductOf(productId: number | string): PlanProduct | undefined {
  return PLAN_PRODUCTS[Number(productId)];
}

/**
 * Which store products are plans. The browser knows the docs/requirements.md §9 catalogue; the api passes a
 * lookup built from its products' plan meta, so a plan product an organiser adds is a plan on
 * both sides, decided by this one rule.
 */
export type PlanLookup = (productId: number | string) => PlanProduct | undefined;

export interface PlanOrder {
  order: StoreOrder;
  /** the order line's plan product */
  productId: number;
  plan: PlanProduct;
  paid: boolean;
  kind: PlanOrderKind;
}

/** The user's orders that hold a plan product, newest first (by when each plan begins), with their kind at `now`. */
export function planOrdersOf(orders: readonly StoreOrder[], now: Date, planOf: PlanLookup = planProductOf): PlanOrder[] {
  const found: PlanOrder[] = [];
  for (const order of orders) {
    const item = order.line_items?.find((li) => planOf(li.product_id));
    if (!item) continue;
    const plan = planOf(item.product_id)!;
    found.push({ order, productId: Number(item.product_id), plan, paid: plan.paid ?? Number(item.price ?? 0) > 0, kind: planOrderKind(order, now) });
  }
  return found.sort((a, b) => newerPlanOrder(a.order, b.order));
}

/**
 * docs/requirements.md §4: "Rules come from the latest order containing a plan product", read as
 * docs/adr/0025 says: the latest such order that has begun and is not a checkout waiting for (or
 * abandoned without) payment. Without `now`, every order counts as begun and paid where it is
 * not waiting for payment (the plain reading, for callers with no clock).
 */
export function latestPlanOrder(
  orders: readonly StoreOrder[],
  planOf: PlanLookup = planProductOf,
  now: Date = new Date(8.64e15),
): { order: StoreOrder; plan: PlanProduct; paid: boolean } | undefined {
  return planOrdersOf(orders, now, planOf).find((p) => p.kind === 'standing');
}

/** docs/requirements.md §9 "Paid subscription validity: 1 year from order date." */
export function paidExpiry(orderDate: string): Date {
  const d = new Date(orderDate);
  d.setUTCFullYear(d.getUTCFullYear() + 1);
  return d;
}

/**
 * docs/requirements.md §4's table:
 * | Free | pending, on-hold, processing | processing | … | Paid | completed | active if now is
 * within one year of the order date, else expired | … | any other | processing |
 */
export function orderStatusToSubscriptionStatus(orderStatus: string, paid: boolean, orderDate: string, now: Date): Exclude<SubscriptionStatus, 'none'> {
  switch (orderStatus) {
    case 'pending':
    case 'on-hold':
    case 'processing':
      return 'processing';
    case 'completed':
      if (!paid) return 'active';
      return now.getTime() <= paidExpiry(orderDate).getTime() ? 'active' : 'expired';
    case 'cancelled':
    case 'refunded':
      return 'cancelled';
    default:
      return 'processing';
  }
}

export interface SubscriptionSources {
  orders?: readonly StoreOrder[] | null;
  license?: TeacherLicenseStatus | null;
  direct?: SubscriptionStatusResponse | null;
}

function fromDirect(record: DirectSubscriptionRecord): SubscriptionState {
  const known = Object.values(PLAN_PRODUCTS).find((p) => p.planId === record.plan_id);
  const category: PlanCategory =
    record.plan_category === 'teacher' || record.plan_category === 'student' ? record.plan_category : (known?.category ?? 'student');
  return {
    id: String(record.id),
    planId: record.plan_id,
    planName: record.plan_name || known?.planName || record.plan_id,
    category,
    status: 'active',
    ...(record.expires_at ? { expiryDate: record.expires_at, renewalDate: record.expires_at } : {}),
    ...(record.order_id !== null && record.order_id !== undefined ? { orderId: String(record.order_id) } : {}),
    source: 'direct',
  };
}

/**
 * The user's subscription from the three server answers (docs/requirements.md §4):
 * 1. "A school license from the status call overrides and is always active."
 * 2. The latest order containing a plan product, through the table.
 * 3. "A direct subscription record from the server, if present, also yields active": it wins
 *    over an order that did not come out active, and stands alone when there is no plan order.
 * 4. "If nothing is found, status is none (category student, plan name 'None')."
 */
export function deriveSubscription({ orders, license, direct }: SubscriptionSources, now: Date, planOf: PlanLookup = planProductOf): SubscriptionState {
  if (license?.has_school_license) {
    return {
      id: 'school-license',
      planId: 'teacher_school',
      planName: PLAN_PRODUCTS[806]!.planName,
      category: 'teacher',
      status: 'active',
      ...(license.expires_at ? { expiryDate: license.expires_at } : {}),
      source: 'school-license',
    };
  }
  const record = direct?.subscriptions?.[0];
  const all = planOrdersOf(orders ?? [], now, planOf);
  const standing = all.find((p) => p.kind === 'standing');
  // the open checkout: only one newer than the plan that stands (an older one was superseded)
  const pending = all.find((p) => p.kind === 'awaitingPayment' && (!standing || newerPlanOrder(p.order, standing.order) < 0));
  // the next plan change to begin: the scheduled order starting soonest
  const scheduled = all.filter((p) => p.kind === 'scheduled').at(-1);
  const extras = {
    ...(pending ? { pendingOrder: pendingOrderOf(pending) } : {}),
    ...(scheduled ? { scheduledChange: scheduledChangeOf(scheduled) } : {}),
  };
  const standingStatus = standing ? orderStatusToSubscriptionStatus(standing.order.status, standing.paid, planOrderStart(standing.order), now) : undefined;
  // an active plan stays while a checkout for another is open; with none standing, the open
  // checkout is "the latest order", read by the table (pending → processing)
  const read = standing && (standingStatus === 'active' || !pending) ? standing : pending;
  if (read) {
    const { order, plan, paid } = read;
    const status = orderStatusToSubscriptionStatus(order.status, paid, planOrderStart(order), now);
    if (status !== 'active' && record) return fromDirect(record);
    const expiry = paid ? paidExpiry(planOrderStart(order)).toISOString() : undefined;
    return {
      id: String(order.id),
      planId: plan.planId,
      planName: plan.planName,
      category: plan.category,
      status,
      ...(expiry ? { expiryDate: expiry, renewalDate: expiry } : {}),
      ...(order.payment_method_title ? { paymentMethod: order.payment_method_title } : {}),
      orderId: String(order.id),
      source: 'order',
      ...extras,
    };
  }
  if (record) return fromDirect(record);
  return { ...NO_SUBSCRIPTION };
}

function pendingOrderOf({ order, plan, productId }: PlanOrder): NonNullable<SubscriptionState['pendingOrder']> {
  const total = order.total === null || order.total === undefined || order.total === '' ? undefined : Number(order.total);
  return {
    orderId: String(order.id),
    productId,
    planId: plan.planId,
    planName: plan.planName,
    ...(total !== undefined && Number.isFinite(total) ? { total } : {}),
    dateCreated: order.date_created,
  };
}

function scheduledChangeOf({ order, plan }: PlanOrder): NonNullable<SubscriptionState['scheduledChange']> {
  return { orderId: String(order.id), planId: plan.planId, planName: plan.planName, startsAt: planOrderStart(order) };
}

export type SubscriptionStatusText = 'Active' | 'Expired' | 'Cancelled' | 'Processing' | 'No Subscription' | 'Unknown';

/** docs/requirements.md §4: "Display text: Active, Expired, Cancelled, Processing, No Subscription, else Unknown." */
export function subscriptionStatusText(status: string | undefined | null): SubscriptionStatusText {
  switch (status) {
    case 'active':
      return 'Active';
    case 'expired':
      return 'Expired';
    case 'cancelled':
      return 'Cancelled';
    case 'processing':
      return 'Processing';
    case 'none':
      return 'No Subscription';
    default:
      return 'Unknown';
  }
}

export type SubscriptionStatusColor = 'green' | 'red' | 'amber' | 'light-grey' | 'grey';

/** docs/requirements.md §4: "Colors: active green, expired red, processing amber, none light grey, others grey." */
export function subscriptionStatusColor(status: string | undefined | null): SubscriptionStatusColor {
  switch (status) {
    case 'active':
      return 'green';
    case 'expired':
      return 'red';
    case 'processing':
      return 'amber';
    case 'none':
      return 'light-grey';
    default:
      return 'grey';
  }
}

/** CSS values for the colours above (contrast-checked against white text, except light grey). */
export const SUBSCRIPTION_STATUS_COLOR_CSS: Readonly<Record<SubscriptionStatusColor, string>> = {
  green: '#1e7e34',
  red: '#c62828',
  amber: '#b26a00',
  'light-grey': '#e0e0e0',
  grey: '#6b6b6b',
};
