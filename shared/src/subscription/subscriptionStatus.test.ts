import {
  NO_SUBSCRIPTION,
  deriveSubscription,
  latestPlanOrder,
  orderStatusToSubscriptionStatus,
  subscriptionStatusColor,
  subscriptionStatusText,
  type StoreOrder,
} from './subscriptionStatus';

const NOW = new Date('2026-11-22T00:00:00Z');
const RECENT = '2026-06-01T08:00:00';
const OLD = '2025-11-01T08:00:00';

const order = (
  id: number,
  productId: number,
  status: string,
  date = RECENT,
  price = productId === 775 ? '120' : productId === 776 ? '360' : '0',
): StoreOrder => ({
  id,
  status,
  date_created: date,
  payment_method_title: 'Card',
  line_items: [{ product_id: productId, price, quantity: 1 }],
});

describe('docs/requirements.md §4 order → status table', () => {
  it.each([
    // plan type, order status, date, result  (rows of the table, quoted)
    ['Free', 'pending', RECENT, 'processing'], // | Free | pending, on-hold, processing | processing |
    ['Free', 'on-hold', RECENT, 'processing'],
    ['Free', 'processing', RECENT, 'processing'],
    ['Free', 'completed', OLD, 'active'], // | Free | completed | active |
    ['Free', 'cancelled', RECENT, 'cancelled'], // | Free | cancelled, refunded | cancelled |
    ['Free', 'refunded', RECENT, 'cancelled'],
    ['Free', 'failed', RECENT, 'processing'], // | Free | any other | processing |
    ['Free', 'draft', RECENT, 'processing'],
    ['Paid', 'pending', RECENT, 'processing'], // | Paid | pending, on-hold, processing | processing |
    ['Paid', 'on-hold', RECENT, 'processing'],
    ['Paid', 'processing', RECENT, 'processing'],
    ['Paid', 'completed', RECENT, 'active'], // | Paid | completed | active if now is within one year of the order date, else expired |
    ['Paid', 'completed', '2025-11-22T00:00:00Z', 'active'],
    ['Paid', 'completed', '2025-11-21T23:59:59Z', 'expired'],
    ['Paid', 'completed', OLD, 'expired'],
    ['Paid', 'cancelled', RECENT, 'cancelled'], // | Paid | cancelled, refunded | cancelled |
    ['Paid', 'refunded', RECENT, 'cancelled'],
    ['Paid', 'failed', RECENT, 'processing'], // | Paid | any other | processing |
  ] as const)('%s plan, order %s (%s) → %s', (type, status, date, result) => {
    expect(orderStatusToSubscriptionStatus(status, type === 'Paid', date, NOW)).toBe(result);
  });

  it.each([
    // product, plan id, category, paid
    [774, 'teacher_free', 'teacher', false],
    [775, 'teacher_plus', 'teacher', true],
    [776, 'teacher_pro', 'teacher', true],
    [806, 'teacher_school', 'teacher', false],
    [770, 'student_free', 'student', false],
  ] as const)('maps product %i to %s (docs/requirements.md §9 plans)', (productId, planId, category, paid) => {
    const s = deriveSubscription({ orders: [order(1, productId, 'completed', OLD)] }, NOW);
    expect(s).toMatchObject({ planId, category, source: 'order', orderId: '1', status: paid ? 'expired' : 'active' });
  });

  it('reads "the latest order containing a plan product", ignoring newer orders without one', () => {
    const orders = [
      order(1, 775, 'completed', '2026-01-01T00:00:00'),
      order(2, 776, 'cancelled', '2026-03-01T00:00:00'),
      order(3, 815, 'completed', '2026-10-01T00:00:00'),
    ];
    expect(latestPlanOrder(orders)?.order.id).toBe(2);
    expect(deriveSubscription({ orders }, NOW)).toMatchObject({ planId: 'teacher_pro', status: 'cancelled' });
  });

  it('gives a paid plan an expiry and renewal one year after the order date (docs/requirements.md §9)', () => {
    expect(deriveSubscription({ orders: [order(9, 776, 'completed', '2026-06-01T08:00:00Z')] }, NOW)).toEqual({
      id: '9',
      planId: 'teacher_pro',
      planName: 'Teacher Pro',
      category: 'teacher',
      status: 'active',
      expiryDate: '2027-06-01T08:00:00.000Z',
      renewalDate: '2027-06-01T08:00:00.000Z',
      paymentMethod: 'Card',
      orderId: '9',
      source: 'order',
    });
  });

  it('decides Free or Paid for a plan the spec does not name (772) by the price charged', () => {
    expect(deriveSubscription({ orders: [order(4, 772, 'completed', OLD, '10')] }, NOW).status).toBe('expired');
    expect(deriveSubscription({ orders: [order(4, 772, 'completed', OLD, '0')] }, NOW).status).toBe('active');
  });
});

