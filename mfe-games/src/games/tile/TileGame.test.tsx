import { fireEvent, screen, within } from '@testing-library/react';
import { createFakePlatform, renderWithPlatform, TEST_USER } from '@app/shared/testing';
import { combineTamil, compareLetters, letters, splitTamil, type Topic } from '@app/shared';
import en from '../../../public/assets/i18n/en.json';
import ta from '../../../public/assets/i18n/ta.json';
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
    // issue 22: the progress is shown from the first screen, before any answer
    expect(await screen.findByTestId('game-progress')).toHaveTextContent('0/3');
    // and the HUD has a sound switch that keeps its choice
    const sound = screen.getByTestId('game-sound');
    expect(sound).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(sound);
    expect(sound).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem('games.soundMuted')).toBe('1');
    fireEvent.click(sound);

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

  it('marks both halves of a Tamil letter in Tamil: மெய் சரி on the tile and in the sentence, உயிர் சரி too (issue 22)', async () => {
    const words: Topic = {
      ...topic,
      key: 'pre-generated-ta-birds',
      items: ['கிளி', 'மயில்', 'குயில்'].map((word) => ({ word, clue: `${word} clue`, translations: {}, misspellings: [], tags: [] })),
    };
    const platform = createFakePlatform({
      namespace: 'games',
      language: 'ta',
      translations: { ta },
      auth: { status: 'authenticated', token: 't', user: TEST_USER, since: 0 },
    });
    jest.spyOn(platform.http, 'get').mockImplementation(async (url: string) => ({ data: url.includes('/topics/') ? words : [] }));
    jest.spyOn(platform.http, 'post').mockResolvedValue({ data: {} });
    renderWithPlatform(<GamePage gameId="tile" Game={TileGame} />, platform, { route: `/tile?topic=${words.key}`, namespace: 'games' });
    fireEvent.click(await screen.findByTestId('level-1'));
    const clue = await screen.findByTestId('word-clue');
    const answer = words.items.find((i) => clue.textContent?.includes(`${i.word} clue`))!.word;
    // the first letter with another consonant and the same vowel, the others with the same consonant and another vowel
    const guess = letters(answer)
      .map((l, i) => {
        const parts = splitTamil(l);
        if (parts.kind === 'other' || parts.kind === 'vowel') throw new Error(`not a consonant letter: ${l}`);
        if (i === 0) return combineTamil('ப', parts.kind === 'mei' ? '்' : parts.vowel)!;
        return combineTamil(parts.consonant, parts.kind === 'uyirmei' && parts.vowel === 'ஏ' ? 'ஓ' : 'ஏ')!;
      })
      .join('');
    typeWord(guess);
    const expected = compareLetters(answer, guess);
    expect(expected).toContain('sameConsonant');
    expect(expected[0]).toBe('sameVowel');
    const cells = within(screen.getByTestId('tile-board'))
      .getAllByRole('gridcell')
      .filter((c) => c.getAttribute('data-mark'));
    expect(cells.map((c) => c.getAttribute('data-mark'))).toEqual(expected);
    expect(cells[1]).toHaveAccessibleName(`${letters(guess)[1]}: ${ta.tile.marks.sameConsonant}`);
    expect(cells[0]).toHaveAccessibleName(`${letters(guess)[0]}: ${ta.tile.marks.sameVowel}`);
    // the mark is its own element beside the letter's, not drawn over it
    expect(within(cells[1]!).getByTestId('tile-glyph')).toHaveTextContent(letters(guess)[1]!);
    expect(cells[1]!.querySelector('img')?.closest('[data-testid="tile-glyph"]')).toBeNull();
    expect(screen.getByTestId('letter-hint-text')).toHaveTextContent(`${letters(guess)[1]}: மெய் சரி, உயிர் வேறு`);
    expect(screen.getByTestId('letter-hint-text')).toHaveTextContent(`${letters(guess)[0]}: உயிர் சரி, மெய் வேறு`);
  });
});
