import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { answer, apiError, fakeApi, renderWithPlatform, type FakeAnswer } from '@app/shared/testing';
import { contestPlatform } from '../testing/contestPlatform';
import type { LevelSession } from '../contest/contestApi';
import { SolvallarLevelPage } from './SolvallarLevelPage';

const session = (remainingMs: number): LevelSession => ({
  level: 2,
  round: 1,
  title: 'Haiwan dan alam',
  startedAt: '2025-10-05T05:00:00.000Z',
  serverTime: '2025-10-05T05:00:45.000Z',
  durationSeconds: 90,
  remainingMs,
  items: [
    { index: 0, type: 'spelling', prompt: 'Pilih ejaan yang betul.', choices: ['harimau', 'harimo', 'hariamau', 'harimaw'] },
    { index: 1, type: 'jumble', prompt: 'Haiwan besar yang mempunyai belalai.', letters: ['H', 'A', 'G', 'J', 'A'] },
  ],
});

function render(
  path: string,
  remainingMs = 45_000,
  submit = (body: Record<string, unknown>): FakeAnswer =>
    answer(201, { id: 1, level: 2, round: 1, score: 1, max_score: 2, time_taken: 50, time_submitted: '', body }),
  language: 'en' | 'ta' = 'en',
) {
  const bodies: Record<string, unknown>[] = [];
  const api = fakeApi({
    'POST /wp-json/custom/v1/contests/Solvallar2025/levels/2/start': session(remainingMs),
    'POST /wp-json/custom/v1/contests/Solvallar2025/levels/4/start': apiError(403, 'payment_required', 'Payment required for this round'),
    'POST /wp-json/custom/v1/scores': ({ body }) => {
      bodies.push(body as Record<string, unknown>);
      return submit(body as Record<string, unknown>);
    },
  });
  const platform = contestPlatform({ api, language });
  const view = renderWithPlatform(
    <Routes>
      <Route path="/solvallarcontest/:round/:level" element={<SolvallarLevelPage />} />
    </Routes>,
    platform,
    { route: path, namespace: 'contests' },
  );
  return { bodies, api, view };
}

describe('a Solvallar contest level', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it.each(['round6/level1', 'round1/level4', 'round0/level1', 'roundx/level1'])('shows a clear not-found for /solvallarcontest/%s', async (path) => {
    render(`/solvallarcontest/${path}`);
    expect(await screen.findByTestId('page-error')).toHaveTextContent('There is no');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Level not found');
  });

  it('resumes with the time the server says is left, not from the start', async () => {
    // a clock that moves 1 ms on every read, as a real one does between two reads in one render:
    // the countdown must still start at exactly what the server said was left, never above it
    let clock = Date.parse('2025-10-05T05:00:45.000Z');
    jest.spyOn(Date, 'now').mockImplementation(() => (clock += 1));
    render('/solvallarcontest/round1/level2', 45_000);
    const timer = await screen.findByTestId('time-left');
    expect(timer).toHaveTextContent(/^0:45$/);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Round 1, level 2 · Haiwan dan alam');
  });

  it('keeps answers across a reload and submits them with one client id', async () => {
    const user = userEvent.setup();
    const first = render('/solvallarcontest/round1/level2');
    await user.click(await screen.findByLabelText('harimau'));
    await user.type(screen.getByTestId('answer-1'), 'gajah');
    first.view.unmount();
    render('/solvallarcontest/round1/level2');
    expect(await screen.findByLabelText('harimau')).toBeChecked();
    expect(screen.getByTestId('answer-1')).toHaveValue('gajah');
    await user.click(screen.getByTestId('submit-level'));
    expect(await screen.findByTestId('level-result')).toHaveTextContent('1 / 2');
    expect(first.bodies).toHaveLength(0);
  });

  it('builds a jumble answer from the letter tiles', async () => {
    const user = userEvent.setup();
    const { bodies } = render('/solvallarcontest/round1/level2');
    for (const letter of ['G', 'A', 'J', 'A', 'H'])
      await user.click((await screen.findAllByRole('button', { name: `Add the letter ${letter}` }))[0] as HTMLElement);
    expect(screen.getByTestId('answer-1')).toHaveValue('gajah');
    await user.click(screen.getByTestId('submit-level'));
    await screen.findByTestId('level-result');
    expect(bodies[0]).toMatchObject({ level: 2, contest_category: 'Solvallar2025', user_identifier: '1', answers: ['', 'gajah'] });
    expect(bodies[0]).not.toHaveProperty('score');
  });

  it('submits by itself when the countdown reaches zero', async () => {
    jest.useFakeTimers();
    const { bodies } = render('/solvallarcontest/round1/level2', 2_000);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(100);
    });
    expect(bodies).toHaveLength(0);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(3_000);
    });
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(screen.getByTestId('level-result')).toBeInTheDocument();
  });

  it("shows the server's refusal (a level opened without the guard)", async () => {
    render('/solvallarcontest/round2/level1');
    expect(await screen.findByTestId('page-error')).toHaveTextContent('Payment required for this round');
  });

  it('shows the refusal to a Tamil reader in Tamil', async () => {
    render('/solvallarcontest/round2/level1', 45_000, undefined, 'ta');
    expect(await screen.findByTestId('page-error')).toHaveTextContent('இந்தச் சுற்றுக்குக் கட்டணம் தேவை');
  });

  it('shows a refused submission and lets the student retry with the same client id', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { bodies } = render('/solvallarcontest/round1/level2', 45_000, (body) => {
      if (fail) return apiError(409, 'level_completed', 'Level 2 already completed. No replay allowed in competition mode.');
      return answer(201, { id: 1, level: 2, round: 1, score: 0, max_score: 2, time_taken: 50, time_submitted: '', body });
    });
    await user.click(await screen.findByTestId('submit-level'));
    expect(await screen.findByTestId('submit-error')).toHaveTextContent('Level 2 already completed. No replay allowed in competition mode.');
    fail = false;
    await user.click(screen.getByTestId('submit-level'));
    await screen.findByTestId('level-result');
    expect(bodies[0]?.client_id).toBe(bodies[1]?.client_id);
  });
});
