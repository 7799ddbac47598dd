/** docs/requirements.md §3 "Subscription" and §4 "Subscription status". */
export type SubscriptionStatus = 'none' | 'processing' | 'active' | 'expired' | 'cancelled';
export type PlanCategory = 'teacher' | 'student';
/** docs/requirements.md §6 "Plans: teacher_free, teacher_plus, teacher_pro, teacher_school, student_free." */
export type PlanId = 'teacher_free' | 'teacher_plus' | 'teacher_pro' | 'teacher_school' | 'student_free' | 'none';

export interface SubscriptionState {
  id?: string;
  planId: PlanId | string;
  planName: string;
  category: PlanCategory;
  status: SubscriptionStatus;
  expiryDate?: string;
  renewalDate?: string;
  paymentMethod?: string;
  orderId?: string;
  /** where the status came from: an order, a school license, a direct server record, or nothing */
  source: 'order' | 'school-license' | 'direct' | 'none';
  /** an open checkout for a plan, not paid yet: the plans page offers to resume or abandon it (docs/adr/0025) */
  pendingOrder?: PendingPlanOrder;
  /** a plan that starts later, e.g. a downgrade when the paid year ends (docs/adr/0025) */
  scheduledChange?: ScheduledPlanChange;
  /**
   * the last known state, shown because the server could not be asked just now (docs/requirements.md
   * §8's fallback): its tools stay, marked as not confirmed, and no plan change is offered (docs/adr/0026)
   */
  unconfirmed?: boolean;
}

export interface PendingPlanOrder {
  orderId: string;
  productId: number;
  planId: string;
  planName: string;
  /** ringgit, as the store priced it (a coupon included) */
  total?: number;
  dateCreated: string;
}

export interface ScheduledPlanChange {
  orderId: string;
  planId: string;
  planName: string;
  startsAt: string;
}
