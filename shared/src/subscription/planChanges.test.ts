import { deriveSubscription, type StoreOrder } from './subscriptionStatus';
import { planChangeFor, type PlanChange } from './planChange';
import { planOrderKind, UNPAID_CHECKOUT_TTL_MS } from './planOrders';
import type { SubscriptionState } from './subscriptionState';

const NOW = new Date('2026-11-22T00:00:00Z');
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000).toISOString();
const PRICE: Record<number, string> = { 774: '0.00', 775: '120.00', 776: '360.00', 770: '0.00' };

function order(id: number, productId: number, status: string, opts: { at?: string; paid?: boolean; startsAt?: string } = {}): StoreOrder {
  const paid = opts.paid ?? (status === 'completed' || status === 'refunded');
  return {
    id,
    status,
    date_created: opts.at ?? hoursAgo(24 * 30),
    set_paid: paid,
    total: PRICE[productId] ?? '0.00',
    payment_method_title: PRICE[productId] === '0.00' ? 'Free plan' : 'Card',
    line_items: [{ product_id: productId, price: PRICE[productId] ?? '0', quantity: 1 }],
    ...(opts.startsAt ? { starts_at: opts.startsAt } : {}),
  };
}

describe('docs/adr/0025: which plan order the docs/requirements.md §4 table reads', () => {
  it.each([
    // status, paid, age in hours, kind
    ['pending', false, 1, 'awaitingPayment'],
    ['on-hold', false, 1, 'awaitingPayment'],
    ['failed', false, 1, 'awaitingPayment'],
    ['pending', false, 25, 'abandoned'],
    ['cancelled', false, 1, 'abandoned'],
    ['cancelled', true, 1, 'standing'],
    ['refunded', true, 1, 'standing'],
    ['completed', true, 1, 'standing'],
    ['processing', false, 1, 'standing'],
  ] as const)('an order %s (paid: %s) opened %i h ago is %s', (status, paid, age, kind) => {
    expect(planOrderKind({ status, set_paid: paid, date_created: hoursAgo(age) }, NOW)).toBe(kind);
  });

  it('keeps an unpaid checkout open for exactly one day', () => {
    const at = new Date(NOW.getTime() - UNPAID_CHECKOUT_TTL_MS).toISOString();
    expect(planOrderKind({ status: 'pending', set_paid: false, date_created: at }, NOW)).toBe('awaitingPayment');
  });

  it('reads a completed order that starts later as scheduled until its start, then as standing', () => {
    const facts = { status: 'completed', set_paid: true, date_created: hoursAgo(2), starts_at: '2027-01-01T00:00:00Z' };
    expect(planOrderKind(facts, NOW)).toBe('scheduled');
    expect(planOrderKind(facts, new Date('2027-01-01T00:00:01Z'))).toBe('standing');
  });

  it('passes over a withdrawn plan change (cancelled, with a start date) before and after that date', () => {
    const facts = { status: 'cancelled', set_paid: true, date_created: hoursAgo(2), starts_at: '2027-01-01T00:00:00Z' };
    expect(planOrderKind(facts, NOW)).toBe('abandoned');
    expect(planOrderKind(facts, new Date('2027-06-01T00:00:00Z'))).toBe('abandoned');
  });

  const freeTeacher = order(1, 774, 'completed');
  const plusTeacher = order(2, 775, 'completed', { at: '2026-10-10T02:00:00Z' });

  it.each<[string, StoreOrder[], Partial<SubscriptionState>]>([
    [
      'an open Plus checkout leaves a Teacher Free teacher active on Teacher Free (issue 27 point 2)',
      [freeTeacher, order(3, 775, 'pending', { at: hoursAgo(1), paid: false })],
      { planId: 'teacher_free', status: 'active', pendingOrder: expect.objectContaining({ orderId: '3', planId: 'teacher_plus', total: 120 }) },
    ],
    [
      'a declined card (the order failed) leaves Teacher Free active',
      [freeTeacher, order(3, 775, 'failed', { at: hoursAgo(1), paid: false })],
      { planId: 'teacher_free', status: 'active', pendingOrder: expect.objectContaining({ orderId: '3' }) },
    ],
    [
      'an abandoned checkout (cancelled unpaid) leaves Teacher Free active, with nothing pending',
      [freeTeacher, order(3, 775, 'cancelled', { at: hoursAgo(1), paid: false })],
      { planId: 'teacher_free', status: 'active', pendingOrder: undefined },
    ],
    [
      'with no plan, an open checkout is the latest order: | Paid | pending, on-hold, processing | processing |',
      [order(3, 775, 'pending', { at: hoursAgo(1), paid: false })],
      { planId: 'teacher_plus', status: 'processing', pendingOrder: expect.objectContaining({ orderId: '3' }) },
    ],
    [
      'with no plan, a checkout abandoned a day ago leaves the teacher with none, where they were',
      [order(3, 775, 'pending', { at: hoursAgo(30), paid: false })],
      { planId: 'none', status: 'none' },
    ],
    [
      'a paid Plus that was later cancelled still reads | Paid | cancelled, refunded | cancelled |',
      [order(2, 775, 'cancelled', { paid: true })],
      { planId: 'teacher_plus', status: 'cancelled' },
    ],
    [
      'an expired Plus with a renewal checkout open reads the checkout: processing',
      [order(2, 775, 'completed', { at: '2025-01-01T00:00:00Z' }), order(3, 775, 'pending', { at: hoursAgo(1), paid: false })],
      { planId: 'teacher_plus', status: 'processing' },
    ],
    [
      'a scheduled Teacher Free leaves the paid Plus year active and says when Free starts',
      [plusTeacher, order(4, 774, 'completed', { at: hoursAgo(1), startsAt: '2027-10-10T02:00:00.000Z' })],
      {
        planId: 'teacher_plus',
        status: 'active',
        expiryDate: '2027-10-10T02:00:00.000Z',
        scheduledChange: { orderId: '4', planId: 'teacher_free', planName: 'Teacher Free', startsAt: '2027-10-10T02:00:00.000Z' },
      },
    ],
  ])('%s', (_sentence, orders, expected) => {
    const state = deriveSubscription({ orders }, NOW);
    const absent = Object.keys(expected).filter((k) => expected[k as keyof SubscriptionState] === undefined);
    expect(state).toMatchObject(Object.fromEntries(Object.entries(expected).filter(([, v]) => v !== undefined)));
    for (const key of absent) expect(state).not.toHaveProperty(key);
  });

  it('puts the teacher on the scheduled Teacher Free once the paid year has ended', () => {
    const orders = [plusTeacher, order(4, 774, 'completed', { at: hoursAgo(1), startsAt: '2027-10-10T02:00:00.000Z' })];
    expect(deriveSubscription({ orders }, new Date('2027-10-10T02:00:01Z'))).toMatchObject({ planId: 'teacher_free', status: 'active' });
    expect(deriveSubscription({ orders }, new Date('2027-10-10T02:00:01Z')).scheduledChange).toBeUndefined();
  });
});

