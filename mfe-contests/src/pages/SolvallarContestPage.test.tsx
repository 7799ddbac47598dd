import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, apiError, fakeApi, renderWithPlatform } from '@app/shared/testing';
import { contestAt, contestPlatform } from '../testing/contestPlatform';
import { SolvallarContestPage } from './SolvallarContestPage';

function render({
  state = 'during' as 'before' | 'during' | 'after',
  orders = [] as unknown[],
  scores = [] as unknown[],
  language = 'en' as 'en' | 'ta' | 'bm',
  signedIn = true,
  guardReason = '',
  contest = {},
  overrideAllowed = false,
} = {}) {
  let paid = false;
  const api = fakeApi({
    'GET /wp-json/custom/v1/contests/Solvallar2025': { ...contestAt(state), ...contest },
    'GET /wp-json/wc/v3/orders': () => (paid ? [{ id: 5, status: 'completed', line_items: [{ product_id: 815 }] }] : orders),
    'GET /wp-json/custom/v1/scores': scores,
    'GET /wp-json/wc/v3/products/815': { id: 815, name: 'Solvallar', price: '10.00', meta_data: [] },
    'POST /wp-json/wc/v3/orders': answer(201, { id: 5, status: 'pending', total: '10.00', discount_total: '0.00' }),
    'POST /wp-json/payments/v1/create-customer': { id: 'cus_1' },
    'POST /wp-json/payments/v1/create-payment-intent': { id: 'pi_1', amount: 1000, mode: 'test', client_secret: 's' },
    'POST /wp-json/payments/v1/confirm-test-payment/pi_1': ({ body }) => {
      if ((body as { card_number: string }).card_number !== '4242424242424242') return apiError(402, 'card_declined', 'Your card was declined.');
      paid = true;
      return { status: 'succeeded', order_status: 'completed' };
    },
    'GET /wp-json/payments/v1/verify-payment-intent/pi_1': { paid: true, status: 'succeeded', order_status: 'completed' },
  });
  const platform = contestPlatform({ api, language, signedIn, config: { contestOverrideAllowed: overrideAllowed } });
  window.history.replaceState(guardReason ? { usr: { guardReason }, key: 'x', idx: 0 } : null, '', '/solvallar-contest');
  const route = { pathname: '/solvallar-contest', state: guardReason ? { guardReason } : null };
  renderWithPlatform(<SolvallarContestPage />, platform, { route: route as unknown as string, namespace: 'contests' });
  return { platform, api };
}

