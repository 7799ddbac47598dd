import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@app/shared';
import { createFakePlatform, renderWithPlatform, TEST_USER } from '@app/shared/testing';
import { GamePage } from './GamePage';
import { useGame, useGameHint } from './GameContext';
import en from '../../../public/assets/i18n/en.json';
import { TEST_TOPIC } from './testing/testTopic';
import { savedGameRecord } from './testing/savedGame';

// The shared test machine can be slow; give async queries room before calling a render missing.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

/** A one-button game: enough to drive the frame. */
function TinyGame() {
  const { report, finish, feedback } = useGame();
  useGameHint(() => feedback('hint', 'press the button'));
  return (
    <button
      type="button"
      onClick={() => {
        report({ score: 5, correct: 1, attempted: 1, state: { done: 1 } });
        feedback('correct', 'yes');
        finish({ score: 5, correct: 1, attempted: 1 });
      }}
    >
      win
    </button>
  );
}

function setup(signedIn = true) {
  const platform = createFakePlatform({
    namespace: 'games',
    translations: { en },
    auth: signedIn ? { status: 'authenticated', token: 't', user: TEST_USER, since: 0 } : undefined,
  });
  const get = jest.spyOn(platform.http, 'get').mockImplementation(async (url: string) => {
    if (url.includes('/topics/')) return { data: TEST_TOPIC };
    return { data: [] };
  });
  const post = jest.spyOn(platform.http, 'post').mockResolvedValue({ data: {} });
  renderWithPlatform(<GamePage gameId="jumble" Game={TinyGame} />, platform, { route: `/jumble?topic=${TEST_TOPIC.key}`, namespace: 'games' });
  return { platform, get, post };
}

