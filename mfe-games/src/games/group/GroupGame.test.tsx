import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createFakePlatform, renderWithPlatform, TEST_USER } from '@app/shared/testing';
import { maxScore, type Topic } from '@app/shared';
import en from '../../../public/assets/i18n/en.json';
import { GamePage } from '../common';
import { GroupGame } from './GroupGame';

const item = (word: string, category: string) => ({ word, category, translations: {}, misspellings: [], tags: [] });
const topic: Topic = {
  key: 'pre-generated-ta-animals-y2',
  language: 'ta',
  title: 'விலங்குகள்',
  year: 2,
  theme: 'animals',
  items: [item('பூனை', 'வீடு'), item('நாய்', 'வீடு'), item('பசு', 'வீடு'), item('புலி', 'காடு'), item('சிங்கம்', 'காடு'), item('யானை', 'காடு')],
};
const groupOf = (word: string) => topic.items.find((i) => i.word === word)!.category!;

async function start() {
  const platform = createFakePlatform({ namespace: 'games', translations: { en }, auth: { status: 'authenticated', token: 't', user: TEST_USER, since: 0 } });
  jest.spyOn(platform.http, 'get').mockImplementation(async (url: string) => ({ data: url.includes('/topics/') ? topic : [] }));
  jest.spyOn(platform.http, 'post').mockResolvedValue({ data: {} });
  renderWithPlatform(<GamePage gameId="group" Game={GroupGame} />, platform, { route: `/group?topic=${topic.key}`, namespace: 'games' });
  fireEvent.click(await screen.findByTestId('level-1'));
  return platform;
}

/** A finger presses a word, moves over the group's box and lifts. */
function dragTo(word: HTMLElement, bin: HTMLElement) {
  const original = document.elementFromPoint;
  document.elementFromPoint = () => bin;
  act(() => {
    word.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, clientX: 10, clientY: 10 }));
    window.dispatchEvent(new MouseEvent('pointermove', { clientX: 60, clientY: 200 }));
    window.dispatchEvent(new MouseEvent('pointerup', { clientX: 60, clientY: 200 }));
  });
  document.elementFromPoint = original;
}

describe('group', () => {
  it('is sorted by dragging each word onto its group, to the maximum score', async () => {
    const platform = await start();
    while (!screen.queryByTestId('game-result')) {
      const word = screen.getAllByTestId('group-word')[0]!;
      const bin = screen.getAllByTestId('group-bin').find((b) => b.getAttribute('data-group') === groupOf(word.textContent!))!;
      dragTo(word, bin.closest('[data-drop]') as HTMLElement);
    }
    expect(platform.submitted[0]!.payload.score).toBe(maxScore('group', { level: 1, itemCount: 6 }));
    expect(screen.getByTestId('result-accuracy')).toHaveTextContent('100%');
  });

  it('starts with focus on the first word, and after each right placement focus is on the next word, never the page (WCAG 2.4.3)', async () => {
    await start();
    // focus moves once the board is painted (focusAfterPaint)
    await waitFor(() => expect(screen.getAllByTestId('group-word')[0]).toHaveFocus());
    expect(screen.getByRole('heading', { name: en.group.instructions }).closest('[lang]')).toHaveAttribute('lang', 'en');
    while (!screen.queryByTestId('game-result')) {
      await waitFor(() => expect(document.activeElement).toHaveAttribute('data-testid', 'group-word'));
      const word = document.activeElement as HTMLElement;
      fireEvent.click(word);
      fireEvent.click(screen.getAllByTestId('group-bin').find((b) => b.getAttribute('data-group') === groupOf(word.textContent!))!);
    }
  });

  it('is sorted by tapping a word, then its group (the tap alternative)', async () => {
    await start();
    while (!screen.queryByTestId('game-result')) {
      const word = screen.getAllByTestId('group-word')[0]!;
      fireEvent.click(word);
      fireEvent.click(screen.getAllByTestId('group-bin').find((b) => b.getAttribute('data-group') === groupOf(word.textContent!))!);
    }
    expect(screen.getByTestId('game-result')).toBeInTheDocument();
  });
});
