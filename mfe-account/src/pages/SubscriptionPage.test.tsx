import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, apiError, createFakePlatform, fakeApi, renderWithPlatform, TEST_USER, type FakeRoutes } from '@app/shared/testing';
import type { SubscriptionState } from '@app/shared';
import { SubscriptionPage } from './SubscriptionPage';
import en from '../../public/assets/i18n/en.json';

jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn(() => Promise.reject(new Error('Failed to load Stripe.js'))) }));
import ta from '../../public/assets/i18n/ta.json';

const product = (id: number, name: string, planId: string, regular: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  price: regular,
  regular_price: regular,
  sale_price: '',
  stock_status: 'instock',
  categories: [],
  meta_data: [
    { key: 'plan_id', value: planId },
    { key: 'plan_category', value: planId.startsWith('student') ? 'student' : 'teacher' },
  ],
  ...extra,
});
const PRODUCTS = [
  product(774, 'Teacher Free', 'teacher_free', '0.00'),
  product(775, 'Teacher Plus', 'teacher_plus', '120.00', {
    price: '99.00',
    sale_price: '99.00',
    meta_data: [
      { key: 'plan_id', value: 'teacher_plus' },
      { key: 'plan_category', value: 'teacher' },
      { key: 'is_popular', value: 'yes' },
    ],
  }),
  product(776, 'Teacher Pro', 'teacher_pro', '360.00', { stock_status: 'outofstock' }),
];

const auth = { status: 'authenticated' as const, token: 't', user: { ...TEST_USER, role: 'teacher' as const }, since: Date.now() };
const freePlan: SubscriptionState = { planId: 'teacher_free', planName: 'Teacher Free', category: 'teacher', status: 'active', source: 'order' };

function setup(routes: FakeRoutes = {}, options: { language?: 'en' | 'ta'; subscription?: SubscriptionState; stripe?: boolean } = {}) {
  const api = fakeApi({ 'GET /wp-json/wc/v3/products': PRODUCTS, ...routes });
  const platform = createFakePlatform({
    namespace: 'account',
    translations: { en, ta },
    language: options.language ?? 'en',
    auth,
    subscription: options.subscription ?? freePlan,
    http: api.http,
    ...(options.stripe ? { config: { paymentsMode: 'stripe' as const, stripePublishableKey: 'pk_test_demo' } } : {}),
  });
  const refresh = jest.spyOn(platform, 'refreshSubscription');
  renderWithPlatform(<SubscriptionPage />, platform, { route: '/subscription', namespace: 'account' });
  return { api, platform, refresh };
}

const PAYMENT_ROUTES: FakeRoutes = {
  'POST /wp-json/wc/v3/orders': answer(201, { id: 9, status: 'pending', total: '99.00', discount_total: '0.00' }),
  'POST /wp-json/payments/v1/create-customer': { id: 'cus_test_1' },
  'POST /wp-json/payments/v1/create-payment-intent': { id: 'pi_test_1', client_secret: 's', amount: 9900, mode: 'test' },
};

async function payWith(card: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByTestId('choose-teacher_plus'));
  await user.click(screen.getByTestId('checkout-continue'));
  await user.type(await screen.findByTestId('card-number'), card);
  await user.type(screen.getByTestId('card-expiry'), '12/30');
  await user.type(screen.getByTestId('card-cvc'), '123');
  await user.click(screen.getByTestId('pay-button'));
}

