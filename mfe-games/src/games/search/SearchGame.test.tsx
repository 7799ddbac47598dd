import { act, fireEvent, screen, within } from '@testing-library/react';
import { createFakePlatform, renderWithPlatform, TEST_USER } from '@app/shared/testing';
import { letters, type Topic } from '@app/shared';
import en from '../../../public/assets/i18n/en.json';
import { GamePage } from '../common';
import { SearchGame } from './SearchGame';
import { savedGameRecord } from '../common/testing/savedGame';

const topic: Topic = {
  key: 'pre-generated-ta-search-ghost',
  language: 'ta',
  title: 'விலங்குகள்',
  year: 1,
  theme: 'animals',
  items: ['யானை', 'பூனை', 'மாடு', 'புலி', 'கிளி', 'மயில்'].map((word) => ({ word, clue: `${word} clue`, translations: {}, misspellings: [], tags: [] })),
};

const DIRECTIONS = [-1, 0, 1].flatMap((dr) => [-1, 0, 1].map((dc) => [dr, dc] as const)).filter(([dr, dc]) => dr || dc);

/** Where `word` lies in the grid on screen: its first and last cells. */
function findInGrid(word: string): [HTMLElement, HTMLElement] {
  const cells = screen.getAllByTestId('search-cell');
  const at = new Map(cells.map((c) => [`${c.dataset.row},${c.dataset.col}`, c]));
  const want = letters(word);
  for (const start of cells) {
    const r0 = Number(start.dataset.row);
    const c0 = Number(start.dataset.col);
    for (const [dr, dc] of DIRECTIONS) {
      const path = want.map((_, k) => at.get(`${r0 + dr * k},${c0 + dc * k}`));
      if (path.every((c, k) => c?.textContent === want[k])) return [path[0]!, path.at(-1)!];
    }
  }
  throw new Error(`${word} is not in the grid`);
}

/** A finger's tap on a cell: down on the cell, up on the grid (SearchGrid takes taps on pointerup). */
function tap(cell: HTMLElement) {
  fireEvent.pointerDown(cell, { pointerType: 'touch' });
  fireEvent.pointerUp(screen.getByTestId('search-grid'), { pointerType: 'touch' });
}

describe('word search', () => {
  it('issue 22: the tap that finds the last word does not also press "Next level" on the result screen under the finger', async () => {
    const platform = createFakePlatform({ namespace: 'games', translations: { en }, auth: { status: 'authenticated', token: 't', user: TEST_USER, since: 0 } });
    jest.spyOn(platform.http, 'get').mockImplementation(async (url: string) => ({ data: url.includes('/topics/') ? topic : [] }));
    jest.spyOn(platform.http, 'post').mockResolvedValue({ data: {} });
    renderWithPlatform(<GamePage gameId="search" Game={SearchGame} />, platform, { route: `/search?topic=${topic.key}`, namespace: 'games' });
    fireEvent.click(await screen.findByTestId('level-1'));
    await screen.findByTestId('search-grid');
    const help = screen.getByTestId('search-touch-help');
    const words = screen.getAllByTestId('search-word').map((w) => w.textContent!);
    for (const word of words) {
      const [first, last] = findInGrid(word);
      tap(first);
      tap(last);
      // no layout jump: the help above the grid stays after the first try
      if (!screen.queryByTestId('game-result')) expect(screen.getByTestId('search-touch-help')).toBe(help);
    }
    expect(screen.getByTestId('game-result')).toBeInTheDocument();
    // the browser's click that follows the last pointerup lands on the result screen's button
    act(() => void fireEvent.click(screen.getByTestId('result-next-level')));
    expect(screen.getByTestId('game-result')).toBeInTheDocument();
    // a new touch is the child's own: now "Next level" works
    fireEvent.pointerDown(screen.getByTestId('result-next-level'), { pointerType: 'touch' });
    act(() => void fireEvent.click(screen.getByTestId('result-next-level')));
    expect(screen.queryByTestId('game-result')).toBeNull();
  });

  it.each([
    // a Tamil hard grid on a phone (searchGridShape: the square's 9 rows, 6 columns of 50 px)
    [{ size: 9, cols: 6 }, 9, 6],
    // a save from before grids had their own columns: square
    [{ size: 9 }, 9, 9],
  ])('should continue a saved game %j on its own grid: %d rows of %d', async (grid, rows, cols) => {
    const platform = createFakePlatform({ namespace: 'games', translations: { en }, auth: { status: 'authenticated', token: 't', user: TEST_USER, since: 0 } });
    const record = savedGameRecord({
      game: 'search',
      topicKey: topic.key,
      level: 3,
      seed: 4,
      elapsedMs: 30_000,
      attempted: 1,
      state: { found: [], attempts: 1, hinted: [], ...grid },
    });
    jest.spyOn(platform.http, 'get').mockImplementation(async (url: string) => ({ data: url.includes('/topics/') ? topic : [record] }));
    renderWithPlatform(<GamePage gameId="search" Game={SearchGame} />, platform, { route: `/search?topic=${topic.key}`, namespace: 'games' });
    fireEvent.click(await screen.findByTestId('game-resume'));
    const rowsOnScreen = within(await screen.findByTestId('search-grid')).getAllByRole('row');
    expect(rowsOnScreen).toHaveLength(rows);
    expect(rowsOnScreen.map((r) => within(r).getAllByTestId('search-cell').length)).toEqual(Array(rows).fill(cols));
    expect(screen.getByTestId('search-grid')).toHaveAccessibleName(`Letter grid, ${rows} rows by ${cols} columns`);
  });
});
