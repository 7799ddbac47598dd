import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { BehaviorSubject } from 'rxjs';
import type { Language } from '@app/shared';
import { createTestI18n } from '../i18n/testI18n';
import { PendingScoresNotice } from './PendingScoresNotice';
import type { ScoreQueueSummary } from './scoreQueue';
import type { QueuedScore } from './scoreStore';

const record = (id: string, extra: Partial<QueuedScore>): QueuedScore => ({
  id,
  userId: '42',
  kind: 'quiz',
  createdAt: 0,
  tries: 1,
  state: 'pending',
  payload: { quiz_category: 'Jumble', topic_key: 'pre-generated-ta-animals-y1', score: 900 },
  ...extra,
});

function show(summary: ScoreQueueSummary, language: Language = 'en') {
  const queue = { summary$: new BehaviorSubject(summary), retry: jest.fn(async () => undefined), discard: jest.fn(async () => undefined) };
  render(
    <I18nextProvider i18n={createTestI18n(language)}>
      <PendingScoresNotice queue={queue} />
    </I18nextProvider>,
  );
  return queue;
}

describe('PendingScoresNotice (issue 13: a rejected record is kept, shown, retried or explained)', () => {
  it('shows nothing when every score is saved', () => {
    show({ waiting: [], rejected: [] });
    expect(screen.queryByTestId('pending-scores')).toBeNull();
  });

  it('says how many scores wait to be sent, and which wait for midnight', () => {
    show({ waiting: [record('a', { state: 'pending' }), record('b', { state: 'waiting', error: { code: 'daily_limit', message: 'x' } })], rejected: [] });
    expect(screen.getByTestId('pending-scores-waiting')).toHaveTextContent('Scores waiting to be saved: 1.');
    expect(screen.getByTestId('pending-scores-midnight')).toHaveTextContent('after midnight');
  });

  it("explains a refused score in the reader's language and lets them try again", () => {
    const queue = show(
      { waiting: [], rejected: [record('r1', { state: 'rejected', error: { code: 'score_too_high', message: 'A score of 900 is more…' } })] },
      'ta',
    );
    expect(screen.getByTestId('pending-scores-rejected')).toHaveTextContent('சேவையகம் ஏற்காத மதிப்பெண்கள்: 1');
    fireEvent.click(screen.getByTestId('pending-scores-toggle'));
    // the game's name in Tamil, never an internal key
    expect(screen.getByTestId('pending-score')).toHaveTextContent('கலைந்த எழுத்துகள் · 900 புள்ளிகள்');
    expect(screen.getByTestId('pending-score')).not.toHaveTextContent('pre-generated');
    expect(screen.getByTestId('pending-score')).toHaveTextContent('இந்த விளையாட்டு தரக்கூடியதைவிட மதிப்பெண் அதிகம்');
    fireEvent.click(screen.getByTestId('pending-score-retry'));
    expect(queue.retry).toHaveBeenCalledWith('r1');
  });

  it('removes a refused score only after the player confirms', () => {
    const queue = show({ waiting: [], rejected: [record('r1', { state: 'rejected', error: { code: 'something_new', message: 'Server words' } })] });
    fireEvent.click(screen.getByTestId('pending-scores-toggle'));
    expect(screen.getByTestId('pending-score')).toHaveTextContent('The server said: Server words');
    fireEvent.click(screen.getByTestId('pending-score-remove'));
    expect(queue.discard).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('pending-score-remove-confirm'));
    expect(queue.discard).toHaveBeenCalledWith('r1');
  });
});