describe('SubscriptionPage', () => {
  it('should show the store plans with RM prices, Free, the sale price struck through, popular badge and out-of-stock state', async () => {
    setup();
    const plus = await screen.findByTestId('plan-teacher_plus');
    expect(within(plus).getByTestId('plan-price')).toHaveTextContent(/^RM 99 a yearRM 120$/);
    expect(screen.getAllByTestId('plan-original-price')[0]).toHaveTextContent('RM 120');
    expect(plus).toHaveTextContent('Most popular');
    expect(plus).not.toHaveTextContent('/ per year');
    expect(plus).toHaveTextContent('Extended topic creation');
    expect(screen.getByTestId('plan-teacher_free')).toHaveTextContent('Free');
    expect(screen.getByTestId('plan-teacher_pro')).toHaveTextContent('Out of stock');
    expect(screen.getByTestId('choose-teacher_pro')).toBeDisabled();
    expect(screen.getByTestId('choose-teacher_free')).toHaveTextContent('Your current plan');
  });

  it("should show the current plan's status text and colour (docs/requirements.md §4: active green, expired red)", async () => {
    setup();
    const pill = await screen.findByTestId('subscription-status');
    expect(pill).toHaveTextContent('Active');
    expect(pill).toHaveAttribute('data-color', 'green');
  });

  it('should show the status in Tamil when the language is ta', async () => {
    setup({}, { language: 'ta', subscription: { ...freePlan, status: 'expired' } });
    const pill = await screen.findByTestId('subscription-status');
    expect(pill).toHaveTextContent('காலாவதியானது');
    expect(pill).toHaveAttribute('data-color', 'red');
  });

  it("should say 'Invalid coupon code.' when the lookup finds no coupon", async () => {
    setup({ 'GET /wp-json/wc/v3/coupons': apiError(404, 'invalid_coupon', 'Invalid coupon code.') });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('choose-teacher_plus'));
    await user.type(screen.getByTestId('coupon-input'), 'NOPE');
    await user.click(screen.getByTestId('coupon-apply'));
    expect(await screen.findByTestId('coupon-error')).toHaveTextContent('Invalid coupon code.');
  });

  it("should say in Tamil why the order refused a coupon, never in the server's English", async () => {
    setup(
      {
        'GET /wp-json/wc/v3/coupons': [{ code: 'guru20', amount: '20.00', discount_type: 'percent' }],
        'POST /wp-json/wc/v3/orders': apiError(400, 'invalid_coupon', 'Invalid coupon code.'),
      },
      { language: 'ta' },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('choose-teacher_plus'));
    await user.type(screen.getByTestId('coupon-input'), 'GURU20');
    await user.click(screen.getByTestId('coupon-apply'));
    await user.click(await screen.findByTestId('checkout-continue'));
    expect(await screen.findByTestId('checkout-error')).toHaveTextContent('தவறான கூப்பன் குறியீடு.');
  });

  it('should preview a valid coupon discount before paying', async () => {
    setup({ 'GET /wp-json/wc/v3/coupons': [{ code: 'guru20', amount: '20.00', discount_type: 'percent' }] });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('choose-teacher_plus'));
    await user.type(screen.getByTestId('coupon-input'), 'GURU20');
    await user.click(screen.getByTestId('coupon-apply'));
    expect(await screen.findByTestId('coupon-applied')).toHaveTextContent('GURU20');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('RM 79.20');
  });

  it('should pay in labelled test mode, show success and refresh the subscription without a reload', async () => {
    const { refresh, api } = setup({
      ...PAYMENT_ROUTES,
      'POST /wp-json/payments/v1/confirm-test-payment/pi_test_1': { status: 'succeeded' },
      'GET /wp-json/payments/v1/verify-payment-intent/pi_test_1': { paid: true, last_error: null },
    });
    await payWith('4242 4242 4242 4242');
    expect(await screen.findByTestId('checkout-success')).toHaveTextContent('Teacher Plus is now active.');
    expect(refresh).toHaveBeenCalled();
    expect(api.callsTo('POST /wp-json/wc/v3/orders')[0]?.body).not.toHaveProperty('set_paid');
    expect(api.callsTo('POST /wp-json/payments/v1/confirm-test-payment/:id')[0]?.body).toMatchObject({
      card_number: '4242424242424242',
      exp_month: 12,
      exp_year: 30,
    });
  });

  it('should show the test-mode label on the card form', async () => {
    setup(PAYMENT_ROUTES);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('choose-teacher_plus'));
    await user.click(screen.getByTestId('checkout-continue'));
    expect(await screen.findByTestId('test-mode-notice')).toHaveTextContent('Test mode — no money moves.');
  });

  it('should show the failure screen with the decline message and not refresh the plan for it', async () => {
    const { refresh } = setup({
      ...PAYMENT_ROUTES,
      'POST /wp-json/payments/v1/confirm-test-payment/pi_test_1': apiError(402, 'card_declined', 'Your card was declined.'),
    });
    await payWith('4000 0000 0000 0002');
    expect(await screen.findByTestId('checkout-failure-message')).toHaveTextContent('Your card was declined.');
    // once, when the order was placed (so the unpaid checkout shows in every tab), never for the decline
    expect(refresh).toHaveBeenCalledTimes(1);
    await userEvent.setup().click(screen.getByTestId('checkout-retry'));
    expect(await screen.findByTestId('test-card-form')).toBeInTheDocument();
  });

  it('issue 26 (WCAG 2.4.3): the checkout takes focus to its heading when it opens, and "Back" returns it to the plan\'s button', async () => {
    setup();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('choose-teacher_plus'));
    const heading = await screen.findByRole('heading', { level: 2, name: /Teacher Plus/ });
    expect(heading).toHaveFocus();
    expect(screen.getByTestId('checkout')).toContainElement(heading);
    await user.click(screen.getByTestId('checkout-back'));
    expect(screen.queryByTestId('checkout')).not.toBeInTheDocument();
    expect(screen.getByTestId('choose-teacher_plus')).toHaveFocus();
  });

  it('should complete a free plan without any payment step', async () => {
    const { refresh, api } = setup(
      { 'POST /wp-json/wc/v3/orders': answer(201, { id: 3, status: 'completed', total: '0.00', discount_total: '0.00' }) },
      { subscription: { ...freePlan, planId: 'teacher_plus', planName: 'Teacher Plus' } },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('choose-teacher_free'));
    await user.click(screen.getByTestId('checkout-continue'));
    // a free plan is activated, not paid: no "Payment successful"
    expect(await screen.findByTestId('checkout-success')).toHaveTextContent('Plan activated');
    expect(screen.getByTestId('checkout-success')).not.toHaveTextContent('Payment');
    expect(refresh).toHaveBeenCalled();
    expect(api.calls.some((c) => c.path.includes('payments'))).toBe(false);
  });

  it('should show an error with a retry when the plans cannot load', async () => {
    setup({ 'GET /wp-json/wc/v3/products': apiError(500, 'internal_error', 'x') });
    expect(await screen.findByTestId('page-error')).toHaveTextContent('Could not load the plans');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument());
  });

  it('should show an error and leave the order pending when the Stripe script cannot load', async () => {
    const { api } = setup(
      { ...PAYMENT_ROUTES, 'POST /wp-json/payments/v1/create-payment-intent': { id: 'pi_1', client_secret: 's', amount: 9900, mode: 'stripe' } },
      { stripe: true },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('choose-teacher_plus'));
    await user.click(screen.getByTestId('checkout-continue'));
    expect(await screen.findByTestId('stripe-load-error')).toHaveTextContent('Your order is kept as pending');
    expect(api.calls.some((c) => c.path.includes('verify-payment-intent') || c.path.includes('confirm-test-payment'))).toBe(false);
  });

  describe('plan changes keep what was paid for (docs/adr/0025)', () => {
    const plusPaid: SubscriptionState = {
      planId: 'teacher_plus',
      planName: 'Teacher Plus',
      category: 'teacher',
      status: 'active',
      source: 'order',
      expiryDate: '2027-10-10T02:00:00.000Z',
    };

    it('should ask before a paid Plus teacher moves to Free, naming the end of the paid year, and order nothing on "Keep"', async () => {
      const { api } = setup({}, { subscription: plusPaid });
      const user = userEvent.setup();
      await user.click(await screen.findByTestId('choose-teacher_free'));
      const dialog = screen.getByTestId('downgrade-confirm');
      expect(dialog).toHaveTextContent('Switch to Teacher Free?');
      expect(dialog).toHaveTextContent('You have paid for Teacher Plus until 10 Oct 2027, and you keep it until then.');
      expect(screen.queryByTestId('checkout')).not.toBeInTheDocument();
      await user.click(screen.getByTestId('downgrade-confirm-no'));
      expect(screen.queryByTestId('downgrade-confirm')).not.toBeInTheDocument();
      expect(api.callsTo('POST /wp-json/wc/v3/orders')).toHaveLength(0);
    });

    it('issue 26 (WCAG 2.4.3): focus moves to the question when it opens, and Escape or "Keep" returns it to the button that asked', async () => {
      setup({}, { subscription: plusPaid });
      const user = userEvent.setup();
      await user.click(await screen.findByTestId('choose-teacher_free'));
      expect(screen.getByRole('heading', { name: 'Switch to Teacher Free?' })).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(screen.queryByTestId('downgrade-confirm')).not.toBeInTheDocument();
      expect(screen.getByTestId('choose-teacher_free')).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(screen.getByRole('heading', { name: 'Switch to Teacher Free?' })).toHaveFocus();
      await user.click(screen.getByTestId('downgrade-confirm-no'));
      expect(screen.getByTestId('choose-teacher_free')).toHaveFocus();
    });

    it('should schedule the confirmed downgrade for the end of the paid year and re-read the plan', async () => {
      const { api, refresh } = setup(
        { 'POST /wp-json/wc/v3/orders': answer(201, { id: 12, status: 'completed', total: '0.00', starts_at: '2027-10-10T02:00:00.000Z' }) },
        { subscription: plusPaid },
      );
      const user = userEvent.setup();
      await user.click(await screen.findByTestId('choose-teacher_free'));
      await user.click(screen.getByTestId('downgrade-confirm-yes'));
      await waitFor(() => expect(refresh).toHaveBeenCalled());
      expect(api.callsTo('POST /wp-json/wc/v3/orders')[0]?.body).toMatchObject({
        line_items: [{ product_id: 774, quantity: 1 }],
        meta_data: [{ key: 'plan_change', value: 'at_period_end' }],
      });
    });

    it('should show a scheduled change with its date and a way to keep the paid plan', async () => {
      const { api } = setup(
        { 'PUT /wp-json/wc/v3/orders/:id': { id: 12, status: 'cancelled' } },
        {
          subscription: {
            ...plusPaid,
            scheduledChange: { orderId: '12', planId: 'teacher_free', planName: 'Teacher Free', startsAt: '2027-10-10T02:00:00.000Z' },
          },
        },
      );
      expect(await screen.findByTestId('scheduled-change')).toHaveTextContent('Teacher Free starts on 10 Oct 2027');
      expect(screen.getByTestId('choose-teacher_free')).toHaveTextContent('Starts on 10 Oct 2027');
      expect(screen.getByTestId('choose-teacher_free')).toBeDisabled();
      await userEvent.setup().click(screen.getByTestId('scheduled-undo'));
      await waitFor(() => expect(api.callsTo('PUT /wp-json/wc/v3/orders/:id')[0]?.body).toEqual({ status: 'cancelled' }));
      expect(api.callsTo('PUT /wp-json/wc/v3/orders/:id')[0]?.path).toBe('/wp-json/wc/v3/orders/12');
    });

    it('should refuse Pro → Plus until the paid year ends, saying from when', async () => {
      setup({}, { subscription: { ...plusPaid, planId: 'teacher_pro', planName: 'Teacher Pro' } });
      const plus = await screen.findByTestId('choose-teacher_plus');
      expect(plus).toBeDisabled();
      expect(plus).toHaveTextContent('You can choose it from 10 Oct 2027');
    });

    const pendingPlus: SubscriptionState = {
      ...freePlan,
      pendingOrder: { orderId: '41', productId: 775, planId: 'teacher_plus', planName: 'Teacher Plus', total: 99, dateCreated: '2026-11-22T00:00:00Z' },
    };

    it('should keep Teacher Free while a Plus payment is unfinished, and resume that order rather than place another', async () => {
      const { api } = setup(PAYMENT_ROUTES, { subscription: pendingPlus });
      expect(await screen.findByTestId('pending-payment')).toHaveTextContent('Your payment for Teacher Plus (RM 99) was started but not finished.');
      expect(screen.getByTestId('current-plan-name')).toHaveTextContent('Teacher Free');
      expect(screen.getByTestId('choose-teacher_plus')).toHaveTextContent('Finish paying');
      const user = userEvent.setup();
      await user.click(screen.getByTestId('pending-resume'));
      await user.click(screen.getByTestId('checkout-continue'));
      expect(await screen.findByTestId('card-number')).toBeInTheDocument();
      expect(api.callsTo('POST /wp-json/wc/v3/orders')).toHaveLength(0);
      expect(api.callsTo('POST /wp-json/payments/v1/create-payment-intent')[0]?.body).toMatchObject({ order_id: 41 });
    });

    it('should abandon an unfinished payment and re-read the plan', async () => {
      const { api, refresh } = setup({ 'PUT /wp-json/wc/v3/orders/:id': { id: 41, status: 'cancelled' } }, { subscription: pendingPlus });
      await userEvent.setup().click(await screen.findByTestId('pending-abandon'));
      await waitFor(() => expect(refresh).toHaveBeenCalled());
      expect(api.callsTo('PUT /wp-json/wc/v3/orders/:id')[0]).toMatchObject({ path: '/wp-json/wc/v3/orders/41', body: { status: 'cancelled' } });
    });
  });

  describe('an honest unknown (docs/adr/0026)', () => {
    it.each([
      ['not known at all', undefined],
      ['known only as the last known Pro plan', { ...freePlan, planId: 'teacher_pro', planName: 'Teacher Pro', unconfirmed: true }],
    ])('should offer no plan change while the plan is %s', async (_what, subscription) => {
      const { platform } = setup({}, { subscription: subscription as SubscriptionState | undefined });
      if (!subscription) platform.subscription.next(undefined);
      for (const id of ['teacher_free', 'teacher_plus']) {
        const button = await screen.findByTestId(`choose-${id}`);
        expect(button).toBeDisabled();
        expect(button).toHaveTextContent('Your plan cannot be checked just now');
      }
      if (subscription) expect(screen.getByTestId('current-plan-unconfirmed')).toHaveTextContent('not confirmed');
    });
  });

  it('should name the plans in Tamil (no "Student Free" in English on a Tamil screen)', async () => {
    setup({ 'GET /wp-json/wc/v3/products': [...PRODUCTS, product(770, 'Student Free', 'student_free', '0.00')] }, { language: 'ta' });
    expect(await screen.findByTestId('plan-teacher_free')).toHaveTextContent('ஆசிரியர் இலவசம்');
    expect(screen.getByTestId('current-plan-name')).toHaveTextContent('ஆசிரியர் இலவசம்');
  });
});
