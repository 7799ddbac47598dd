import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { homeworkPlayedHere } from '@app/shared';
import { createFakePlatform, renderWithPlatform, TEST_USER } from '@app/shared/testing';
import { GamePage } from '../games/common/GamePage';
import { useGame } from '../games/common/GameContext';
import en from '../../public/assets/i18n/en.json';
import { TEST_TOPIC } from '../games/common/testing/testTopic';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const [first, second, third] = TEST_TOPIC.items.map((i) => i.word);

/** Records one item right, one wrong, one hinted, then finishes. */
function ThreeItems() {
  const { recordItem, finish } = useGame();
  return (
    <button
      type="button"
      onClick={() => {
        recordItem({ word: first!, prompt: '', answer: first!, given: first!, outcome: 'right' });
        recordItem({ word: second!, prompt: '', answer: second!, given: 'x', outcome: 'wrong', wrong: ['y'] });
        recordItem({ word: third!, prompt: '', answer: third!, given: third!, outcome: 'right', hints: 1 });
        finish({ score: 10, correct: 1, attempted: 3 });
      }}
    >
      play
    </button>
  );
}

function open(route: string) {
  localStorage.clear();
  const platform = createFakePlatform({ namespace: 'games', translations: { en }, auth: { status: 'authenticated', token: 't', user: TEST_USER, since: 0 } });
  const get = jest.spyOn(platform.http, 'get').mockImplementation(async (url: string) => (url.includes('/topics/') ? { data: TEST_TOPIC } : { data: [] }));
  const post = jest.spyOn(platform.http, 'post').mockResolvedValue({ data: {} });
  renderWithPlatform(<GamePage gameId="jumble" Game={ThreeItems} />, platform, { route, namespace: 'games' });
  return { platform, get, post };
}

describe('a game opened for homework (?assignment=)', () => {
  const route = `/jumble?topic=${TEST_TOPIC.key}&assignment=12&level=2&untimed=1`;

  it('should start at the level the teacher set, without a level chooser, a clock or a daily-games count', async () => {
    const { post } = open(route);
    expect(await screen.findByTestId('assignment-start')).toHaveTextContent('Level set by your teacher: Medium · No clock: take your time');
    expect(screen.queryByTestId('level-chooser')).toBeNull();
    fireEvent.click(screen.getByTestId('assignment-begin'));
    expect(screen.getByTestId('game-header')).toBeInTheDocument();
    expect(screen.queryByTestId('game-timer')).toBeNull();
    expect(post.mock.calls.map(([url]) => url)).not.toContain('/wp-json/custom/v1/games/start');
  });

  it('should send the assignment with the score and its items, and tick the game on this phone', async () => {
    const { platform } = open(route);
    fireEvent.click(await screen.findByTestId('assignment-begin'));
    fireEvent.click(screen.getByText('play'));
    await screen.findByTestId('game-result');
    expect(platform.submitted[0]).toMatchObject({
      kind: 'quiz',
      payload: { assignment_id: 12, level: 2, quiz_category: 'Jumble', items: [{ word: first }, { word: second, wrong: ['y'] }, { word: third, hints: 1 }] },
    });
    expect(homeworkPlayedHere(TEST_USER.id)).toEqual({ '12': ['Jumble'] });
  });

  it('should offer the missed words (the wrong one and the hinted one) and the way back to the homework', async () => {
    open(route);
    fireEvent.click(await screen.findByTestId('assignment-begin'));
    fireEvent.click(screen.getByText('play'));
    const practise = await screen.findByTestId('practise-missed');
    expect(practise).toHaveTextContent('Practise the 2 words I missed');
    const query = new URLSearchParams(practise.getAttribute('href')!.split('?')[1]);
    expect([query.get('practise'), ...query.getAll('words')]).toEqual([TEST_TOPIC.key, second, third]);
    expect(screen.getByTestId('back-to-todo')).toHaveAttribute('href', '/home');
  });

  it('should keep free play as it was: a level chooser and a clock, no assignment in the score', async () => {
    const { platform } = open(`/jumble?topic=${TEST_TOPIC.key}`);
    fireEvent.click(await screen.findByTestId('level-1'));
    expect(screen.getByTestId('game-timer')).toBeInTheDocument();
    fireEvent.click(screen.getByText('play'));
    await screen.findByTestId('game-result');
    expect(platform.submitted[0]!.payload).not.toHaveProperty('assignment_id');
  });
});

describe('a game opened to practise missed words (?words=)', () => {
  it('should give the game only those words of the topic', async () => {
    let words: string[] = [];
    function Peek() {
      words = useGame().topic.items.map((i) => i.word);
      return null;
    }
    localStorage.clear();
    const platform = createFakePlatform({ namespace: 'games', translations: { en }, auth: { status: 'authenticated', token: 't', user: TEST_USER, since: 0 } });
    jest.spyOn(platform.http, 'get').mockImplementation(async (url: string) => (url.includes('/topics/') ? { data: TEST_TOPIC } : { data: [] }));
    jest.spyOn(platform.http, 'post').mockResolvedValue({ data: {} });
    const query = new URLSearchParams({ topic: TEST_TOPIC.key });
    for (const w of TEST_TOPIC.items.slice(0, 5).map((i) => i.word)) query.append('words', w);
    renderWithPlatform(<GamePage gameId="jumble" Game={Peek} />, platform, { route: `/jumble?${query.toString()}`, namespace: 'games' });
    fireEvent.click(await screen.findByTestId('level-1'));
    await waitFor(() => expect(words).toEqual(TEST_TOPIC.items.slice(0, 5).map((i) => i.word)));
  });
});
