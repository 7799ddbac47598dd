import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createFakePlatform } from '@app/shared/testing';
import en from '../../../public/assets/i18n/en.json';
import ta from '../../../public/assets/i18n/ta.json';
import type { Feedback } from './GameContext';
import { FeedbackBanner } from './FeedbackBanner';
import { ReadAloudProvider } from './ReadAloudButton';
import { fakeSpeaker } from './testing/fakeSpeaker';

function renderBanner(feedback: Feedback | null, language: 'ta' | 'en' = 'ta') {
  const platform = createFakePlatform({ namespace: 'games', translations: { en, ta }, language });
  const { speaker, said } = fakeSpeaker();
  const ui = (f: Feedback | null) => (
    <I18nextProvider i18n={platform.i18n} defaultNS="games">
      <ReadAloudProvider gameId="choice" speaker={speaker}>
        <FeedbackBanner feedback={f} />
      </ReadAloudProvider>
    </I18nextProvider>
  );
  const { rerender } = render(ui(feedback));
  return { said, show: (f: Feedback | null) => rerender(ui(f)) };
}

// issue 26: a speaker on every feedback, in the language of the text (the verdict is the UI's)
describe('FeedbackBanner', () => {
  beforeEach(() => localStorage.clear());

  it.each([
    ['ta', 'correct', ta.game.feedback.correct],
    ['en', 'incorrect', en.game.feedback.incorrect],
  ] as const)('in a %s UI, the verdict’s speaker replays "<kind word> <message>" in that language (%s)', async (language, kind, word) => {
    const { said } = renderBanner({ kind, message: '“kucing” is the answer.', id: 1 }, language);
    await userEvent.click(screen.getByTestId('read-aloud-feedback'));
    expect(said).toEqual([{ text: `${word} “kucing” is the answer.`, language, recording: undefined }]);
  });

  it('the speaker is inside the verdict’s box but not in its live region, so its name is not announced with the verdict', () => {
    renderBanner({ kind: 'correct', message: 'Well done.', id: 1 });
    const region = screen.getByRole('status');
    const speaker = screen.getByRole('button', { name: ta.game.readAloud.button });
    expect(screen.getByTestId('game-feedback')).toContainElement(speaker);
    expect(region).not.toContainElement(speaker);
    expect(region.textContent?.trim()).toBe(`${ta.game.feedback.correct} Well done.`);
  });

  it('the live region is there before the first verdict and stays the same element after it (so the verdict is announced)', () => {
    const { show } = renderBanner(null);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    expect(screen.queryByTestId('game-feedback')).toBeNull();
    expect(screen.queryByTestId('read-aloud-feedback')).toBeNull();
    show({ kind: 'incorrect', message: 'Try again.', id: 1 });
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent(`${ta.game.feedback.incorrect} Try again.`);
    show({ kind: 'correct', message: 'Yes.', id: 2 });
    expect(screen.getByRole('status')).toBe(region);
  });
});

describe('FeedbackBanner with letters', () => {
  it('the letters of a near miss follow the verdict’s words and are announced too; the speaker has a column of its own', () => {
    renderBanner({ kind: 'incorrect', message: 'Almost.', id: 1, letters: { target: 'பூனை', guess: 'புனை' } });
    const speaker = screen.getByTestId('read-aloud-feedback');
    const hint = screen.getByTestId('letter-hint');
    expect(screen.getByRole('status').compareDocumentPosition(hint) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(hint.compareDocumentPosition(speaker) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(hint.closest('[aria-live="polite"]')).not.toBeNull();
    expect(hint.closest('[aria-live="polite"]')).not.toContainElement(speaker);
  });
});
