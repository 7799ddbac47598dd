import { effectivePrice, parseMoney } from './storePrices';

/** docs/requirements.md §9 plan product ids. */
export const PLAN_PRODUCT_IDS = { student_free: 770, teacher_free: 774, teacher_plus: 775, teacher_pro: 776, teacher_school: 806 } as const;
/** docs/requirements.md §7: the subscription page reads products with include of 770, 772, 773, 774, 775, 776 and per_page 10. */
export const PLAN_PRODUCTS_QUERY = 'include=770,772,773,774,775,776&per_page=10';
/** docs/requirements.md §9 "Contest product id 815". */
export const CONTEST_PRODUCT_ID = 815;

export type PlanFeature =
  | 'topicCreationLimited'
  | 'topicCreationExtended'
  | 'topicCreationUnlimited'
  | 'aiGenerationLimited'
  | 'aiGenerationExtended'
  | 'aiGenerationUnlimited'
  | 'studentAnalytics'
  | 'pinLeaderboard'
  | 'threeLanguages'
  | 'schoolLicense'
  | 'unlimitedPinGames'
  | 'limitedDailyGames'
  | 'leaderboard'
  | 'statistics'
  | 'homeworkLimited'
  | 'homeworkExtended'
  | 'homeworkUnlimited';

/**
 * docs/requirements.md §9: "free teacher has limited topic creation and AI generation; Plus has extended; Pro
 * has unlimited plus Student Analytics; all teacher plans have a PIN leaderboard and three
 * languages. Student free has unlimited games with PIN, limited daily games, a leaderboard and
 * statistics." teacher_school carries Pro access (docs/requirements.md §6), so it lists Pro's features.
 * Homework (issue 23) is ours: what each plan may set is HOMEWORK_ALLOWANCES (docs/adr/0029).
 */
export function planFeatures(planId: string): PlanFeature[] {
  const teacherCommon: PlanFeature[] = ['pinLeaderboard', 'threeLanguages'];
  switch (planId) {
    case 'teacher_free':
      return ['topicCreationLimited', 'aiGenerationLimited', 'homeworkLimited', ...teacherCommon];
    case 'teacher_plus':
      return ['topicCreationExtended', 'aiGenerationExtended', 'homeworkExtended', ...teacherCommon];
    case 'teacher_pro':
      return ['topicCreationUnlimited', 'aiGenerationUnlimited', 'homeworkUnlimited', 'studentAnalytics', ...teacherCommon];
    case 'teacher_school':
      return ['schoolLicense', 'topicCreationUnlimited', 'aiGenerationUnlimited', 'homeworkUnlimited', 'studentAnalytics', ...teacherCommon];
    case 'student_free':
      return ['unlimitedPinGames', 'limitedDailyGames', 'leaderboard', 'statistics'];
    default:
      return [];
  }
}

/** A WooCommerce product as the store api returns it (the fields the plans need). */
export interface StoreProduct {
  id: number;
  name: string;
  price: string;
  regular_price: string;
  sale_price: string;
  stock_status: string;
  categories: { id: number; name: string; slug: string }[];
  meta_data: { key: string; value: unknown }[];
}

/** docs/requirements.md §3 "Plan". */
export interface Plan {
  id: string;
  name: string;
  price: number;
  yearlyPrice: number;
  originalPrice?: number;
  features: PlanFeature[];
  isPopular: boolean;
  category: 'teacher' | 'student';
  productId: number;
  isInStock: boolean;
  isSchoolLicense: boolean;
}

export function productMeta(product: Pick<StoreProduct, 'meta_data'>, key: string): unknown {
  return product.meta_data.find((m) => m.key === key)?.value;
}

/** A store product becomes a Plan when it carries a plan_id; anything else is not a plan. */
export function productToPlan(product: StoreProduct): Plan | null {
  const planId = productMeta(product, 'plan_id');
  if (typeof planId !== 'string' || planId === '') return null;
  const { price, originalPrice } = effectivePrice(product.regular_price, product.sale_price === '' ? (parseMoney(product.price) ?? '') : product.sale_price);
  const category = productMeta(product, 'plan_category') === 'student' ? 'student' : 'teacher';
  return {
    id: planId,
    name: product.name,
    price,
    // every paid plan is billed yearly (docs/requirements.md §9 "Paid subscription validity: 1 year")
    yearlyPrice: price,
    ...(originalPrice !== undefined ? { originalPrice } : {}),
    features: planFeatures(planId),
    isPopular: productMeta(product, 'is_popular') === true || productMeta(product, 'is_popular') === 'yes',
    category,
    productId: product.id,
    isInStock: product.stock_status === 'instock',
    isSchoolLicense: productMeta(product, 'is_school_license') === true || productMeta(product, 'is_school_license') === 'yes',
  };
}
