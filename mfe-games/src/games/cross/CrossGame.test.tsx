import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createFakePlatform, renderWithPlatform, TEST_USER } from '@app/shared/testing';
import { GAME_SCORING, hintCost, type Topic } from '@app/shared';
import en from '../../../public/assets/i18n/en.json';
import { GamePage } from '../common';
import { CrossGame } from './CrossGame';

// a whole crossword typed code point by code point takes seconds on a busy machine
jest.setTimeout(30_000);

const WORDS = ['பள்ளிக்கூடம்', 'கூடை', 'படம்', 'மடம்', 'குடம்'];
const topic: Topic = {
  key: 'pre-generated-ta-school-y1',
  language: 'ta',
  title: 'பள்ளி',
  year: 1,
  theme: 'school',
  items: WORDS.map((word) => ({ word, clue: `clue ${word}`, translations: {}, misspellings: [], tags: [] })),
};

/** What a Tamil keyboard does: one beforeinput per code point into the focused cell. */
function keyboardTypes(text: string) {
  for (const ch of text) {
    const cell = document.activeElement as HTMLInputElement;
    act(() => {
      cell.dispatchEvent(new InputEvent('beforeinput', { inputType: 'insertText', data: ch, bubbles: true, cancelable: true }));
    });
  }
}

/** What an Android IME does: composes in the cell, then commits the whole text at once. */
function imeCommits(text: string) {
  const cell = document.activeElement as HTMLInputElement;
  act(() => {
    cell.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true }));
    cell.dispatchEvent(new InputEvent('beforeinput', { inputType: 'insertCompositionText', data: text, bubbles: true, isComposing: true }));
    cell.value = text;
    cell.dispatchEvent(new CompositionEvent('compositionend', { data: text, bubbles: true }));
  });
}

async function startHard() {
  const platform = createFakePlatform({ namespace: 'games', translations: { en }, auth: { status: 'authenticated', token: 't', user: TEST_USER, since: 0 } });
  jest.spyOn(platform.http, 'get').mockImplementation(async (url: string) => ({ data: url.includes('/topics/') ? topic : [] }));
  jest.spyOn(platform.http, 'post').mockResolvedValue({ data: {} });
  renderWithPlatform(<GamePage gameId="cross" Game={CrossGame} />, platform, { route: `/cross?topic=${topic.key}`, namespace: 'games' });
  fireEvent.click(await screen.findByTestId('level-3'));
  // focus reaches the first cell once the board is painted (afterPaint), before a key can be pressed
  await waitFor(() => expect(document.activeElement).toHaveAttribute('data-testid', 'cross-cell'));
  return platform;
}

/** Chooses each unsolved clue and enters its word with `enter`. */
function solveAll(enter: (word: string) => void) {
  for (let guard = 0; guard < 20 && !screen.queryByTestId('game-result'); guard++) {
    const clue = screen.getAllByTestId('cross-clue').find((c) => c.dataset.solved !== 'true')!;
    const word = WORDS.find((w) => clue.textContent!.includes(`clue ${w}`))!;
    fireEvent.click(clue);
    enter(word);
  }
}

