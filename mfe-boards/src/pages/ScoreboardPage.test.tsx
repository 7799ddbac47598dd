import { screen, waitFor } from '@testing-library/react';
import { fakeApi, renderWithPlatform } from '@app/shared/testing';
import { boardsPlatform, signedIn, STUDENT_FREE } from '../testing/boardsPlatform';
import { ScoreboardPage } from './ScoreboardPage';

// the machine running the suite is shared: give slow renders room, never a flaky failure
jest.setTimeout(30_000);

describe('ScoreboardPage', () => {
  it('lists personal bests per game and topic and the latest scores', async () => {
    const api = fakeApi({
      'GET /wp-json/custom/v1/topics/titles': {
        titles: { 'pre-generated-food': { title: 'உணவு', language: 'ta' }, 'pre-generated-animals': { title: 'விலங்குகள்', language: 'ta' } },
      },
      'GET /wp-json/custom/v1/scoreboard': {
        recent: [{ quizCategory: 'Blank', topicKey: 'pre-generated-food', language: 'ta', score: 50, level: 2, timeSubmitted: '2026-11-21T03:00:00Z' }],
        bests: [
          { quizCategory: 'Blank', topicKey: 'pre-generated-food', bestScore: 50, attempts: 1, averageScore: 50, lastPlayed: '2026-11-21T03:00:00Z' },
          { quizCategory: 'Search', topicKey: 'pre-generated-animals', bestScore: 70, attempts: 2, averageScore: 50, lastPlayed: '2026-11-20T03:00:00Z' },
        ],
      },
    });
    const platform = boardsPlatform({ auth: signedIn(), subscription: STUDENT_FREE, api });
    renderWithPlatform(<ScoreboardPage />, platform, { namespace: 'boards', route: '/scoreboard' });
    const rows = await screen.findAllByTestId('scoreboard-best-row');
    await waitFor(() => expect(rows[0]).toHaveTextContent('Fill in the blankஉணவு5050'));
    expect(rows[1]).toHaveTextContent('Word searchவிலங்குகள்7050');
    expect(screen.getByTestId('scoreboard-recent')).toHaveTextContent('உணவு');
    expect(screen.getByTestId('page-scoreboard')).not.toHaveTextContent('pre-generated');
    expect(screen.getByTestId('scoreboard-recent')).toHaveTextContent('Fill in the blank');
    // 03:00 UTC is 11:00 in Malaysia, whatever the device's zone
    expect(screen.getByTestId('scoreboard-recent')).toHaveTextContent('21 Nov 2026, 11:00 am');
    // on a phone each row is a card and each value carries its column's name (issue 27: no sideways scrolling)
    for (const id of ['scoreboard-bests', 'scoreboard-recent']) {
      const table = screen.getByTestId(id);
      const heads = [...table.querySelectorAll('thead th')].map((th) => th.textContent);
      for (const row of table.querySelectorAll('tbody tr')) expect([...row.querySelectorAll('td')].map((td) => td.getAttribute('data-label'))).toEqual(heads);
    }
  });

  it('invites a new player to play, and still lets them join a class', async () => {
    const platform = boardsPlatform({
      auth: signedIn(),
      subscription: STUDENT_FREE,
      language: 'ta',
      api: fakeApi({ 'GET /wp-json/custom/v1/scoreboard': { recent: [], bests: [] } }),
    });
    renderWithPlatform(<ScoreboardPage />, platform, { namespace: 'boards', route: '/scoreboard' });
    expect(await screen.findByTestId('scoreboard-empty')).toHaveTextContent('உங்களுக்கு இன்னும் புள்ளிகள் இல்லை.');
    expect(screen.getByTestId('join-class-form')).toBeInTheDocument();
  });
});