describe('docs/adr/0025: what choosing a plan does (planChangeFor)', () => {
  const active = (planId: string, extra: Partial<SubscriptionState> = {}): SubscriptionState => ({
    planId,
    planName: planId,
    category: 'teacher',
    status: 'active',
    source: 'order',
    ...extra,
  });
  const plusPaid = active('teacher_plus', { expiryDate: '2027-10-10T02:00:00.000Z' });
  const proPaid = active('teacher_pro', { expiryDate: '2027-10-10T02:00:00.000Z' });

  it.each<[string, SubscriptionState | undefined, string, boolean, PlanChange]>([
    ['while the plan cannot be checked, no choice changes a plan', undefined, 'teacher_free', false, { kind: 'unknown' }],
    ['with no plan, any plan may be chosen', { ...active('none'), status: 'none', source: 'none' }, 'teacher_plus', true, { kind: 'new' }],
    ['after Plus expired, Free may be chosen at once', { ...plusPaid, status: 'expired' }, 'teacher_free', false, { kind: 'new' }],
    ['Teacher Free → Plus is an upgrade (Free stays until Plus is paid)', active('teacher_free'), 'teacher_plus', true, { kind: 'upgrade' }],
    ['Plus → Pro is an upgrade', plusPaid, 'teacher_pro', true, { kind: 'upgrade' }],
    ['the active plan is the current one', plusPaid, 'teacher_plus', true, { kind: 'current' }],
    ['Plus → Free waits for the paid year to end', plusPaid, 'teacher_free', false, { kind: 'downgradeAtEnd', startsAt: '2027-10-10T02:00:00.000Z' }],
    ['Pro → Plus is refused until the paid year ends', proPaid, 'teacher_plus', true, { kind: 'downgradeRefused', until: '2027-10-10T02:00:00.000Z' }],
    [
      'a school licence covers the teacher: nothing to buy',
      active('teacher_school', { source: 'school-license', expiryDate: '2027-01-01T00:00:00Z' }),
      'teacher_plus',
      true,
      { kind: 'coveredBySchool' },
    ],
    [
      'an open checkout for Plus is resumed, not started again',
      active('teacher_free', {
        pendingOrder: { orderId: '9', productId: 775, planId: 'teacher_plus', planName: 'Teacher Plus', dateCreated: NOW.toISOString() },
      }),
      'teacher_plus',
      true,
      { kind: 'pending', orderId: '9' },
    ],
    [
      'a Free already scheduled is shown with its date',
      { ...plusPaid, scheduledChange: { orderId: '8', planId: 'teacher_free', planName: 'Teacher Free', startsAt: '2027-10-10T02:00:00.000Z' } },
      'teacher_free',
      false,
      { kind: 'scheduled', orderId: '8', startsAt: '2027-10-10T02:00:00.000Z' },
    ],
  ])('%s', (_sentence, current, planId, paid, expected) => {
    expect(planChangeFor(current, { planId, paid })).toEqual(expected);
  });
});
