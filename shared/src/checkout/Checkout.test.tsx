/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import type { Language } from '../i18n/language';
import { answer, createFakePlatform, fakeApi, renderWithPlatform, TEST_USER, type FakeRoutes } from '../testing';
import { Checkout } from './Checkout';

const ITEM = { productId: 775, name: 'Teacher Plus', price: 120 };
const PAYMENT: FakeRoutes = {
  'POST /wp-json/wc/v3/orders': answer(201, { id: 9, status: 'pending', total: '120.00', discount_total: '0.00' }),
  'POST /wp-json/payments/v1/create-customer': { id: 'cus_1' },
  'POST /wp-json/payments/v1/create-payment-intent': { id: 'pi_1', client_secret: 's', amount: 12000, mode: 'test' },
  'POST /wp-json/payments/v1/confirm-test-payment/pi_1': { status: 'succeeded' },
};

function checkout(routes: FakeRoutes, language: Language) {
  const api = fakeApi({ ...PAYMENT, ...routes });
  const platform = createFakePlatform({
    language,
    http: api.http,
    auth: { status: 'authenticated', token: 't', user: TEST_USER, since: 0 },
  });
  const onPaid = jest.fn();
  renderWithPlatform(<Checkout item={ITEM} purpose="plan" onPaid={onPaid} onDone={() => undefined} />, platform);
  return { onPaid };
}

async function payWithTestCard() {
  fireEvent.click(screen.getByTestId('checkout-continue'));
  fireEvent.change(await screen.findByTestId('card-number'), { target: { value: '4242 4242 4242 4242' } });
  fireEvent.change(screen.getByTestId('card-expiry'), { target: { value: '12/30' } });
  fireEvent.change(screen.getByTestId('card-cvc'), { target: { value: '123' } });
  fireEvent.click(screen.getByTestId('pay-button'));
}

describe('Checkout: a card confirmed but the payment not verified as paid', () => {
  const notPaid = { paid: false, status: 'requires_payment_method', last_error: 'Your card was declined.' };
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it.each([
    ['ta', 'கட்டணம் செலுத்தப்படவில்லை.'],
    ['en', 'The payment was not completed.'],
    ['bm', 'Pembayaran tidak selesai.'],
  ] as const)("says so in %s, never in the provider's English, and unlocks nothing", async (language, text) => {
    const { onPaid } = checkout({ 'GET /wp-json/payments/v1/verify-payment-intent/pi_1': notPaid }, language);
    await payWithTestCard();
    const message = await screen.findByTestId('checkout-failure-message');
    expect(message).toHaveTextContent(text);
    if (language !== 'en') expect(screen.getByTestId('checkout-failure')).not.toHaveTextContent('declined');
    expect(onPaid).not.toHaveBeenCalled();
  });

  it("keeps the provider's reason in the console for whoever looks into it", async () => {
    checkout({ 'GET /wp-json/payments/v1/verify-payment-intent/pi_1': notPaid }, 'ta');
    await payWithTestCard();
    await screen.findByTestId('checkout-failure-message');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Your card was declined.'));
  });

  it('unlocks the plan when the payment is verified as paid', async () => {
    const paid = { paid: true, status: 'succeeded', last_error: null };
    const { onPaid } = checkout({ 'GET /wp-json/payments/v1/verify-payment-intent/pi_1': paid }, 'ta');
    await payWithTestCard();
    expect(await screen.findByTestId('checkout-success')).toBeInTheDocument();
    expect(onPaid).toHaveBeenCalledTimes(1);
  });
});

describe('Checkout: resuming a payment left unfinished (docs/adr/0025)', () => {
  it('pays the order already placed, without placing another or offering a coupon', async () => {
    const api = fakeApi({ ...PAYMENT, 'GET /wp-json/payments/v1/verify-payment-intent/pi_1': { paid: true, status: 'succeeded', last_error: null } });
    const platform = createFakePlatform({ language: 'en', http: api.http, auth: { status: 'authenticated', token: 't', user: TEST_USER, since: 0 } });
    const onPaid = jest.fn();
    const onOrderPlaced = jest.fn();
    const resume = { id: 41, status: 'pending', total: '96.00', discount_total: '24.00' };
    renderWithPlatform(
      <Checkout item={ITEM} purpose="plan" resumeOrder={resume} onOrderPlaced={onOrderPlaced} onPaid={onPaid} onDone={() => undefined} />,
      platform,
    );
    expect(screen.queryByTestId('coupon-input')).not.toBeInTheDocument();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('RM 96');
    await payWithTestCard();
    expect(await screen.findByTestId('checkout-success')).toBeInTheDocument();
    expect(api.callsTo('POST /wp-json/wc/v3/orders')).toHaveLength(0);
    expect(api.callsTo('POST /wp-json/payments/v1/create-payment-intent')[0]?.body).toMatchObject({ order_id: 41 });
    expect(onOrderPlaced).not.toHaveBeenCalled();
  });

  it('tells the page when a new order has been placed, so the pending checkout shows everywhere', async () => {
    const api = fakeApi(PAYMENT);
    const platform = createFakePlatform({ language: 'en', http: api.http, auth: { status: 'authenticated', token: 't', user: TEST_USER, since: 0 } });
    const onOrderPlaced = jest.fn();
    renderWithPlatform(<Checkout item={ITEM} purpose="plan" onOrderPlaced={onOrderPlaced} onPaid={() => undefined} onDone={() => undefined} />, platform);
    fireEvent.click(screen.getByTestId('checkout-continue'));
    await screen.findByTestId('card-number');
    expect(onOrderPlaced).toHaveBeenCalledWith(expect.objectContaining({ id: 9, status: 'pending' }));
  });
});