describe('crossword focus and language (issue 26)', () => {
  it("starts with focus in the first word's first cell, not on the page (WCAG 2.4.3)", async () => {
    await startHard();
    const cell = document.activeElement as HTMLElement;
    expect(cell.tagName).toBe('INPUT');
    expect(screen.getByTestId('cross-game')).toContainElement(cell);
  });

  it('says "Across" and "letters" in the UI\'s language and the clue in the topic\'s (WCAG 3.1.2)', async () => {
    await startHard();
    const label = screen.getByTestId('cross-active-clue');
    expect(label.closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(screen.getByTestId('cross-active-clue-text')).toHaveAttribute('lang', 'ta');
    for (const heading of screen.getAllByRole('heading', { level: 3 })) expect(heading.closest('[lang]')).toHaveAttribute('lang', 'en');
    const clue = screen.getAllByTestId('cross-clue')[0]!;
    expect(clue.closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(clue.querySelector('span[lang]')).toHaveAttribute('lang', 'ta');
  });
});

describe('crossword typing with a Tamil keyboard', () => {
  it('is solved code point by code point with no miss before a vowel sign arrives, to 100 %', async () => {
    const platform = await startHard();
    solveAll(keyboardTypes);
    expect(await screen.findByTestId('game-result')).toBeInTheDocument();
    expect(screen.getByTestId('result-accuracy')).toHaveTextContent('100%');
    expect(platform.submitted[0]).toMatchObject({ payload: { quiz_category: 'Cross', level: 3 } });
  });

  it('is solved by an IME that commits whole words', async () => {
    await startHard();
    solveAll(imeCommits);
    expect(await screen.findByTestId('game-result')).toBeInTheDocument();
    expect(screen.getByTestId('result-accuracy')).toHaveTextContent('100%');
  });

  it('shows each whole letter in its own cell as it is typed', async () => {
    await startHard();
    const clue = screen.getAllByTestId('cross-clue').find((c) => c.textContent!.includes('clue பள்ளிக்கூடம்'))!;
    fireEvent.click(clue);
    keyboardTypes('பள்ளி');
    const values = screen
      .getAllByTestId('cross-cell')
      .map((c) => (c as HTMLInputElement).value)
      .filter(Boolean);
    expect(values).toEqual(expect.arrayContaining(['ப', 'ள்', 'ளி']));
    expect(values.every((v) => !/^[\u0bbe-\u0bcd]/.test(v))).toBe(true);
  });
});

describe('crossword keys faster than the grid is drawn (issue 22.6)', () => {
  it('solves a word typed whole before the grid draws its first letter', async () => {
    await startHard();
    const clue = screen.getAllByTestId('cross-clue').find((c) => c.textContent!.includes('clue படம்'))!;
    fireEvent.click(clue);
    // a key is drawn in a transition: every code point lands in the cell focused before the first
    const cell = document.activeElement as HTMLInputElement;
    act(() => {
      for (const ch of 'படம்') cell.dispatchEvent(new InputEvent('beforeinput', { inputType: 'insertText', data: ch, bubbles: true, cancelable: true }));
    });
    expect(screen.getByTestId('game-feedback')).toHaveTextContent(en.cross.solved.replace('{{words}}', 'படம்'));
    expect(screen.getAllByTestId('cross-clue').find((c) => c.textContent!.includes('clue படம்'))).toHaveAttribute('data-solved', 'true');
  });
});

describe('crossword hints', () => {
  // issue 11 "a hint always costs", once: the crossword used to take 2 a revealed letter itself
  // while the frame charged the hint too
  it('charges a revealed letter exactly once, by the frame: every word solved, less one hint', async () => {
    const platform = await startHard();
    const words = screen.getAllByTestId('cross-clue').length;
    fireEvent.click(screen.getAllByTestId('cross-clue')[0]!);
    fireEvent.click(screen.getByTestId('game-hint'));
    expect(screen.getByTestId('game-feedback')).toHaveAttribute('data-kind', 'hint');
    solveAll(keyboardTypes);
    expect(await screen.findByTestId('game-result')).toBeInTheDocument();
    // every word right, a hinted one at most a quarter less its hint's price (ADR 0022); a letter
    // shown in a crossing cell helps both its words
    const full = GAME_SCORING.cross.pointsPerUnit(3);
    const hinted = Math.min(Math.floor(full / 4), full - hintCost('cross', 3));
    const hintedWords = screen
      .getAllByTestId('review-item')
      .filter((li) => li.textContent?.includes(en.game.result.hinted_one.replace('{{count}}', '1'))).length;
    expect([1, 2]).toContain(hintedWords);
    const expected = (words - hintedWords) * full + hintedWords * hinted;
    expect(screen.getByTestId('result-score')).toHaveTextContent(String(expected));
    expect(platform.submitted[0]).toMatchObject({ payload: { score: expected } });
    // the hinted word is not counted right
    expect(screen.getByTestId('result-accuracy')).not.toHaveTextContent('100%');
  });
});

describe('a wrong crossword word (issue 22: a wrong try always costs)', () => {
  it('costs its word part of its points and first-try accuracy, though it is solved after', async () => {
    const platform = await startHard();
    const words = screen.getAllByTestId('cross-clue').length;
    const clue = screen.getAllByTestId('cross-clue').find((c) => c.textContent!.includes('clue படம்'))!;
    fireEvent.click(clue);
    keyboardTypes('பாடம்');
    expect(screen.getByTestId('game-feedback')).toHaveAttribute('data-kind', 'incorrect');
    solveAll(keyboardTypes);
    expect(await screen.findByTestId('game-result')).toBeInTheDocument();
    const full = GAME_SCORING.cross.pointsPerUnit(3);
    const score = Number(screen.getByTestId('result-score').textContent);
    expect(score).toBeLessThanOrEqual((words - 1) * full + Math.floor(full / 2));
    expect(platform.submitted[0]).toMatchObject({ payload: { score } });
    expect(screen.getByTestId('result-accuracy')).toHaveTextContent(`${Math.round((100 * (words - 1)) / words)}%`);
  });
});

describe('crossword letter-wise hint (issue 22)', () => {
  it('marks a wrong word letter by letter, empties its wrong cells, and is solved after retyping', async () => {
    await startHard();
    const clue = screen.getAllByTestId('cross-clue').find((c) => c.textContent!.includes('clue படம்'))!;
    fireEvent.click(clue);
    // பாடம் for படம்: the first letter has the consonant right and the vowel wrong; then the child moves on
    keyboardTypes('பாடம்');
    expect(screen.getByTestId('game-feedback')).toHaveAttribute('data-kind', 'incorrect');
    const hinted = screen.getAllByTestId('letter-hint-letter');
    expect(hinted.map((l) => l.getAttribute('data-mark'))).toEqual(['sameConsonant', 'right', 'right']);
    expect(screen.getByTestId('letter-hint-text')).toHaveTextContent('பா: same consonant, another vowel');
    const marked = screen.getAllByTestId('cross-cell').filter((c) => c.parentElement?.getAttribute('data-mark'));
    expect(marked).toHaveLength(1);
    expect((marked[0] as HTMLInputElement).value).toBe('');
    // retyping fills the emptied cell: the word is solved, nothing is stuck
    fireEvent.click(clue);
    keyboardTypes('ப');
    fireEvent.click(screen.getAllByTestId('cross-clue').find((c) => c.dataset.solved !== 'true') ?? clue);
    expect(screen.getAllByTestId('cross-clue').find((c) => c.textContent!.includes('clue படம்'))).toHaveAttribute('data-solved', 'true');
  });
});
