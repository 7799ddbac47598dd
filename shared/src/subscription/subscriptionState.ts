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
}
