import { act, screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { tamilAnimalsTopic } from '../choice/testing/tamilAnimalsTopic';
import { renderGamePage, startLevelByKeyboard } from '../choice/testing/renderGamePage';
import { MatchGame } from '../match/MatchGame';
import { gameRoutePage } from '../../pages/GameRoutePage';

const MatchPage = gameRoutePage('match', MatchGame);

const cellText = (cell: HTMLElement) => cell.querySelector('span:not([aria-hidden])')?.textContent ?? '';
const englishOf = (word: string) => tamilAnimalsTopic.items.find((i) => i.word === word)?.translations.en ?? '';
const focusedIndex = (side: 'left' | 'right') => Number((document.activeElement as HTMLElement).dataset.testid?.replace(`match-${side}-`, ''));

/** Arrow up/down in the right column until the cell with `text` has focus. */
async function arrowTo(user: ReturnType<typeof userEvent.setup>, text: string) {
  const target = screen.getAllByTestId(/^match-right-\d+$/).findIndex((c) => cellText(c) === text);
  for (let guard = 0; focusedIndex('right') !== target && guard < 20; guard += 1) {
    await user.keyboard(focusedIndex('right') < target ? '{ArrowDown}' : '{ArrowUp}');
  }
  expect(focusedIndex('right')).toBe(target);
}

// Whole games are played key by key; the shared 2-core machine needs more than jest's 5 s.
jest.setTimeout(30_000);

describe('MatchPage', () => {
  it('should play the easy level to the result screen by keyboard: Enter on a word, arrows to its partner, Enter', async () => {
    const { platform, user } = renderGamePage(<MatchPage />, '/match', tamilAnimalsTopic);
    await startLevelByKeyboard(user, 1);
    expect(screen.getByRole('heading', { name: 'In English' })).toBeInTheDocument();
    for (let n = 0; n < 6; n += 1) {
      // focus moves once the move is painted (focusAfterPaint), before a child can press again
      await waitFor(() => expect(document.activeElement?.getAttribute('data-testid')).toMatch(/^match-left-/));
      const word = cellText(document.activeElement as HTMLElement);
      expect(screen.getByTestId(`match-left-${focusedIndex('left')}`)).toBe(document.activeElement);
      await user.keyboard('{Enter}');
      await waitFor(() => expect(document.activeElement?.getAttribute('data-testid')).toMatch(/^match-right-/));
      await arrowTo(user, englishOf(word));
      await user.keyboard('{Enter}');
      if (n < 5) {
        expect(screen.getByTestId('game-feedback')).toHaveTextContent(`Correct! “${word}” goes with “${englishOf(word)}”.`);
        expect(screen.getByTestId('match-progress')).toHaveTextContent(`${n + 1} of 6 joined`);
      }
    }
    expect(await screen.findByTestId('game-result')).toBeInTheDocument();
    expect(screen.getByTestId('result-score')).toHaveTextContent('60');
    expect(platform.submitted[0]).toMatchObject({ payload: { quiz_category: 'Match', level: 1, score: 60 } });
  });

  it('should say a wrong join in words, and join by tapping either side first', async () => {
    const { user } = renderGamePage(<MatchPage />, '/match', tamilAnimalsTopic, 'ta');
    await startLevelByKeyboard(user, 1);
    const word = cellText(screen.getByTestId('match-left-0'));
    const rights = screen.getAllByTestId(/^match-right-\d+$/);
    const wrong = rights.find((c) => cellText(c) !== englishOf(word));
    await user.click(rights.find((c) => c === wrong) as HTMLElement);
    expect(wrong).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByTestId('match-left-0'));
    expect(screen.getByTestId('game-feedback')).toHaveAttribute('data-kind', 'incorrect');
    expect(screen.getByTestId('game-feedback')).toHaveTextContent('பொருந்தவில்லை');
    await user.click(screen.getByTestId('match-left-0'));
    await user.click(rights.find((c) => cellText(c) === englishOf(word)) as HTMLElement);
    expect(screen.getByTestId('match-left-0')).toHaveAttribute('data-state', 'joined');
    expect(screen.getByTestId('match-left-0')).toHaveTextContent('1');
    // joined after a wrong try: half the pair (5), less the wrong try (5) — ADR 0022
    expect(screen.getByTestId('game-score').querySelector('strong')).toHaveTextContent(/^0$/);
  });

  it('issue 22.6: a word and its partner tapped before the board is drawn are joined, not the partner chosen alone', async () => {
    const { user } = renderGamePage(<MatchPage />, '/match', tamilAnimalsTopic, 'en');
    await startLevelByKeyboard(user, 1);
    const word = cellText(screen.getByTestId('match-left-0'));
    const partner = screen.getAllByTestId(/^match-right-\d+$/).find((c) => cellText(c) === englishOf(word))!;
    // a move is drawn in a transition: both taps land before React renders the first
    act(() => {
      screen.getByTestId('match-left-0').click();
      partner.click();
    });
    expect(screen.getByTestId('match-left-0')).toHaveAttribute('data-state', 'joined');
    expect(partner).toHaveAttribute('data-state', 'joined');
    expect(screen.getByTestId('game-feedback')).toHaveAttribute('data-kind', 'correct');
    expect(screen.getByTestId('match-progress')).toHaveTextContent('1 of 6 joined');
  });

  it('should join the selected word for a hint, which costs the pair', async () => {
    const { user } = renderGamePage(<MatchPage />, '/match', tamilAnimalsTopic);
    await startLevelByKeyboard(user, 2);
    await user.click(screen.getByTestId('match-left-2'));
    await user.click(screen.getByTestId('game-hint'));
    expect(screen.getByTestId('match-left-2')).toHaveAttribute('data-state', 'joined');
    expect(screen.getByTestId('game-feedback')).toHaveAttribute('data-kind', 'hint');
    expect(screen.getByTestId('game-score')).toHaveTextContent('0');
  });
});
