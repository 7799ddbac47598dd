import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@app/shared';
import { createFakePlatform, renderWithPlatform, TEST_USER } from '@app/shared/testing';
import { DailyGameGate } from './DailyGameGate';
import { DailyGamesNotice } from './DailyGamesNotice';
import en from '../../../public/assets/i18n/en.json';
import ta from '../../../public/assets/i18n/ta.json';

const RESETS = '2026-11-23T16:00:00.000Z';
const signedIn = { status: 'authenticated' as const, token: 't', user: TEST_USER, since: 0 };

function platformWith(allowance: { remaining: number | null; played: number }, language: 'en' | 'ta' = 'en') {
  const platform = createFakePlatform({ namespace: 'games', translations: { en, ta }, language, auth: signedIn });
  jest.spyOn(platform.http, 'get').mockResolvedValue({ data: { limit: 10, resetsAt: RESETS, ...allowance } });
  return platform;
}

describe('DailyGamesNotice (docs/requirements.md §9 "limited daily games")', () => {
  it('tells a free student how many free games are left today', async () => {
    renderWithPlatform(<DailyGamesNotice />, platformWith({ remaining: 7, played: 3 }), { namespace: 'games' });
    expect(await screen.findByTestId('daily-games-notice')).toHaveTextContent('Free games left today: 7 of 10.');
  });

  it("says kindly, in the reader's language, that today's free games are used up and PIN games are still free", async () => {
    renderWithPlatform(<DailyGamesNotice />, platformWith({ remaining: 0, played: 10 }, 'ta'), { namespace: 'games' });
    const notice = await screen.findByTestId('daily-games-notice');
    expect(notice).toHaveTextContent('இன்றைய இலவச விளையாட்டுகள் முடிந்தன');
    expect(notice).toHaveTextContent('PIN விளையாட்டுகள் எப்போதும் இலவசம்');
  });

  it('shows nothing to an account without a daily limit', async () => {
    const platform = platformWith({ remaining: null, played: 0 });
    renderWithPlatform(<DailyGamesNotice />, platform, { namespace: 'games' });
    await waitFor(() => expect(platform.http.get).toHaveBeenCalled());
    expect(screen.queryByTestId('daily-games-notice')).toBeNull();
  });
});

/** The frame's phase, moved by a button as the level chooser would. */
function Frame({ initial = 'choosing' }: { initial?: string }) {
  const [phase, setPhase] = useState(initial);
  return (
    <>
      <button type="button" onClick={() => setPhase('playing')}>
        play
      </button>
      <button type="button" onClick={() => setPhase('finished')}>
        finish
      </button>
      <DailyGameGate gameId="jumble" topicKey="pre-generated-ta-animals" phase={phase} />
    </>
  );
}

describe('DailyGameGate', () => {
  it('counts the game with the api when play starts, once', async () => {
    const platform = platformWith({ remaining: 4, played: 6 });
    const post = jest.spyOn(platform.http, 'post').mockResolvedValue({ data: { limit: 10, remaining: 3, played: 7, resetsAt: RESETS } });
    renderWithPlatform(<Frame />, platform, { namespace: 'games', route: '/jumble?topic=pre-generated-ta-animals' });
    expect(await screen.findByTestId('daily-games-gate')).toHaveTextContent('4 of 10');
    fireEvent.click(screen.getByText('play'));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/wp-json/custom/v1/games/start', { quiz_category: 'Jumble', topic_key: 'pre-generated-ta-animals' }),
    );
    fireEvent.click(screen.getByText('play'));
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('lets a game the api refused be finished, saying its score is kept until midnight', async () => {
    const platform = platformWith({ remaining: 0, played: 10 });
    jest
      .spyOn(platform.http, 'post')
      .mockRejectedValue(new ApiError("You have played today's free games.", 'daily_limit', 403, false, { limit: 10, resetsAt: RESETS }));
    renderWithPlatform(<Frame />, platform, { namespace: 'games', route: '/jumble?topic=pre-generated-ta-animals' });
    expect(await screen.findByTestId('daily-games-gate')).toHaveTextContent('You have played your 10 free games today.');
    fireEvent.click(screen.getByText('play'));
    expect(await screen.findByText(/your score is kept on this device and saved after midnight/)).toBeInTheDocument();
  });

  it('never counts a PIN game', async () => {
    const platform = platformWith({ remaining: 0, played: 10 });
    const post = jest.spyOn(platform.http, 'post');
    renderWithPlatform(<Frame initial="playing" />, platform, { namespace: 'games', route: '/jumble?topic=pre-generated-ta-animals&pin=123456&player=abc' });
    await new Promise((r) => setTimeout(r, 20));
    expect(post).not.toHaveBeenCalled();
    expect(screen.queryByTestId('daily-games-gate')).toBeNull();
  });
});