describe('GamePage', () => {
  it('should load the topic, start a level, and submit the SPEC quiz score record when the game finishes', async () => {
    const { platform, post } = setup();
    fireEvent.click(await screen.findByTestId('level-2'));
    expect(screen.getByTestId('game-timer')).toHaveTextContent('0:00');
    fireEvent.click(screen.getByText('win'));
    expect(await screen.findByTestId('game-result')).toBeInTheDocument();
    expect(screen.getByTestId('result-score')).toHaveTextContent('5');
    expect(screen.getByTestId('result-accuracy')).toHaveTextContent('100%');
    expect(screen.getByTestId('result-praise')).toHaveTextContent('Excellent!');
    expect(platform.submitted).toHaveLength(1);
    expect(platform.submitted[0]).toMatchObject({
      kind: 'quiz',
      payload: { quiz_category: 'Jumble', topic_key: TEST_TOPIC.key, score: 5, level: 2, language: 'ta' },
    });
    await waitFor(() => expect(screen.getByTestId('result-save-status')).toHaveTextContent('Your score is saved.'));
    const saved = post.mock.calls.find(([url]) => url === '/wp-json/custom/v1/save-quiz-progress');
    expect(JSON.parse((saved?.[1] as { progress_state: string }).progress_state)).toMatchObject({ finished: true, level: 2 });
  });

  it('should offer to continue a saved game and give the game its snapshot back', async () => {
    const platform = createFakePlatform({ namespace: 'games', translations: { en }, auth: { status: 'authenticated', token: 't', user: TEST_USER, since: 0 } });
    const record = savedGameRecord({
      game: 'jumble',
      topicKey: TEST_TOPIC.key,
      level: 3,
      seed: 9,
      elapsedMs: 61_000,
      score: 2,
      correct: 1,
      attempted: 2,
      state: { at: 4 },
    });
    jest.spyOn(platform.http, 'get').mockImplementation(async (url: string) => ({ data: url.includes('/topics/') ? TEST_TOPIC : [record] }));
    let seen: unknown;
    function Peek() {
      seen = useGame().restored;
      return null;
    }
    renderWithPlatform(<GamePage gameId="jumble" Game={Peek} />, platform, { route: `/jumble?topic=${TEST_TOPIC.key}`, namespace: 'games' });
    fireEvent.click(await screen.findByTestId('game-resume'));
    expect(seen).toEqual({ at: 4 });
    expect(screen.getByTestId('game-timer')).toHaveTextContent('1:01');
    expect(screen.getByTestId('game-score')).toHaveTextContent('2');
  });

  it('should charge a hint centrally: the score loses its cost and the hinted answer is not right', async () => {
    const { platform } = setup();
    fireEvent.click(await screen.findByTestId('level-2'));
    fireEvent.click(screen.getByTestId('game-hint'));
    expect(screen.getByTestId('game-feedback')).toHaveTextContent('Hint: press the button');
    fireEvent.click(screen.getByText('win'));
    expect(await screen.findByTestId('game-result')).toBeInTheDocument();
    // jumble on medium: a hint costs 2 × 2 points of the 5 earned
    expect(screen.getByTestId('result-score')).toHaveTextContent('1');
    expect(screen.getByTestId('result-accuracy')).toHaveTextContent('0%');
    expect(platform.submitted[0]).toMatchObject({ payload: { score: 1 } });
  });

  it('should not charge a hint that gave nothing', async () => {
    function NothingToHint() {
      const { finish } = useGame();
      useGameHint(() => false);
      return (
        <button type="button" onClick={() => finish({ score: 5, correct: 1, attempted: 1 })}>
          win
        </button>
      );
    }
    const platform = createFakePlatform({ namespace: 'games', translations: { en }, auth: { status: 'authenticated', token: 't', user: TEST_USER, since: 0 } });
    jest.spyOn(platform.http, 'get').mockImplementation(async (url: string) => (url.includes('/topics/') ? { data: TEST_TOPIC } : { data: [] }));
    jest.spyOn(platform.http, 'post').mockResolvedValue({ data: {} });
    renderWithPlatform(<GamePage gameId="jumble" Game={NothingToHint} />, platform, { route: `/jumble?topic=${TEST_TOPIC.key}`, namespace: 'games' });
    fireEvent.click(await screen.findByTestId('level-1'));
    fireEvent.click(screen.getByTestId('game-hint'));
    fireEvent.click(screen.getByText('win'));
    expect(await screen.findByTestId('result-score')).toHaveTextContent('5');
  });

  it('should review every recorded item with its right answer and never praise a score of 0', async () => {
    function TwoQuestions() {
      const { recordItem, finish } = useGame();
      return (
        <button
          type="button"
          onClick={() => {
            recordItem({ word: 'யானை', prompt: 'big grey animal', answer: 'யானை', given: 'பூனை', outcome: 'wrong' });
            recordItem({ word: 'புலி', prompt: 'striped cat', answer: 'புலி', outcome: 'skipped' });
            finish({ score: 0, correct: 0, attempted: 2, total: 2 });
          }}
        >
          end
        </button>
      );
    }
    const platform = createFakePlatform({ namespace: 'games', translations: { en } });
    jest.spyOn(platform.http, 'get').mockImplementation(async (url: string) => (url.includes('/topics/') ? { data: TEST_TOPIC } : { data: [] }));
    renderWithPlatform(<GamePage gameId="choice" Game={TwoQuestions} />, platform, { route: `/choice?topic=${TEST_TOPIC.key}`, namespace: 'games' });
    fireEvent.click(await screen.findByTestId('level-1'));
    fireEvent.click(screen.getByText('end'));
    expect(await screen.findByTestId('result-praise')).toHaveTextContent('Keep trying!');
    expect(screen.getByTestId('result-praise')).not.toHaveTextContent('Excellent');
    expect(screen.getByTestId('result-stars')).toHaveAccessibleName('1 of 3 stars');
    const review = screen.getAllByTestId('review-item');
    expect(review.map((r) => r.textContent)).toEqual([expect.stringContaining('யானை · your answer: பூனை'), expect.stringContaining('புலி')]);
    // the topic's words carry the topic's language inside the UI's (WCAG 3.1.2)
    expect(within(review[0]!).getByText('யானை')).toHaveAttribute('lang', 'ta');
    expect(within(review[0]!).getByText('பூனை')).toHaveAttribute('lang', 'ta');
    expect(screen.getByTestId('result-next-level')).toBeInTheDocument();
  });

  it('should send what the child did with each item as items in the score payload', async () => {
    function TwoWords() {
      const { recordItem, finish } = useGame();
      useGameHint(() => undefined);
      return (
        <button
          type="button"
          onClick={() => {
            recordItem({ word: 'யானை', prompt: 'big grey animal', answer: 'யானை', given: 'யானை', outcome: 'right', wrong: ['யனை'], wrongTries: 2 });
            recordItem({ word: 'புலி', prompt: 'striped cat', answer: 'புலி', outcome: 'skipped' });
            finish({ score: 0, correct: 0, attempted: 2, total: 2 });
          }}
        >
          end
        </button>
      );
    }
    const platform = createFakePlatform({ namespace: 'games', translations: { en }, auth: { status: 'authenticated', token: 't', user: TEST_USER, since: 0 } });
    jest.spyOn(platform.http, 'get').mockImplementation(async (url: string) => (url.includes('/topics/') ? { data: TEST_TOPIC } : { data: [] }));
    jest.spyOn(platform.http, 'post').mockResolvedValue({ data: {} });
    renderWithPlatform(<GamePage gameId="jumble" Game={TwoWords} />, platform, { route: `/jumble?topic=${TEST_TOPIC.key}`, namespace: 'games' });
    fireEvent.click(await screen.findByTestId('level-1'));
    fireEvent.click(screen.getByTestId('game-hint'));
    fireEvent.click(screen.getByText('end'));
    await screen.findByTestId('game-result');
    const payload = platform.submitted[0]!.payload as { items: unknown[] };
    expect(payload.items).toEqual([
      { word: 'யானை', outcome: 'right', given: 'யானை', wrong: ['யனை'], wrongTries: 2, hints: 1, ms: expect.any(Number) },
      { word: 'புலி', outcome: 'skipped', wrong: [], wrongTries: 0, hints: 0, ms: expect.any(Number) },
    ]);
  });

  it('should tell a signed-out player to sign in instead of submitting', async () => {
    const { platform } = setup(false);
    fireEvent.click(await screen.findByTestId('level-1'));
    await act(async () => fireEvent.click(screen.getByText('win')));
    expect(platform.submitted).toHaveLength(0);
    expect(screen.getByTestId('result-save-status')).toHaveTextContent('Sign in to save your scores.');
  });

  describe('a PIN game played with a nickname (no account)', () => {
    function pinGame(answer: () => Promise<unknown>) {
      const platform = createFakePlatform({ namespace: 'games', translations: { en } });
      jest.spyOn(platform.http, 'get').mockImplementation(async (url: string) => (url.includes('/topics/') ? { data: TEST_TOPIC } : { data: [] }));
      const post = jest.spyOn(platform.http, 'post').mockImplementation(answer as never);
      renderWithPlatform(<GamePage gameId="jumble" Game={TinyGame} />, platform, {
        route: `/jumble?topic=${TEST_TOPIC.key}&pin=123456&player=tok-abcdef`,
        namespace: 'games',
      });
      return { post };
    }

    it('says the score is on the teacher’s board once the board took it, not "sign in to save"', async () => {
      let answer: (value: unknown) => void = () => undefined;
      const { post } = pinGame(() => new Promise((resolve) => (answer = resolve)));
      fireEvent.click(await screen.findByTestId('level-1'));
      await act(async () => fireEvent.click(screen.getByText('win')));
      expect(screen.getByTestId('result-board-status')).toHaveTextContent("Sending your score to your teacher's board…");
      expect(screen.queryByTestId('result-save-status')).toBeNull();
      await act(async () => answer({ data: { accepted: true, duplicate: false } }));
      expect(screen.getByTestId('result-board-status')).toHaveTextContent("Your score is on your teacher's board.");
      expect(post.mock.calls.map(([url]) => url)).toEqual(['/wp-json/custom/v1/gameboard/123456/score']);
    });

    it('says so when the board refused the score (the game had ended)', async () => {
      pinGame(async () => {
        throw new ApiError('This game has ended; the score was not added.', 'game_ended', 403, false);
      });
      fireEvent.click(await screen.findByTestId('level-1'));
      await act(async () => fireEvent.click(screen.getByText('win')));
      await waitFor(() => expect(screen.getByTestId('result-board-status')).toHaveAttribute('data-status', 'refused'));
      expect(screen.getByTestId('result-board-status')).toHaveTextContent("Your teacher's board did not take this score: the game may have ended.");
    });
  });

  it('should show an error when the topic cannot be loaded', async () => {
    const platform = createFakePlatform({ namespace: 'games', translations: { en } });
    jest.spyOn(platform.http, 'get').mockRejectedValue(new Error('offline'));
    renderWithPlatform(<GamePage gameId="jumble" Game={TinyGame} />, platform, { route: `/jumble?topic=${TEST_TOPIC.key}-x`, namespace: 'games' });
    expect(await screen.findByTestId('page-error')).toHaveTextContent('The topic could not be loaded');
  });
});
