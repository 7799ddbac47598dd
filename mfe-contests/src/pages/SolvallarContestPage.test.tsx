import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPlatform } from '@app/shared/src/testing';
import { contestAt, contestPlatform, fakeHttp } from '../testing/fakeApi';
import { SolvallarContestPage } from './SolvallarContestPage';

function render({ state = 'during' as 'before' | 'during' | 'after', orders = [] as unknown[], scores = [] as unknown[], language = 'en' as 'en' | 'ta' | 'bm', signedIn = true, guardReason = '' } = {}) {
  let paid = false;
  const http = fakeHttp({
    'GET /wp-json/custom/v1/contests/Solvallar2025': () => [200, contestAt(state)],
    'GET /wp-json/wc/v3/orders': () => [200, paid ? [{ id: 5, status: 'completed', line_items: [{ product_id: 815 }] }] : orders],
    'GET /wp-json/custom/v1/scores': () => [200, scores],
    'POST /wp-json/wc/v3/orders': () => [201, { id: 5, status: 'pending', total: '10.00' }],
    'POST /wp-json/payments/v1/create-payment-intent': () => [200, { id: 'pi_1', amount: 1000, mode: 'test' }],
    'POST /wp-json/payments/v1/confirm-test-payment/pi_1': (config) => {
      const card = JSON.parse(String(config.data)) as { card_number: string };
      if (card.card_number !== '4242424242424242') return [402, { code: 'card_declined', message: 'Your card was declined.' }];
      paid = true;
      return [200, { status: 'succeeded', order_status: 'completed' }];
    },
    'GET /wp-json/payments/v1/verify-payment-intent/pi_1': () => [200, { paid: true, status: 'succeeded', order_status: 'completed' }],
  });
  const platform = contestPlatform({ http, language, signedIn });
  window.history.replaceState(guardReason ? { usr: { guardReason }, key: 'x', idx: 0 } : null, '', '/solvallar-contest');
  const route = { pathname: '/solvallar-contest', state: guardReason ? { guardReason } : null };
  renderWithPlatform(<SolvallarContestPage />, platform, { route: route as unknown as string, namespace: 'contests' });
  return { platform, http };
}

describe('the Solvallar contest home', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it.each([
    ['en', 'Payment required for this round', 'Payment required for this round'],
    ['ta', 'Payment required for this round', 'இந்தச் சுற்றுக்குக் கட்டணம் தேவை'],
    ['bm', 'Level 4 already completed. No replay allowed in competition mode.', 'Tahap 4 sudah diselesaikan. Tidak boleh bermain semula dalam mod pertandingan.'],
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

  it('pays for rounds 2–5 with the test card and then opens round 2', async () => {
    const user = userEvent.setup();
    const { platform } = render();
    await screen.findByTestId('contest-payment');
    await user.type(screen.getByTestId('card-number'), '4000 0000 0000 0002');
    await user.type(screen.getByTestId('card-expiry'), '12/30');
    await user.type(screen.getByTestId('card-cvc'), '123');
    await user.click(screen.getByTestId('pay-button'));
    expect(await screen.findByTestId('payment-error')).toHaveTextContent('Your card was declined.');
    await user.clear(screen.getByTestId('card-number'));
    await user.type(screen.getByTestId('card-number'), '4242 4242 4242 4242');
    await user.click(screen.getByTestId('pay-button'));
    await waitFor(() => expect(screen.getByTestId('round-2-payment')).toHaveTextContent('Paid'), { timeout: 5000 });
    expect(screen.getByTestId('level-4')).toHaveAttribute('data-mark', 'open');
    expect(screen.queryByTestId('contest-payment')).not.toBeInTheDocument();
    expect(platform.toasts[0]?.message).toBe('Payment received. Rounds 2 to 5 are open.');
  }, 30_000);

  it('asks a signed-out visitor to sign in and locks every level', async () => {
    render({ signedIn: false });
    expect(await screen.findByTestId('sign-in-needed')).toBeInTheDocument();
    expect(screen.getByTestId('level-1')).toHaveAttribute('data-mark', 'locked');
  });
});