describe('the Solvallar contest home', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it.each([
    ['en', 'Payment required for this round', 'Payment required for this round'],
    ['ta', 'Payment required for this round', 'இந்தச் சுற்றுக்குக் கட்டணம் தேவை'],
    [
      'bm',
      'Level 4 already completed. No replay allowed in competition mode.',
      'Tahap 4 sudah diselesaikan. Tidak boleh bermain semula dalam mod pertandingan.',
    ],
    ['ta', 'Contest has ended', 'போட்டி முடிந்துவிட்டது'],
  ] as const)('shows the guard reason in %s', async (language, guardReason, shown) => {
    render({ language, guardReason });
    expect(await screen.findByTestId('guard-reason')).toHaveTextContent(shown);
  });

  it('shows the state, the window in Malaysia time and a countdown before the start', async () => {
    render({ state: 'before' });
    expect(await screen.findByTestId('contest-state')).toHaveTextContent('Not started yet');
    expect(screen.getByTestId('contest-window')).toHaveTextContent('2025-10-05 10:00 to 22:00');
    expect(screen.getByTestId('countdown-to-start')).toHaveTextContent(/1:00:0\d|0:59:5\d/);
    expect(screen.getByTestId('level-1')).toHaveAttribute('data-mark', 'locked');
  });

  it('marks completed levels with their score, opens round 1 and locks unpaid rounds', async () => {
    render({ scores: [{ id: 1, level: 1, round: 1, score: 7, max_score: 8, time_taken: 40, time_submitted: '' }] });
    const level1 = await screen.findByTestId('level-1');
    expect(level1).toHaveAttribute('data-mark', 'completed');
    expect(level1).toHaveTextContent('Done: 7/8');
    expect(screen.getByTestId('level-2')).toHaveAttribute('data-mark', 'open');
    expect(within(screen.getByTestId('level-2')).getByRole('link')).toHaveAttribute('href', '/solvallarcontest/round1/level2');
    expect(screen.getByTestId('level-4')).toHaveAttribute('data-mark', 'locked');
    expect(screen.getByTestId('round-2-payment')).toHaveTextContent('Needs payment');
  });

  it('pays for rounds 2–5 through the shared checkout with the test card and then opens round 2', async () => {
    const user = userEvent.setup();
    const { platform } = render();
    expect(await screen.findByTestId('contest-payment')).toHaveTextContent('One payment of RM 10 opens rounds 2, 3, 4 and 5.');
    await user.click(screen.getByTestId('contest-buy'));
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('RM 10');
    await user.click(screen.getByTestId('checkout-continue'));
    await user.type(await screen.findByTestId('card-number'), '4000 0000 0000 0002');
    await user.type(screen.getByTestId('card-expiry'), '12/30');
    await user.type(screen.getByTestId('card-cvc'), '123');
    await user.click(screen.getByTestId('pay-button'));
    expect(await screen.findByTestId('checkout-failure-message')).toHaveTextContent('Your card was declined.');
    await user.click(screen.getByTestId('checkout-retry'));
    await user.type(await screen.findByTestId('card-number'), '4242 4242 4242 4242');
    await user.type(screen.getByTestId('card-expiry'), '12/30');
    await user.type(screen.getByTestId('card-cvc'), '123');
    await user.click(screen.getByTestId('pay-button'));
    await waitFor(() => expect(screen.getByTestId('round-2-payment')).toHaveTextContent('Paid'), { timeout: 5000 });
    expect(screen.getByTestId('level-4')).toHaveAttribute('data-mark', 'open');
    expect(screen.queryByTestId('contest-payment')).not.toBeInTheDocument();
    expect(platform.toasts[0]?.message).toBe('Payment received. Rounds 2 to 5 are open.');
  }, 30_000);

  it('offers no payment once the contest has ended, and says why', async () => {
    render({ state: 'after' });
    expect(await screen.findByTestId('entry-closed')).toHaveTextContent('entries for rounds 2 to 5 are no longer sold');
    expect(screen.queryByTestId('contest-payment')).not.toBeInTheDocument();
    expect(screen.getByTestId('level-4')).toHaveAttribute('data-mark', 'locked');
    expect(screen.getByTestId('results-notice')).toHaveTextContent('Results will be published on 8 Oct 2025');
  });

  it('offers no payment when the api has stopped selling the entry', async () => {
    render({ contest: { entryOnSale: false } });
    await screen.findByTestId('round-grid');
    expect(screen.queryByTestId('contest-payment')).not.toBeInTheDocument();
  });

  it('never shows "Starts in 0:00": a start already passed but forced to "before" says it opens soon', async () => {
    render({ state: 'before', contest: { serverTime: '2025-10-05T03:00:00.000Z', overrideState: 'before' }, overrideAllowed: true });
    expect(await screen.findByTestId('countdown-to-start')).toHaveTextContent('The contest opens soon.');
  });

  it('counts days when the start is more than a day away', async () => {
    render({ state: 'before', contest: { serverTime: '2025-10-01T01:00:00.000Z' } });
    expect(await screen.findByTestId('countdown-to-start')).toHaveTextContent('Starts in 4 days');
  });

  it('asks a signed-out visitor to sign in and locks every level', async () => {
    render({ signedIn: false });
    expect(await screen.findByTestId('sign-in-needed')).toBeInTheDocument();
    expect(screen.getByTestId('level-1')).toHaveAttribute('data-mark', 'locked');
  });
});
