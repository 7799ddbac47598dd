import { act, fireEvent, screen } from '@testing-library/react';
import { createFakePlatform, renderWithPlatform, TEST_USER } from '@app/shared/testing';
import { compareLetters, maxScore, type Topic } from '@app/shared';
import en from '../../../public/assets/i18n/en.json';
import { GamePage } from '../common';
import { ChangeGame } from './ChangeGame';

const LADDERS = [
  ['cat', 'cot', 'dot', 'dog'],
  ['dig', 'big', 'bag', 'bat', 'cat'],
  ['bee', 'see', 'sea'],
  ['boat', 'coat', 'goat'],
];
const topic: Topic = {
  key: 'pre-generated-en-word-ladders-y2',
  language: 'en',
  title: 'Word ladders',
  year: 2,
  theme: 'words',
  items: LADDERS.map((ladder) => ({ word: ladder.at(-1)!, clue: `clue for ${ladder.at(-1)}`, ladder, translations: {}, misspellings: [], tags: [] })),
};

function start() {
  const platform = createFakePlatform({ namespace: 'games', translations: { en }, auth: { status: 'authenticated', token: 't', user: TEST_USER, since: 0 } });
  jest.spyOn(platform.http, 'get').mockImplementation(async (url: string) => ({ data: url.includes('/topics/') ? topic : [] }));
  jest.spyOn(platform.http, 'post').mockResolvedValue({ data: {} });
  renderWithPlatform(<GamePage gameId="change" Game={ChangeGame} />, platform, { route: `/change?topic=${topic.key}`, namespace: 'games' });
  return platform;
}

/** The ladder of the target on screen, and the word the child stands on. */
function onScreen() {
  const target = screen.getByTestId('change-target-word').textContent!;
  const word = screen
    .getAllByTestId('change-letter')
    .map((b) => b.textContent)
    .join('');
  return { ladder: LADDERS.find((l) => l.at(-1) === target)!, word };
}

describe('word ladder (change)', () => {
  it('is climbed on easy by choosing each new letter, the letter to change being marked', async () => {
    const platform = start();
    fireEvent.click(await screen.findByTestId('level-1'));
    while (!screen.queryByTestId('game-result')) {
      const { ladder, word } = onScreen();
      const next = ladder[ladder.indexOf(word) + 1]!;
      const place = [...word].findIndex((l, i) => l !== next[i]);
      expect(screen.getAllByTestId('change-letter')[place]).toHaveAttribute('aria-pressed', 'true');
      fireEvent.click(screen.getAllByTestId('change-option').find((o) => o.textContent === next[place])!);
    }
    expect(platform.submitted[0]).toMatchObject({ kind: 'quiz', payload: { quiz_category: 'Change', level: 1 } });
    expect(screen.getByTestId('result-accuracy')).toHaveTextContent('100%');
  });

  it('never gives the maximum score or 100 % to a child who only presses the hint button', async () => {
    const platform = start();
    fireEvent.click(await screen.findByTestId('level-2'));
    while (!screen.queryByTestId('game-result')) fireEvent.click(screen.getByTestId('game-hint'));
    const score = Number(platform.submitted[0]!.payload.score);
    expect(score).toBeLessThan(maxScore('change', { level: 2, itemCount: LADDERS.length }));
    expect(screen.getByTestId('result-accuracy')).toHaveTextContent('0%');
  });

  it('issue 22.6: a second hint pressed before the first is drawn gives the next help, not the first again', async () => {
    start();
    fireEvent.click(await screen.findByTestId('level-2'));
    const { ladder, word } = onScreen();
    const next = ladder[ladder.indexOf(word) + 1]!;
    // a move is drawn in a transition: both presses land before React renders the first
    act(() => {
      screen.getByTestId('game-hint').click();
      screen.getByTestId('game-hint').click();
    });
    expect(screen.getByTestId('game-feedback')).toHaveTextContent(en.change.revealed.replace('{{word}}', next));
  });

  it('says a letter stays when the child taps one that does not change (medium)', async () => {
    start();
    fireEvent.click(await screen.findByTestId('level-2'));
    const { ladder, word } = onScreen();
    const next = ladder[ladder.indexOf(word) + 1]!;
    const stays = [...word].findIndex((l, i) => l === next[i]);
    fireEvent.click(screen.getAllByTestId('change-letter')[stays]!);
    expect(await screen.findByText(/stays this time/)).toBeInTheDocument();
    expect(screen.queryByTestId('change-option')).toBeNull();
    expect(screen.getByTestId('change-target')).toHaveTextContent(`clue for ${ladder.at(-1)}`);
  });

  it('issue 22: a wrong new letter shows the word it made, letter by letter, against the next rung', async () => {
    start();
    fireEvent.click(await screen.findByTestId('level-1'));
    const { ladder, word } = onScreen();
    const next = ladder[ladder.indexOf(word) + 1]!;
    const place = [...word].findIndex((l, i) => l !== next[i]);
    const wrong = screen.getAllByTestId('change-option').find((o) => o.textContent !== next[place])!;
    fireEvent.click(wrong);
    const made = [...word].map((l, i) => (i === place ? wrong.textContent : l)).join('');
    const hinted = screen.getAllByTestId('letter-hint-letter');
    expect(hinted.map((l) => l.textContent).join('')).toBe(made);
    expect(hinted.map((l) => l.getAttribute('data-mark'))).toEqual(compareLetters(next, made));
    expect(hinted[place]).not.toHaveAttribute('data-mark', 'right');
  });
});
