import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, fakeApi, renderWithPlatform } from '@app/shared/testing';
import { boardsPlatform, NO_SUBSCRIPTION, signedIn, STUDENT_FREE } from '../testing/boardsPlatform';
import { LeaderboardPage } from './LeaderboardPage';

const entry = (rank: number, name: string, score: number, isViewer = false) => ({
  rank,
  name,
  school: 'SK Test',
  score,
  timeSubmitted: '2026-11-20T02:00:00Z',
  isViewer,
});
const BOARD = {
  period: 'week',
  scope: 'everyone',
  periodStart: null,
  total: 30,
  entries: [entry(1, 'Anbu K.', 99), entry(2, 'Bala K.', 90)],
  viewer: entry(27, 'Kavitha R.', 12, true),
  scopeMissing: null,
};

const LEADERBOARD = 'GET /wp-json/custom/v1/leaderboard';
const render = (platform = boardsPlatform({ auth: signedIn(), subscription: STUDENT_FREE })) => {
  renderWithPlatform(<LeaderboardPage />, platform, { namespace: 'boards', route: '/leaderboard' });
  return platform;
};

// the machine running the suite is shared: give slow renders room, never a flaky failure
jest.setTimeout(30_000);

describe('LeaderboardPage', () => {
  it('tells a student with no active subscription why, instead of a blank page, and never asks the api', () => {
    const api = fakeApi();
    render(boardsPlatform({ auth: signedIn(), subscription: NO_SUBSCRIPTION, api }));
    expect(screen.getByTestId('leaderboard-no-subscription')).toHaveTextContent('Leaderboards are open to everyone with an active subscription.');
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/subscription');
    expect(api.calls).toEqual([]);
  });

  it('asks a signed-out visitor to sign in', () => {
    render(boardsPlatform());
    expect(screen.getByTestId('leaderboard-sign-in')).toHaveTextContent('Sign in to see the leaderboards.');
  });

  it("shows the top rows and the viewer's own row below a gap", async () => {
    render(boardsPlatform({ auth: signedIn(), subscription: STUDENT_FREE, api: fakeApi({ [LEADERBOARD]: BOARD }) }));
    const rows = await screen.findAllByTestId('leaderboard-row');
    expect(rows.map((r) => r.textContent)).toEqual([expect.stringContaining('Anbu K.'), expect.stringContaining('Bala K.')]);
    expect(screen.getByTestId('leaderboard-viewer-row')).toHaveTextContent('27Kavitha R. (you)');
    expect(screen.getByText('30 players')).toBeInTheDocument();
  });

  it('reloads for the chosen period, game and scope, keeping the filters on screen', async () => {
    const api = fakeApi({
      [LEADERBOARD]: ({ query }) =>
        query.scope === 'class'
          ? { ...BOARD, entries: [], viewer: null, scopeMissing: 'class' }
          : query.period === 'today'
            ? { ...BOARD, entries: [], viewer: null }
            : BOARD,
    });
    render(boardsPlatform({ auth: signedIn(), subscription: STUDENT_FREE, api }));
    await screen.findAllByTestId('leaderboard-row');
    await userEvent.click(screen.getByLabelText('Today'));
    expect(await screen.findByTestId('leaderboard-empty')).toHaveTextContent('No scores yet for this choice.');
    await userEvent.selectOptions(screen.getByTestId('filter-game'), 'Blank');
    await userEvent.click(screen.getByLabelText('My class'));
    expect(await screen.findByTestId('leaderboard-no-class')).toHaveTextContent('You are not in a class yet.');
    expect(screen.getByTestId('join-class-form')).toBeInTheDocument();
    expect(api.callsTo(LEADERBOARD).at(-1)?.query).toEqual({ period: 'today', scope: 'class', limit: '20', quiz_category: 'Blank' });
  });

  it('ranks one topic once a language is chosen, and forgets the topic when the language changes', async () => {
    const api = fakeApi({
      [LEADERBOARD]: BOARD,
      'GET /wp-json/custom/v1/topics': ({ query }) =>
        query.language === 'ta' ? [{ key: 'pre-generated-animals', title: 'விலங்குகள்' }] : [{ key: 'pre-generated-fruits', title: 'Fruits' }],
    });
    render(boardsPlatform({ auth: signedIn(), subscription: STUDENT_FREE, api }));
    await screen.findAllByTestId('leaderboard-row');
    const topic = screen.getByTestId('filter-topic');
    expect(topic).toBeDisabled();
    expect(topic).toHaveDisplayValue('Pick a language to choose a topic');
    await userEvent.selectOptions(screen.getByTestId('filter-language'), 'ta');
    await waitFor(() => expect(topic).toBeEnabled());
    await userEvent.selectOptions(await screen.findByTestId('filter-topic'), 'விலங்குகள்');
    await waitFor(() =>
      expect(api.callsTo(LEADERBOARD).at(-1)?.query).toEqual({
        period: 'week',
        scope: 'everyone',
        limit: '20',
        language: 'ta',
        topic_key: 'pre-generated-animals',
      }),
    );
    await userEvent.selectOptions(screen.getByTestId('filter-language'), 'en');
    expect(screen.getByTestId('filter-topic')).toHaveDisplayValue('All topics');
    await waitFor(() =>
      expect(api.callsTo(LEADERBOARD).map((c) => c.query)).toContainEqual({ period: 'week', scope: 'everyone', limit: '20', language: 'en' }),
    );
  });

  it.each([
    ['en', 'Something went wrong on our side. Please try again.'],
    ['ta', 'எங்கள் பக்கத்தில் ஏதோ தவறு நடந்துவிட்டது. மீண்டும் முயலவும்.'],
    ['bm', 'Berlaku masalah di pihak kami. Sila cuba lagi.'],
  ] as const)("when the api fails, says so in the reader's language (%s), never in the server's English", async (language, text) => {
    const api = fakeApi({ [LEADERBOARD]: apiError(500, 'internal_error', 'Something went wrong on our side. Please try again.') });
    render(boardsPlatform({ auth: signedIn(), subscription: STUDENT_FREE, api, language }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('shows the subscription notice when the api says the subscription is needed', async () => {
    const api = fakeApi({ [LEADERBOARD]: apiError(403, 'subscription_required', 'Leaderboards need an active subscription.') });
    render(boardsPlatform({ auth: signedIn(), subscription: STUDENT_FREE, api }));
    expect(await screen.findByTestId('leaderboard-no-subscription')).toBeInTheDocument();
  });

  it('reads in Tamil', async () => {
    const platform = boardsPlatform({ auth: signedIn(), subscription: NO_SUBSCRIPTION, language: 'ta' });
    render(platform);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('தரவரிசை'));
    expect(screen.getByTestId('leaderboard-no-subscription')).toHaveTextContent('சந்தா தேவை');
  });
});
