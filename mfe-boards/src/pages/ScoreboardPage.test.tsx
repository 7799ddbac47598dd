import { screen } from '@testing-library/react';
import { renderWithPlatform } from '@app/shared/src/testing';
import { boardsPlatform, signedIn, STUDENT_FREE, stubApi } from '../testing/boardsPlatform';
import { ScoreboardPage } from './ScoreboardPage';

// the machine running the suite is shared: give slow renders room, never a flaky failure
jest.setTimeout(30_000);

describe('ScoreboardPage', () => {
  it('lists personal bests per game and topic and the latest scores', async () => {
    const platform = boardsPlatform({ auth: signedIn(), subscription: STUDENT_FREE });
    stubApi(platform, {
      get: {
        '/wp-json/custom/v1/scoreboard': () => ({
          recent: [{ quizCategory: 'Blank', topicKey: 'pre-generated-food', language: 'ta', score: 50, level: 2, timeSubmitted: '2026-11-21T03:00:00Z' }],
          bests: [
            { quizCategory: 'Blank', topicKey: 'pre-generated-food', bestScore: 50, attempts: 1, averageScore: 50, lastPlayed: '2026-11-21T03:00:00Z' },
            { quizCategory: 'Search', topicKey: 'pre-generated-animals', bestScore: 70, attempts: 2, averageScore: 50, lastPlayed: '2026-11-20T03:00:00Z' },
          ],
        }),
      },
    });
    renderWithPlatform(<ScoreboardPage />, platform, { namespace: 'boards', route: '/scoreboard' });
    const rows = await screen.findAllByTestId('scoreboard-best-row');
    expect(rows.map((r) => r.textContent?.slice(0, 40))).toEqual([expect.stringContaining('Fill the blankpre-generated-food5050'), expect.stringContaining('Word searchpre-generated-animals7050')]);
    expect(screen.getByTestId('scoreboard-recent')).toHaveTextContent('Fill the blank');
  });

  it('invites a new player to play, and still lets them join a class', async () => {
    const platform = boardsPlatform({ auth: signedIn(), subscription: STUDENT_FREE, language: 'ta' });
    stubApi(platform, { get: { '/wp-json/custom/v1/scoreboard': () => ({ recent: [], bests: [] }) } });
    renderWithPlatform(<ScoreboardPage />, platform, { namespace: 'boards', route: '/scoreboard' });
    expect(await screen.findByTestId('scoreboard-empty')).toHaveTextContent('உங்களுக்கு இன்னும் புள்ளிகள் இல்லை.');
    expect(screen.getByTestId('join-class-form')).toBeInTheDocument();
  });
});
