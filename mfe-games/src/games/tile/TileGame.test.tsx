import { fireEvent, screen, within } from '@testing-library/react';
import { createFakePlatform, renderWithPlatform, TEST_USER } from '@app/shared/testing';
import type { Topic } from '@app/shared';
import en from '../../../public/assets/i18n/en.json';
import { GamePage } from '../common';
import { TileGame } from './TileGame';

const topic: Topic = {
  key: 'pre-generated-ta-animals',
  language: 'ta',
  title: 'விலங்குகள்',
  year: 1,
  theme: 'animals',
  items: ['யானை', 'பூனை', 'மாடு'].map((word) => ({ word, clue: `${word} clue`, translations: {}, misspellings: [], tags: [] })),
};

function typeWord(word: string) {
  // a physical keyboard sends Tamil one code point at a time
  for (const ch of word) fireEvent.keyDown(window, { key: ch });
  fireEvent.keyDown(window, { key: 'Enter' });
}

describe('tile game', () => {
  it('is played with the keyboard to its result screen, marking letters with symbols and words', async () => {
    const platform = createFakePlatform({ namespace: 'games', translations: { en }, auth: { status: 'authenticated', token: 't', user: TEST_USER, since: 0 } });
    jest.spyOn(platform.http, 'get').mockImplementation(async (url: string) => ({ data: url.includes('/topics/') ? topic : [] }));
    jest.spyOn(platform.http, 'post').mockResolvedValue({ data: {} });
    renderWithPlatform(<GamePage gameId="tile" Game={TileGame} />, platform, { route: `/tile?topic=${topic.key}`, namespace: 'games' });
    fireEvent.click(await screen.findByTestId('level-1'));

    for (let round = 0; round < 3; round++) {
      const clue = await screen.findByTestId('word-clue');
      const answer = topic.items.find((i) => clue.textContent?.includes(`${i.word} clue`))!.word;
      const wrong = topic.items.find((i) => i.word !== answer)!.word;
      typeWord(wrong);
      if (round === 0) {
        const board = screen.getByTestId('tile-board');
        const marked = within(board)
          .getAllByRole('gridcell')
          .filter((c) => c.getAttribute('data-mark'));
        expect(marked).toHaveLength(2);
        expect(marked[1]).toHaveAccessibleName(/right letter, right place|not here|in the word|same consonant/);
      }
      typeWord(answer);
    }
    expect(await screen.findByTestId('game-result')).toBeInTheDocument();
    // each word at the second try: at most half (15), less the wrong row (2) — ADR 0022
    expect(platform.submitted[0]).toMatchObject({ kind: 'quiz', payload: { quiz_category: 'Tile', level: 1, score: 3 * (15 - 2) } });
  });
});
