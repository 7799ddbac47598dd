/** @jest-environment jsdom */
import { act, screen, waitFor } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { apiError, createFakePlatform, fakeApi, networkDown, renderWithPlatform, type FakeApi } from '../testing';
import { useApiErrorText } from './useApiErrorText';
import { useLoadData } from './useLoadData';

interface Board {
  period: string;
  leader: string;
}

/** A leaderboard page in miniature: a period picker, the board, an error with a retry button. */
function Leaderboard({ enabled = true, abortable = true }: { enabled?: boolean; abortable?: boolean }) {
  const [period, setPeriod] = useState('week');
  const errorText = useApiErrorText();
  const board = useLoadData(
    ({ http, signal }) => http.get<Board>('/leaderboard', { params: { period }, signal: abortable ? signal : undefined }).then((r) => r.data),
    [period],
    { enabled },
  );
  return (
    <div>
      <p data-testid="status">{board.status}</p>
      <p data-testid="leader">{board.data ? `${board.data.period}: ${board.data.leader}` : '—'}</p>
      {board.status === 'error' ? <p role="alert">{errorText(board.error)}</p> : null}
      <button type="button" onClick={() => setPeriod('today')}>
        today
      </button>
      <button type="button" onClick={() => setPeriod('month')}>
        month
      </button>
      <button type="button" onClick={board.reload}>
        retry
      </button>
    </div>
  );
}

/** Answers held back until the test releases them, to put them in any order. */
function heldAnswers() {
  const waiting: { period: string; release: (leader: string) => void }[] = [];
  const routes = {
    'GET /leaderboard': (request: { query: Record<string, string> }) =>
      new Promise<Board>((resolve) =>
        waiting.push({ period: request.query.period ?? '', release: (leader) => resolve({ period: request.query.period ?? '', leader }) }),
      ),
  };
  const release = async (period: string, leader: string) => {
    // the client's interceptors run first: wait until the request reaches the fake
    const held = await waitFor(() => {
      const found = waiting.find((w) => w.period === period);
      if (!found) throw new Error(`no request for ${period} is waiting`);
      return found;
    });
    await act(async () => held.release(leader));
  };
  return { routes, release };
}

const show = (ui: ReactElement, api: FakeApi, language: 'ta' | 'en' = 'en') => renderWithPlatform(ui, createFakePlatform({ http: api.http, language }));

describe('useLoadData: the one way a page loads', () => {
  it('is loading, then ready with the answer', async () => {
    const api = fakeApi({ 'GET /leaderboard': (r) => ({ period: r.query.period, leader: 'Kavitha' }) });
    show(<Leaderboard />, api);
    expect(screen.getByTestId('status')).toHaveTextContent('loading');
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('ready'));
    expect(screen.getByTestId('leader')).toHaveTextContent('week: Kavitha');
    expect(api.callsTo('GET /leaderboard').map((c) => c.query.period)).toEqual(['week']);
  });

  it("on a failure is in error, worded in the reader's language, and reload asks again", async () => {
    let fail = true;
    const api = fakeApi({
      'GET /leaderboard': () => (fail ? apiError(500, 'internal_error', 'Something went wrong on our side.') : { period: 'week', leader: 'Aiman' }),
    });
    show(<Leaderboard />, api, 'ta');
    expect(await screen.findByRole('alert')).toHaveTextContent('எங்கள் பக்கத்தில் ஏதோ தவறு நடந்துவிட்டது. மீண்டும் முயலவும்.');
    expect(screen.getByTestId('status')).toHaveTextContent('error');
    fail = false;
    act(() => screen.getByText('retry').click());
    await waitFor(() => expect(screen.getByTestId('leader')).toHaveTextContent('week: Aiman'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.calls).toHaveLength(2);
  });

  it('never lets a slow answer for old inputs replace the answer for new ones', async () => {
    const held = heldAnswers();
    // a loader that does not pass the signal on: the hook itself must drop the old answer
    show(<Leaderboard abortable={false} />, fakeApi(held.routes));
    act(() => screen.getByText('today').click());
    await held.release('today', 'Meena');
    expect(screen.getByTestId('leader')).toHaveTextContent('today: Meena');
    await held.release('week', 'Kavitha'); // the first request answers last
    expect(screen.getByTestId('leader')).toHaveTextContent('today: Meena');
    expect(screen.getByTestId('status')).toHaveTextContent('ready');
  });

  it('aborts the request of inputs that are no longer current', async () => {
    const held = heldAnswers();
    const api = fakeApi(held.routes);
    const seen: AbortSignal[] = [];
    function Probe() {
      const [period, setPeriod] = useState('week');
      useLoadData(
        ({ http, signal }) => {
          seen.push(signal);
          return http.get('/leaderboard', { params: { period }, signal });
        },
        [period],
      );
      return (
        <button type="button" onClick={() => setPeriod('month')}>
          month
        </button>
      );
    }
    show(<Probe />, api);
    act(() => screen.getByText('month').click());
    expect(seen.map((s) => s.aborted)).toEqual([true, false]);
  });

  it('keeps the previous answer on screen while new inputs load', async () => {
    const held = heldAnswers();
    show(<Leaderboard />, fakeApi(held.routes));
    await held.release('week', 'Kavitha');
    act(() => screen.getByText('month').click());
    expect(screen.getByTestId('status')).toHaveTextContent('loading');
    expect(screen.getByTestId('leader')).toHaveTextContent('week: Kavitha');
    await held.release('month', 'Siti');
    expect(screen.getByTestId('leader')).toHaveTextContent('month: Siti');
  });

  it('aborts its request when the page goes away', () => {
    const held = heldAnswers();
    let signal: AbortSignal | undefined;
    function Probe() {
      useLoadData((context) => {
        signal = context.signal;
        return context.http.get('/leaderboard', { params: { period: 'week' }, signal: context.signal });
      }, []);
      return null;
    }
    const { unmount } = show(<Probe />, fakeApi(held.routes));
    expect(signal?.aborted).toBe(false);
    unmount();
    expect(signal?.aborted).toBe(true);
  });

  it('asks nothing while not enabled', async () => {
    const api = fakeApi({});
    show(<Leaderboard enabled={false} />, api);
    expect(screen.getByTestId('status')).toHaveTextContent('idle');
    expect(api.calls).toEqual([]);
  });

  it("says a dropped connection is a connection problem, not the server's fault", async () => {
    show(<Leaderboard />, fakeApi({ 'GET /leaderboard': networkDown() }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the server. Check your internet connection and try again.');
  });
});
