import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, fakeApi, renderWithPlatform } from '@app/shared/testing';
import { boardsPlatform, signedIn, STUDENT_FREE, TEACHER_PRO } from '../testing/boardsPlatform';
import { PerformancePage } from './PerformancePage';

const today = new Date();
const daysAgo = (n: number) => new Date(today.getTime() - n * 24 * 3600 * 1000).toISOString();
const score = (category: string, topic: string, value: number, at: string) => ({
  quiz_category: category,
  topic_key: topic,
  score: value,
  level: 1,
  time_submitted: at,
});

beforeAll(() => {
  // jsdom has no canvas: the charts' text tables are what these tests read
  HTMLCanvasElement.prototype.getContext = (() => null) as never;
});

// the machine running the suite is shared: give slow renders room, never a flaky failure
jest.setTimeout(30_000);

describe('PerformancePage', () => {
  const ALL = [
    score('Search', 'ai-generated-a', 80, daysAgo(0)),
    score('Search', 'ai-generated-b', 60, daysAgo(1)),
    score('Blank', 'pre-generated-c', 40, daysAgo(2)),
    score('Jumble', 'pre-generated-c', 70, daysAgo(2)),
  ];
  const scoresByCategory = ({ query }: { query: Record<string, string> }) =>
    query.quiz_category ? ALL.filter((r) => r.quiz_category === query.quiz_category) : ALL;

  it("counts every game: the spec's Search, Blank and Error in parallel, one call for all games, and names what it counted", async () => {
    const api = fakeApi({
      'GET /wp-json/custom/v1/topics/titles': {
        titles: { 'ai-generated-a': { title: 'என் விலங்குகள்', language: 'ta' }, 'pre-generated-x': { title: 'பழங்கள்', language: 'ta' } },
      },
      'GET /wp-json/custom/v1/get-quiz-scores': scoresByCategory,
      'GET /wp-json/custom/v1/get-quiz-progress': [],
    });
    const platform = boardsPlatform({ auth: signedIn(), subscription: STUDENT_FREE, api });
    renderWithPlatform(<PerformancePage />, platform, { namespace: 'boards', route: '/performance' });
    expect(await screen.findByTestId('performance-analytics')).toBeInTheDocument();
    for (const what of ['scores', 'progress']) {
      expect(api.callsTo(`GET /wp-json/custom/v1/get-quiz-${what}`).map((c) => c.query)).toEqual([
        ...['Search', 'Blank', 'Error'].map((category) => ({ user_identifier: '1', quiz_category: category })),
        { user_identifier: '1' },
      ]);
    }
    expect(screen.getByTestId('performance-counted')).toHaveTextContent(
      'These figures count all 19 games. Played in this period: Word search 2, Fill in the blank 1, Jumbled letters 1.',
    );
    expect(screen.getByTestId('performance-analytics')).toHaveTextContent('Last 30 days: 4 games played');
    expect(screen.getByTestId('performance-message-velocity')).toHaveTextContent('Steady progress.');
    expect(screen.getByTestId('performance-card-aiRatio')).toHaveTextContent('50%');
    expect(screen.getByTestId('performance-message-aiRatio')).toHaveTextContent('A nice balance of AI and ready-made topics.');
    expect(screen.getByTestId('performance-message-diversity')).toHaveTextContent('A good start.');
    expect(screen.getByTestId('performance-message-streak')).toHaveTextContent('Nice streak, keep going!');
    expect(screen.getAllByTestId('streak-day-played')).toHaveLength(3);
    const table = screen.getByTestId('performance-chart-games-table');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    await waitFor(() => expect(screen.getByTestId('performance-topics')).toHaveTextContent('என் விலங்குகள்'));
    // a topic the api no longer knows is named in words, never by its key
    expect(screen.getByTestId('performance-topics')).toHaveTextContent('(a topic no longer available)');
    expect(screen.getByTestId('performance-topics')).not.toHaveTextContent('generated');
  });

  it("says when only the spec's three games could be counted (the all-games call failed)", async () => {
    const api = fakeApi({
      'GET /wp-json/custom/v1/topics/titles': { titles: {} },
      'GET /wp-json/custom/v1/get-quiz-scores': ({ query }) => (query.quiz_category ? scoresByCategory({ query }) : apiError(500, 'internal_error', 'x')),
      'GET /wp-json/custom/v1/get-quiz-progress': [],
    });
    renderWithPlatform(<PerformancePage />, boardsPlatform({ auth: signedIn(), subscription: STUDENT_FREE, api }), {
      namespace: 'boards',
      route: '/performance',
    });
    expect(await screen.findByTestId('performance-counted')).toHaveTextContent('These figures count only Word search, Fill in the blank, Spot the error');
    expect(screen.getByTestId('performance-analytics')).toHaveTextContent('Last 30 days: 3 games played');
  });

  it('with no games, says so and prompts starting a streak', async () => {
    const platform = boardsPlatform({
      auth: signedIn(),
      subscription: STUDENT_FREE,
      language: 'ta',
      api: fakeApi({ 'GET /wp-json/custom/v1/get-quiz-*': [] }),
    });
    renderWithPlatform(<PerformancePage />, platform, { namespace: 'boards', route: '/performance' });
    expect(await screen.findByTestId('performance-empty')).toHaveTextContent('கடந்த 30 நாள்களில் விளையாட்டுகள் இல்லை.');
    expect(screen.getByTestId('performance-message-streak')).toHaveTextContent('தொடரைத் தொடங்க இன்றே விளையாடுங்கள்!');
    expect(screen.queryByTestId('performance-chart-time')).not.toBeInTheDocument();
  });

  it("lets a Pro teacher read one of their students' analytics", async () => {
    const api = fakeApi({
      'GET /wp-json/custom/v1/topics/titles': {
        titles: { 'ai-generated-a': { title: 'என் விலங்குகள்', language: 'ta' }, 'pre-generated-x': { title: 'பழங்கள்', language: 'ta' } },
      },
      'GET /wp-json/custom/v1/boards/students/:id/quiz-:what': ({ params, query }) =>
        params.what === 'scores' && query.quiz_category === 'Search' ? [score('Search', 'pre-generated-x', 30, daysAgo(0))] : [],
      'GET /wp-json/custom/v1/boards/students': { students: [{ id: 42, name: 'Aktif Murid', className: '4 Mawar', lastPlayed: null }] },
      'GET /wp-json/custom/v1/get-quiz-*': [],
    });
    const platform = boardsPlatform({ auth: signedIn('teacher'), subscription: TEACHER_PRO, api });
    renderWithPlatform(<PerformancePage />, platform, { namespace: 'boards', route: '/performance' });
    await screen.findByRole('option', { name: 'Aktif Murid (4 Mawar)' });
    await userEvent.selectOptions(screen.getByTestId('performance-student'), '42');
    expect(await screen.findByTestId('performance-topics')).toHaveTextContent('பழங்கள்');
    expect(api.callsTo('GET /wp-json/custom/v1/boards/students/42/quiz-scores').map((c) => c.query.quiz_category)).toEqual(['Search', 'Blank', 'Error']);
  });
});
