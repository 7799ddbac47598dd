import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, fakeApi, networkDown, renderWithPlatform } from '@app/shared/testing';
import { boardsPlatform, signedIn, STUDENT_FREE, TEACHER_FREE } from '../testing/boardsPlatform';
import { GameboardPage } from './GameboardPage';

jest.mock('qrcode', () => ({ __esModule: true, default: { toDataURL: jest.fn(async () => 'data:image/png;base64,AAAA') } }));

const SESSION = {
  pin: '123456',
  quizCategory: 'Search',
  topicKey: 'pre-generated-animals',
  language: 'ta',
  status: 'open',
  createdAt: '2026-11-22T01:00:00Z',
  expiresAt: '2026-11-22T02:30:00Z',
  endedAt: null,
};
const player = (rank: number | null, nickname: string, bestScore: number | null) => ({
  rank,
  nickname,
  bestScore,
  attempts: bestScore === null ? 0 : 1,
  lastScoreAt: null,
  joinedAt: '2026-11-22T01:01:00Z',
  status: 'playing' as const,
});

/** Stands in for the browser's EventSource so a test can push `board` events. */
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  static CLOSED = 2;
  readyState = 1;
  listeners: Record<string, ((e: { data?: string }) => void)[]> = {};
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, fn: (e: { data?: string }) => void) {
    (this.listeners[type] ??= []).push(fn);
  }
  emit(type: string, data?: unknown) {
    for (const fn of this.listeners[type] ?? []) fn({ data: data === undefined ? undefined : JSON.stringify(data) });
  }
  close() {
    this.readyState = 2;
  }
}

/** The api of a teacher who starts game 123456, with Siti on its board. */
const gameRoutes = () => ({
  'GET /wp-json/custom/v1/topics/titles': { titles: {} },
  'GET /wp-json/custom/v1/topics': [{ key: 'pre-generated-animals', title: 'Animals' }],
  'GET /wp-json/custom/v1/gameboard/123456/board': { session: SESSION, players: [player(1, 'Siti', 90)] },
  'GET /wp-json/custom/v1/gameboard': { sessions: [] },
  'POST /wp-json/custom/v1/gameboard/123456/ticket': { ticket: 'tick.et' },
  'POST /wp-json/custom/v1/gameboard': SESSION,
});

/** jsdom's Blob has no text() */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

// the machine running the suite is shared: give slow renders room, never a flaky failure
jest.setTimeout(30_000);