describe('docs/requirements.md §4 school license, direct record and nothing', () => {
  it('"A school license from the status call overrides and is always active"', () => {
    const s = deriveSubscription(
      { orders: [order(1, 775, 'cancelled')], license: { has_school_license: true, license_status: 'active', expires_at: '2027-01-01T00:00:00Z' } },
      NOW,
    );
    expect(s).toEqual({
      id: 'school-license',
      planId: 'teacher_school',
      planName: 'Teacher School License',
      category: 'teacher',
      status: 'active',
      expiryDate: '2027-01-01T00:00:00Z',
      source: 'school-license',
    });
  });

  it('"A direct subscription record from the server, if present, also yields active"', () => {
    const direct = {
      status: 'active',
      subscriptions: [
        { id: 7, plan_id: 'teacher_plus', plan_name: 'Teacher Plus', plan_category: 'teacher', expires_at: '2027-02-01T00:00:00Z', order_id: 44 },
      ],
    };
    expect(deriveSubscription({ orders: [], direct }, NOW)).toEqual({
      id: '7',
      planId: 'teacher_plus',
      planName: 'Teacher Plus',
      category: 'teacher',
      status: 'active',
      expiryDate: '2027-02-01T00:00:00Z',
      renewalDate: '2027-02-01T00:00:00Z',
      orderId: '44',
      source: 'direct',
    });
    expect(deriveSubscription({ orders: [order(1, 775, 'pending')], direct }, NOW)).toMatchObject({ status: 'active', source: 'direct' });
  });

  it('keeps an active order over a direct record', () => {
    const direct = { subscriptions: [{ id: 7, plan_id: 'teacher_plus' }] };
    expect(deriveSubscription({ orders: [order(1, 776, 'completed')], direct }, NOW)).toMatchObject({ planId: 'teacher_pro', source: 'order' });
  });

  it('"If nothing is found, status is none (category student, plan name \'None\')"', () => {
    expect(deriveSubscription({}, NOW)).toEqual({ planId: 'none', planName: 'None', category: 'student', status: 'none', source: 'none' });
    expect(
      deriveSubscription({ orders: [order(1, 815, 'completed')], license: { has_school_license: false }, direct: { status: 'none', subscriptions: [] } }, NOW),
    ).toEqual(NO_SUBSCRIPTION);
  });
});

describe('docs/requirements.md §4 display text and colours', () => {
  it.each([
    // status, "Display text: Active, Expired, Cancelled, Processing, No Subscription, else Unknown", "Colors: active green, expired red, processing amber, none light grey, others grey"
    ['active', 'Active', 'green'],
    ['expired', 'Expired', 'red'],
    ['cancelled', 'Cancelled', 'grey'],
    ['processing', 'Processing', 'amber'],
    ['none', 'No Subscription', 'light-grey'],
    ['trial', 'Unknown', 'grey'],
    [undefined, 'Unknown', 'grey'],
  ] as const)('%s shows "%s" in %s', (status, text, color) => {
    expect(subscriptionStatusText(status)).toBe(text);
    expect(subscriptionStatusColor(status)).toBe(color);
  });
});
