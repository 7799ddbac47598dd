import { configure, fireEvent, screen, within } from '@testing-library/react';
import { createFakePlatform, renderWithPlatform, TEST_USER } from '@app/shared/testing';
import { HubPage } from './HubPage';
import { TEST_TOPIC } from '../games/common/testing/testTopic';
import en from '../../public/assets/i18n/en.json';

// The shared test machine can be slow; give async queries room before calling a render missing.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const SUMMARIES = [
  { key: TEST_TOPIC.key, language: 'ta', title: 'விலங்குகள்', year: 1, theme: 'animals', itemCount: 6 },
  { key: 'pre-generated-ta-food', language: 'ta', title: 'உணவு', year: 3, theme: 'food', itemCount: 15 },
];

function setup(route = '/home') {
  const platform = createFakePlatform({
    namespace: 'games',
    translations: { en },
    language: 'en',
    auth: { status: 'authenticated', token: 't', user: TEST_USER, since: 0 },
  });
  const get = jest.spyOn(platform.http, 'get').mockImplementation(async (url: string) => {
    if (url.endsWith('/topics')) return { data: SUMMARIES };
    if (url.includes('/topics/')) return { data: TEST_TOPIC };
    if (url.includes('get-quiz-progress')) {
      const progress_state = JSON.stringify({
        v: 1,
        game: 'guess',
        topicKey: TEST_TOPIC.key,
        level: 2,
        seed: 1,
        elapsedMs: 5,
        score: 7,
        correct: 1,
        attempted: 2,
        hintsUsed: 0,
        finished: false,
        savedAt: '2026-11-22T00:00:00Z',
        state: {},
      });
      return { data: [{ quiz_category: 'Guess', topic_key: TEST_TOPIC.key, progress_state }] };
    }
    return { data: [] };
  });
  renderWithPlatform(<HubPage />, platform, { route, namespace: 'games' });
  return { platform, get };
}

describe('HubPage', () => {
  it('should list topics in the platform language by default, filter by year, and offer only the games the topic can feed', async () => {
    const { platform, get } = setup();
    expect(await screen.findAllByTestId('hub-topic')).toHaveLength(2);
    expect(get).toHaveBeenCalledWith('/wp-json/custom/v1/topics', { params: { language: 'en' } });
    fireEvent.click(screen.getByTestId('hub-year-3'));
    expect(screen.getAllByTestId('hub-topic').map((b) => b.textContent)).toEqual([expect.stringContaining('உணவு')]);
    fireEvent.click(screen.getByText('All years'));
    fireEvent.click(screen.getAllByTestId('hub-topic')[0]!);
    const games = await screen.findByTestId('hub-games');
    // The test topic has clues but no sentences or misspellings: no blank, no error.
    expect(within(games).getByTestId('hub-game-search')).toBeInTheDocument();
    expect(within(games).queryByTestId('hub-game-blank')).toBeNull();
    fireEvent.click(within(games).getByTestId('hub-game-jumble'));
    expect(platform.navigations).toEqual([`/jumble?topic=${TEST_TOPIC.key}`]);
  });

  it('should open a deep-linked topic and offer to continue an unfinished game', async () => {
    setup(`/home?topic=${TEST_TOPIC.key}`);
    expect(await screen.findByTestId('hub-games')).toHaveTextContent('“விலங்குகள்”: choose a game');
    const resume = await screen.findByTestId('hub-resume-game');
    expect(resume).toHaveAttribute('href', `/guess?topic=${TEST_TOPIC.key}`);
    expect(resume).toHaveTextContent('Medium');
    // issue 11: "continue where you stopped" names the topic by its title, never its key
    expect(screen.getByTestId('hub-resume-topic')).toHaveTextContent('விலங்குகள்');
    expect(resume).not.toHaveTextContent(TEST_TOPIC.key);
  });

  it('should go back from the games to the topics', async () => {
    setup(`/home?topic=${TEST_TOPIC.key}`);
    fireEvent.click(await screen.findByTestId('hub-other-topic'));
    expect(await screen.findAllByTestId('hub-topic')).toHaveLength(2);
    expect(screen.queryByTestId('hub-games')).toBeNull();
  });

  it('should give every game card a picture and a line saying what it is', async () => {
    setup(`/home?topic=${TEST_TOPIC.key}`);
    const games = await screen.findByTestId('hub-games');
    for (const card of within(games).getAllByRole('link')) {
      expect(card.querySelector('img')).not.toBeNull();
      expect(card.textContent).not.toMatch(/hub\.about/);
    }
  });

  it('should ask for topics in another language when the player changes it', async () => {
    const { get } = setup();
    await screen.findAllByTestId('hub-topic');
    fireEvent.click(screen.getByTestId('hub-language-bm'));
    await screen.findAllByTestId('hub-topic');
    expect(screen.getByTestId('hub-language-bm')).toHaveAttribute('aria-pressed', 'true');
    expect(get).toHaveBeenCalledWith('/wp-json/custom/v1/topics', { params: { language: 'bm' } });
  });

  it('should show the topic heading, the language choice and card places while the list is on its way', async () => {
    const platform = createFakePlatform({ namespace: 'games', translations: { en }, language: 'en' });
    let arrive: (value: { data: typeof SUMMARIES }) => void = () => undefined;
    jest
      .spyOn(platform.http, 'get')
      .mockImplementation((url: string) => (url.endsWith('/topics') ? new Promise((resolve) => (arrive = resolve)) : Promise.resolve({ data: [] })));
    renderWithPlatform(<HubPage />, platform, { route: '/home', namespace: 'games' });
    // the page's structure is there at once: the list's delay shows only as card places
    expect(screen.getByRole('heading', { level: 2, name: 'Choose a topic' })).toBeInTheDocument();
    expect(screen.getByTestId('hub-language-ta')).toBeEnabled();
    expect(screen.getByTestId('hub-topics-loading')).toHaveTextContent('Loading topics…');
    expect(screen.queryByTestId('page-loading')).toBeNull();
    arrive({ data: SUMMARIES });
    expect(await screen.findAllByTestId('hub-topic')).toHaveLength(2);
    expect(screen.queryByTestId('hub-topics-loading')).toBeNull();
  });
});