describe('GameboardPage', () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
    (globalThis as unknown as { EventSource: unknown }).EventSource = FakeEventSource;
  });
  afterEach(() => {
    delete (globalThis as unknown as { EventSource?: unknown }).EventSource;
  });

  it('tells a student that running a PIN game is for teachers, and offers the join form', () => {
    const platform = boardsPlatform({ auth: signedIn('student'), subscription: STUDENT_FREE });
    renderWithPlatform(<GameboardPage />, platform, { namespace: 'boards', route: '/gameboard' });
    expect(screen.getByTestId('gameboard-teachers-only')).toHaveTextContent('Only teachers with an active teacher plan can run PIN games.');
    expect(screen.getByTestId('join-form')).toBeInTheDocument();
    expect(screen.queryByTestId('gameboard-start-form')).not.toBeInTheDocument();
  });

  it('opened with ?pin=, lets a student join with a nickname and sends them to the game', async () => {
    const api = fakeApi({
      'POST /wp-json/custom/v1/gameboard/:pin/join': ({ params }) => ({
        playerId: 1,
        playerToken: 'tok',
        nickname: 'Kavi',
        session: { ...SESSION, pin: params.pin },
        playUrl: '/search?topic=pre-generated-animals&pin=123456&player=tok',
      }),
    });
    const platform = boardsPlatform({ auth: signedIn('student'), subscription: STUDENT_FREE, api });
    renderWithPlatform(<GameboardPage />, platform, { namespace: 'boards', route: '/gameboard?pin=123456' });
    expect(screen.getByTestId('join-pin')).toHaveValue('123456');
    expect(screen.getByTestId('join-nickname')).toHaveValue('Kavitha');
    await userEvent.clear(screen.getByTestId('join-nickname'));
    await userEvent.type(screen.getByTestId('join-nickname'), 'Kavi{Enter}');
    expect(await screen.findByTestId('join-done')).toHaveTextContent("You're in, Kavi!");
    await userEvent.click(screen.getByTestId('join-play'));
    expect(platform.navigations).toEqual(['/search?topic=pre-generated-animals&pin=123456&player=tok']);
    expect(api.calls.map((c) => [c.method, c.path, c.body])).toEqual([['POST', '/wp-json/custom/v1/gameboard/123456/join', { nickname: 'Kavi' }]]);
  });

  it.each([
    ['en', 'No open game has that PIN. Check the PIN on your teacher’s screen.'],
    ['ta', 'அந்த PIN கொண்ட விளையாட்டு எதுவும் திறந்திருக்கவில்லை. உங்கள் ஆசிரியரின் திரையில் உள்ள PIN-ஐச் சரிபார்க்கவும்.'],
  ] as const)("says why a PIN is wrong in the reader's language (%s)", async (language, text) => {
    const api = fakeApi({
      'POST /wp-json/custom/v1/gameboard/654321/join': apiError(404, 'game_not_found', "No open game has that PIN. Check the PIN on your teacher's screen."),
    });
    renderWithPlatform(<GameboardPage />, boardsPlatform({ api, language }), { namespace: 'boards', route: '/gameboard?pin=654321' });
    await userEvent.type(screen.getByTestId('join-nickname'), 'Ali');
    await userEvent.click(screen.getByTestId('join-submit'));
    expect(await screen.findByTestId('join-error')).toHaveTextContent(text);
  });

  it('waits for the topic list before offering Start, and falls back to typing a key if the list fails', async () => {
    let failTopics: () => void = () => undefined;
    const api = fakeApi({
      'GET /wp-json/custom/v1/topics': () => new Promise((answer) => (failTopics = () => answer(networkDown()))),
      'GET /wp-json/custom/v1/gameboard': { sessions: [] },
    });
    const platform = boardsPlatform({ auth: signedIn('teacher'), subscription: TEACHER_FREE, api });
    renderWithPlatform(<GameboardPage />, platform, { namespace: 'boards', route: '/gameboard' });
    const loading = await screen.findByTestId('gameboard-topic');
    expect(loading).toBeDisabled();
    expect(loading).toHaveDisplayValue('Loading…');
    expect(screen.getByTestId('gameboard-start')).toBeDisabled();
    await waitFor(() => expect(api.callsTo('GET /wp-json/custom/v1/topics')).toHaveLength(1));
    act(() => failTopics());
    const typed = await screen.findByRole('textbox', { name: 'Topic' });
    await userEvent.type(typed, 'custom-my-topic');
    expect(screen.getByTestId('gameboard-start')).toBeEnabled();
  });

  it('lets a teacher start a game and watch scores arrive live, in order, without reloading', async () => {
    const api = fakeApi({
      'GET /wp-json/custom/v1/topics/titles': { titles: { 'pre-generated-animals': { title: 'Animals', language: 'ta' } } },
      'GET /wp-json/custom/v1/topics': [{ key: 'pre-generated-animals', title: 'Animals' }],
      'GET /wp-json/custom/v1/gameboard/123456/board': { session: SESSION, players: [] },
      'GET /wp-json/custom/v1/gameboard': { sessions: [] },
      'POST /wp-json/custom/v1/gameboard/123456/ticket': { ticket: 'tick.et' },
      'POST /wp-json/custom/v1/gameboard': SESSION,
      'GET /wp-json/custom/v1/gameboard/123456/words': {
        language: 'ta',
        words: [
          { word: 'புலி', pupils: 2, right_first_time: 0, missed: 2, wrong_answers: [{ answer: 'கரடி', pupils: 2 }] },
          { word: 'யானை', pupils: 2, right_first_time: 2, missed: 0, wrong_answers: [] },
        ],
      },
    });
    const platform = boardsPlatform({ auth: signedIn('teacher'), subscription: TEACHER_FREE, api });
    renderWithPlatform(<GameboardPage />, platform, { namespace: 'boards', route: '/gameboard' });
    await screen.findByRole('option', { name: 'Animals' });
    await userEvent.click(screen.getByTestId('gameboard-start'));
    expect(await screen.findByTestId('gameboard-pin')).toHaveTextContent('123456');
    expect(api.callsTo('POST /wp-json/custom/v1/gameboard').map((c) => c.body)).toEqual([
      { quiz_category: 'Search', topic_key: 'pre-generated-animals', language: 'ta', admission: 'open', class_only: false },
    ]);
    expect(await screen.findByTestId('gameboard-qr')).toHaveAttribute('alt', 'QR code to join the game with PIN 123456');
    expect(await screen.findByTestId('gameboard-waiting')).toBeInTheDocument();
    // the projector shows the topic's title, never its key
    await waitFor(() => expect(screen.getByTestId('gameboard-live')).toHaveTextContent('Word search · Animals · Tamil'));
    expect(screen.getByTestId('gameboard-live')).not.toHaveTextContent('pre-generated');

    const source = FakeEventSource.instances[0]!;
    expect(source.url).toBe('http://api.test/wp-json/custom/v1/gameboard/123456/events?ticket=tick.et');
    act(() => source.emit('open'));
    // live once the first snapshot is here, not merely when the stream opens
    expect(screen.getByTestId('gameboard-status')).not.toHaveTextContent('Live');
    act(() => source.emit('board', { session: SESSION, players: [player(null, 'Ali', null), player(null, 'Siti', null)] }));
    expect(screen.getByTestId('gameboard-status')).toHaveTextContent('Live');
    expect(screen.getAllByTestId('gameboard-player-name').map((n) => n.textContent)).toEqual(['Ali', 'Siti']);
    act(() => source.emit('board', { session: SESSION, players: [player(1, 'Siti', 90), player(2, 'Ali', 70)] }));
    const rows = screen.getAllByTestId('gameboard-player');
    expect(rows.map((r) => [within(r).getByTestId('gameboard-player-name').textContent, within(r).getByTestId('gameboard-player-score').textContent])).toEqual([
      ['Siti', '90'],
      ['Ali', '70'],
    ]);

    act(() => source.emit('board', { session: { ...SESSION, status: 'ended' }, players: [player(1, 'Siti', 90), player(2, 'Ali', 70)] }));
    expect(screen.getByTestId('gameboard-status')).toHaveTextContent('Game over');
    expect(source.readyState).toBe(2);
    expect(screen.queryByTestId('gameboard-end')).not.toBeInTheDocument();
    // the game over, the teacher sees what the class missed, most-missed first, in the topic's language
    const words = await screen.findByTestId('gameboard-words');
    expect(within(words).getByRole('heading')).toHaveTextContent('Words the class missed');
    const wordRows = await within(words).findAllByTestId('gameboard-word');
    expect(wordRows.map((r) => r.textContent)).toEqual(['புலிMost missedRight first time: 0 of 2கரடி ×2', 'யானைRight first time: 2 of 2No wrong answers']);
    expect(within(wordRows[0]!).getByText('புலி')).toHaveAttribute('lang', 'ta');
    expect(api.callsTo('GET /wp-json/custom/v1/gameboard/123456/words')).toHaveLength(1);
  });

  it('asks for the words only once the game is over', async () => {
    const api = fakeApi(gameRoutes());
    const platform = boardsPlatform({ auth: signedIn('teacher'), subscription: TEACHER_FREE, api });
    renderWithPlatform(<GameboardPage />, platform, { namespace: 'boards', route: '/gameboard' });
    await screen.findByRole('option', { name: 'Animals' });
    await userEvent.click(screen.getByTestId('gameboard-start'));
    const source = await waitFor(() => FakeEventSource.instances[0]!);
    act(() => source.emit('board', { session: SESSION, players: [player(1, 'Siti', 90)] }));
    expect(await screen.findByTestId('gameboard-player')).toBeInTheDocument();
    expect(screen.queryByTestId('gameboard-words')).not.toBeInTheDocument();
    expect(api.callsTo('GET /wp-json/custom/v1/gameboard/123456/words')).toHaveLength(0);
  });

  it('exports the results as the csv the api sends, and says why when it cannot', async () => {
    const CSV = 'rank,nickname,best_score\n1,Siti,90\n';
    const api = fakeApi({ ...gameRoutes(), 'GET /wp-json/custom/v1/gameboard/123456/results.csv': CSV });
    // jsdom has no object URLs and does not download: keep what would have been saved
    const saved: { blob: Blob; name: string }[] = [];
    let last: Blob | undefined;
    const { createObjectURL, revokeObjectURL } = URL;
    Object.assign(URL, { createObjectURL: (blob: Blob) => ((last = blob), 'blob:results'), revokeObjectURL: () => undefined });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (last) saved.push({ blob: last, name: this.download });
    });
    try {
      const platform = boardsPlatform({ auth: signedIn('teacher'), subscription: TEACHER_FREE, api });
      renderWithPlatform(<GameboardPage />, platform, { namespace: 'boards', route: '/gameboard' });
      await screen.findByRole('option', { name: 'Animals' });
      await userEvent.click(screen.getByTestId('gameboard-start'));
      await userEvent.click(await screen.findByTestId('gameboard-export'));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0]?.name).toBe('gameboard-123456.csv');
      expect(saved[0]?.blob).toBeInstanceOf(Blob);
      expect(await textOf(saved[0]!.blob)).toBe(CSV);

      api.on('GET /wp-json/custom/v1/gameboard/123456/results.csv', apiError(404, 'game_not_found'));
      await userEvent.click(screen.getByTestId('gameboard-export'));
      await waitFor(() => expect(platform.toasts.map((t) => t.message)).toContain('No open game has that PIN. Check the PIN on your teacher’s screen.'));
      expect(saved).toHaveLength(1);
    } finally {
      click.mockRestore();
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    }
  });
});
