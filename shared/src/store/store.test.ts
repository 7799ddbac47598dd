import { computeOrderTotals } from './orderTotals';
import { effectivePrice, formatPrice } from './storePrices';
import { planFeatures, productToPlan, type StoreProduct } from './planCatalogue';

describe("formatPrice — docs/requirements.md §9 \"price format 'RM n', or 'Free' at 0\"", () => {
  const rows: [number, string][] = [
    [0, 'Free'],
    [120, 'RM 120'],
    [360, 'RM 360'],
    [96.5, 'RM 96.50'],
  ];
  it.each(rows)('formats %p as %p', (amount, expected) => expect(formatPrice(amount)).toBe(expected));
});

describe('effectivePrice — docs/requirements.md §9 "sale price preferred; original price kept"', () => {
  const rows: [string, string, { price: number; originalPrice?: number }][] = [
    ['120.00', '', { price: 120 }],
    ['120.00', '99.00', { price: 99, originalPrice: 120 }],
    ['120.00', '150.00', { price: 120 }],
    ['0', '', { price: 0 }],
  ];
  it.each(rows)('regular %p, sale %p → %p', (regular, sale, expected) => expect(effectivePrice(regular, sale)).toEqual(expected));
});

describe('computeOrderTotals — server-side totals with a coupon', () => {
  const rows: [string, Parameters<typeof computeOrderTotals>[1], { subtotal: number; discount_total: number; total: number }][] = [
    ['no coupon', null, { subtotal: 120, discount_total: 0, total: 120 }],
    ['20 percent', { amount: 20, discount_type: 'percent' }, { subtotal: 120, discount_total: 24, total: 96 }],
    ['fixed RM 50', { amount: 50, discount_type: 'fixed_cart' }, { subtotal: 120, discount_total: 50, total: 70 }],
    ['fixed larger than the price', { amount: 500, discount_type: 'fixed_cart' }, { subtotal: 120, discount_total: 120, total: 0 }],
    ['percent over 100', { amount: 150, discount_type: 'percent' }, { subtotal: 120, discount_total: 120, total: 0 }],
  ];
  it.each(rows)('%s', (_name, coupon, expected) => expect(computeOrderTotals([{ price: 120, quantity: 1 }], coupon)).toEqual(expected));
});

describe('planFeatures — docs/requirements.md §9 features', () => {
  it('gives Pro unlimited creation plus Student Analytics and every teacher plan a PIN leaderboard and three languages', () => {
    expect(planFeatures('teacher_pro')).toEqual(expect.arrayContaining(['topicCreationUnlimited', 'studentAnalytics']));
    for (const plan of ['teacher_free', 'teacher_plus', 'teacher_pro', 'teacher_school'])
      expect(planFeatures(plan)).toEqual(expect.arrayContaining(['pinLeaderboard', 'threeLanguages']));
    expect(planFeatures('student_free')).toEqual(['unlimitedPinGames', 'limitedDailyGames', 'leaderboard', 'statistics']);
  });

  it('says what each teacher plan may set as homework, as HOMEWORK_ALLOWANCES does (ADR 0029)', () => {
    expect(planFeatures('teacher_free')).toContain('homeworkLimited');
    expect(planFeatures('teacher_plus')).toContain('homeworkExtended');
    for (const plan of ['teacher_pro', 'teacher_school']) expect(planFeatures(plan)).toContain('homeworkUnlimited');
    expect(planFeatures('student_free').filter((f) => f.startsWith('homework'))).toEqual([]);
  });
});

describe('productToPlan', () => {
  const product = (over: Partial<StoreProduct>): StoreProduct => ({
    id: 775,
    name: 'Teacher Plus',
    price: '120.00',
    regular_price: '120.00',
    sale_price: '',
    stock_status: 'instock',
    categories: [],
    meta_data: [
      { key: 'plan_id', value: 'teacher_plus' },
      { key: 'plan_category', value: 'teacher' },
      { key: 'is_popular', value: 'yes' },
    ],
    ...over,
  });
  it('reads the plan from the store product, stock and sale included', () => {
    expect(productToPlan(product({ sale_price: '99.00', price: '99.00', stock_status: 'outofstock' }))).toMatchObject({
      id: 'teacher_plus',
      price: 99,
      originalPrice: 120,
      yearlyPrice: 99,
      isPopular: true,
      isInStock: false,
      category: 'teacher',
      productId: 775,
    });
  });
  it('is null for a product without a plan id (the contest product)', () => {
    expect(productToPlan(product({ meta_data: [] }))).toBeNull();
  });
});
