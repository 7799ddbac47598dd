import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPlatform } from '@app/shared/src/testing';
import { boardsPlatform, signedIn, STUDENT_FREE, stubApi, TEACHER_PRO } from '../testing/boardsPlatform';
import { PerformancePage } from './PerformancePage';

const today = new Date();
const daysAgo = (n: number) => new Date(today.getTime() - n * 24 * 3600 * 1000).toISOString();
const score = (category: string, topic: string, value: number, at: string) => ({ quiz_category: category, topic_key: topic, score: value, level: 1, time_submitted: at });

beforeAll(() => {
  // jsdom has no canvas: the charts' text tables are what these tests read
  HTMLCanvasElement.prototype.getContext = (() => null) as never;
});

// the machine running the suite is shared: give slow renders room, never a flaky failure
jest.setTimeout(30_000);

describe('PerformancePage', () => {
  it('fetches Search, Blank and Error scores and progress in parallel and shows the analytics with their messages', async () => {
    const platform = boardsPlatform({ auth: signedIn(), subscription: STUDENT_FREE });
    const api = stubApi(platform, {
      get: {
        '/wp-json/custom/v1/get-quiz-scores': (url) =>
          url.includes('Search') ? [score('Search', 'ai-generated-a', 80, daysAgo(0)), score('Search', 'ai-generated-b', 60, daysAgo(1))] : url.includes('Blank') ? [score('Blank', 'pre-generated-c', 40, daysAgo(2))] : [],
        '/wp-json/custom/v1/get-quiz-progress': () => [],
      },
    });
    renderWithPlatform(<PerformancePage />, platform, { namespace: 'boards', route: '/performance' });
    expect(await screen.findByTestId('performance-analytics')).toBeInTheDocument();
    const urls = api.get.mock.calls.map((c) => c[0]);
    for (const c of ['Search', 'Blank', 'Error']) {
      expect(urls).toContain(`/wp-json/custom/v1/get-quiz-scores?user_identifier=1&quiz_category=${c}`);
      expect(urls).toContain(`/wp-json/custom/v1/get-quiz-progress?user_identifier=1&quiz_category=${c}`);
    }
    expect(screen.getByTestId('performance-message-velocity')).toHaveTextContent('Steady progress.');
    expect(screen.getByTestId('performance-card-aiRatio')).toHaveTextContent('67%');
    expect(screen.getByTestId('performance-message-aiRatio')).toHaveTextContent('A nice balance of AI and ready-made topics.');
    expect(screen.getByTestId('performance-message-diversity')).toHaveTextContent('A good start.');
    expect(screen.getByTestId('performance-message-streak')).toHaveTextContent('Nice streak, keep going!');
    expect(screen.getAllByTestId('streak-day-played')).toHaveLength(3);
    const table = screen.getByTestId('performance-chart-games-table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByTestId('performance-topics')).toHaveTextContent('ai-generated-a');
  });

  it('with no games, says so and prompts starting a streak', async () => {
    const platform = boardsPlatform({ auth: signedIn(), subscription: STUDENT_FREE, language: 'ta' });
    stubApi(platform, { get: { '/wp-json/custom/v1/get-quiz-': () => [] } });
    renderWithPlatform(<PerformancePage />, platform, { namespace: 'boards', route: '/performance' });
    expect(await screen.findByTestId('performance-empty')).toHaveTextContent('கடந்த 30 நாள்களில் விளையாட்டுகள் இல்லை.');
    expect(screen.getByTestId('performance-message-streak')).toHaveTextContent('தொடரைத் தொடங்க இன்றே விளையாடுங்கள்!');
    expect(screen.queryByTestId('performance-chart-time')).not.toBeInTheDocument();
  });

  it("lets a Pro teacher read one of their students' analytics", async () => {
    const platform = boardsPlatform({ auth: signedIn('teacher'), subscription: TEACHER_PRO });
    const api = stubApi(platform, {
      get: {
        '/wp-json/custom/v1/boards/students/': (url) => (url.includes('scores') && url.includes('Search') ? [score('Search', 'pre-generated-x', 30, daysAgo(0))] : []),
        '/wp-json/custom/v1/boards/students': () => ({ students: [{ id: 42, name: 'Aktif Murid', className: '4 Mawar', lastPlayed: null }] }),
        '/wp-json/custom/v1/get-quiz-': () => [],
      },
    });
    renderWithPlatform(<PerformancePage />, platform, { namespace: 'boards', route: '/performance' });
    await screen.findByRole('option', { name: 'Aktif Murid (4 Mawar)' });
    await userEvent.selectOptions(screen.getByTestId('performance-student'), '42');
    expect(await screen.findByTestId('performance-topics')).toHaveTextContent('pre-generated-x');
    expect(api.get).toHaveBeenCalledWith('/wp-json/custom/v1/boards/students/42/quiz-scores?quiz_category=Error');
  });
});
