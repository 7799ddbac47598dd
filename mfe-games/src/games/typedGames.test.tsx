import type { ReactElement } from 'react';
import { act, configure, screen } from '@testing-library/react';
import { combineTamil, compareLetters, GAME_SCORING, letters, splitTamil, type Topic } from '@app/shared';
import { renderGamePage } from './choice/testing/renderGamePage';
import { tamilAnimalsTopic } from './choice/testing/tamilAnimalsTopic';
import { GuessGame } from './guess/GuessGame';
import { JumbleGame } from './jumble/JumbleGame';
import { SpellGame } from './spell/SpellGame';
import { gameRoutePage } from '../pages/GameRoutePage';

const GuessPage = gameRoutePage('guess', GuessGame);
const JumblePage = gameRoutePage('jumble', JumbleGame);
const SpellPage = gameRoutePage('spell', SpellGame);

// Issue 11 "Tamil typing done right, in one tested input model used by every typed game": spell,
// guess and jumble take a keyboard's letters through the letter model (useLetterStream over
// letterTyping), so a Tamil keyboard that sends க and then ா makes one letter கா, judged once it
// is complete, and an IME that commits a whole word works too.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const items = tamilAnimalsTopic.items;

/** The word the screen asks for, found by its clue (or meaning). */
function wordOnScreen(): string {
  const text = screen.getByTestId('word-clue').textContent ?? '';
  const item = items.find((i) => [i.clue, i.meaning].some((c) => c && text.includes(c)));
  if (!item) throw new Error(`no word for "${text}"`);
  return item.word;
}

/**
 * What a Tamil keyboard does: one beforeinput per code point into the field. It stops when the
 * field goes: a solved last word shows the result after a short pause, and a loop that types what
 * is still on screen in that pause must not fail on a finished game (the result is asserted).
 */
function keyboardTypes(testId: string, text: string) {
  for (const ch of text) {
    const field = screen.queryByTestId(testId);
    if (!field) return;
    act(() => {
      field.dispatchEvent(new InputEvent('beforeinput', { inputType: 'insertText', data: ch, bubbles: true, cancelable: true }));
    });
  }
}

/** Enter in the field (if the game is still on: the last word may have finished it). */
function pressEnter(testId: string) {
  act(() => {
    screen.queryByTestId(testId)?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
  });
}

/** What an Android IME does: composes in the field, then commits the whole text at once. */
function imeCommits(testId: string, text: string) {
  const field = screen.queryByTestId(testId) as HTMLInputElement | null;
  if (!field) return;
  act(() => {
    field.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true }));
    field.dispatchEvent(new InputEvent('beforeinput', { inputType: 'insertCompositionText', data: text, bubbles: true, isComposing: true }));
    field.value = text;
    field.dispatchEvent(new CompositionEvent('compositionend', { data: text, bubbles: true }));
  });
}

const slotTexts = (boxTestId: string) => [...screen.getByTestId(boxTestId).querySelectorAll('span')].map((s) => s.textContent ?? '');

async function start(page: ReactElement, path: string, level: 1 | 2 | 3 = 1) {
  const rendered = renderGamePage(page, path, tamilAnimalsTopic, 'en');
  const button = await screen.findByTestId(`level-${level}`);
  // the level starts the game in a React transition, which act() lets finish
  act(() => button.click());
  await screen.findByTestId('game-header');
  return rendered;
}

describe('spell takes typing through the letter model', () => {
  it('shows க then ா as one letter கா in one slot, and judges nothing before Enter', async () => {
    await start(<SpellPage />, '/spell');
    keyboardTypes('spell-answer', 'க');
    expect(slotTexts('spell-slots')[0]).toBe('க');
    keyboardTypes('spell-answer', 'ா');
    expect(slotTexts('spell-slots').slice(0, 2)).toEqual(['கா', '']);
    expect(screen.queryByTestId('game-feedback')).toBeNull();
  });

  it('is spelt to 100 % by a keyboard that sends code points one by one, then Enter', async () => {
    const { platform } = await start(<SpellPage />, '/spell');
    for (let guard = 0; guard < 10 && !screen.queryByTestId('game-result'); guard++) {
      keyboardTypes('spell-answer', wordOnScreen());
      pressEnter('spell-answer');
    }
    expect(await screen.findByTestId('game-result')).toBeInTheDocument();
    expect(screen.getByTestId('result-accuracy')).toHaveTextContent('100%');
    expect(platform.submitted[0]).toMatchObject({ payload: { quiz_category: 'Spell' } });
  });

  it('is spelt by an IME that commits whole words', async () => {
    await start(<SpellPage />, '/spell');
    for (let guard = 0; guard < 10 && !screen.queryByTestId('game-result'); guard++) {
      imeCommits('spell-answer', wordOnScreen());
      pressEnter('spell-answer');
    }
    expect(await screen.findByTestId('game-result')).toBeInTheDocument();
    expect(screen.getByTestId('result-accuracy')).toHaveTextContent('100%');
  });

  it('completes a letter still open when Enter is pressed, and judges the word as typed', async () => {
    // medium: a one-letter slip is only "almost" (easy would give a long word's slip half points)
    await start(<SpellPage />, '/spell', 2);
    // every word of the topic ends in a letter of two code points (னை, ய், டு…): stop after its consonant
    const ls = letters(wordOnScreen());
    keyboardTypes('spell-answer', ls.slice(0, -1).join('') + [...ls.at(-1)!][0]!);
    expect(screen.queryByTestId('game-feedback')).toBeNull();
    pressEnter('spell-answer');
    expect(screen.getByTestId('game-feedback')).toHaveAttribute('data-kind', 'incorrect');
  });
});

describe('guess takes typed letters once they are complete', () => {
  it('does not guess ய before its pulli arrives: ய் is one guess', async () => {
    await start(<GuessPage />, '/guess');
    const lives = screen.getByTestId('guess-lives').textContent;
    keyboardTypes('answer-input', 'ய');
    expect(screen.queryByTestId('game-feedback')).toBeNull();
    expect(screen.getByTestId('guess-lives').textContent).toBe(lives);
    keyboardTypes('answer-input', '்');
    expect(screen.getByTestId('game-feedback')).toBeInTheDocument();
  });

  it('is played to its result by typing each word, code point by code point', async () => {
    await start(<GuessPage />, '/guess');
    for (let guard = 0; guard < 10 && !screen.queryByTestId('game-result'); guard++) {
      keyboardTypes('answer-input', wordOnScreen());
      pressEnter('answer-input');
    }
    expect(await screen.findByTestId('game-result')).toBeInTheDocument();
    expect(screen.getByTestId('result-accuracy')).toHaveTextContent('100%');
  });
  it('gives nothing of a word an IME commits at once to the next word once it is solved (a letter repeats)', async () => {
    // கு…கு, மா மா, பா ப் பா: each word is solved before its last letter, which must not cost the next a life
    const repeats: Topic = {
      ...tamilAnimalsTopic,
      key: 'pre-generated-test-ta-repeats',
      items: ['குரங்கு', 'மாமா', 'பாப்பா', 'தாத்தா'].map((word) => ({ word, clue: `clue ${word}`, translations: {}, misspellings: [], tags: [] })),
    };
    renderGamePage(<GuessPage />, '/guess', repeats, 'en');
    const button = await screen.findByTestId('level-2');
    act(() => button.click());
    await screen.findByTestId('game-header');
    for (let guard = 0; guard < 10 && !screen.queryByTestId('game-result'); guard++) {
      const clue = screen.getByTestId('word-clue').textContent ?? '';
      imeCommits('answer-input', repeats.items.find((i) => clue.includes(i.clue!))!.word);
    }
    expect(await screen.findByTestId('game-result')).toBeInTheDocument();
    // every word solved with every life kept: no leftover letter was a miss on the next word
    expect(screen.getByTestId('result-score')).toHaveTextContent(String(4 * GAME_SCORING.guess.pointsPerUnit(2)));
  });
});

describe('jumble picks a tile for each typed letter once it is complete', () => {
  it('is rebuilt to 100 % by typing each word, code point by code point, and by an IME', async () => {
    await start(<JumblePage />, '/jumble');
    for (let guard = 0; guard < 10 && !screen.queryByTestId('game-result'); guard++) {
      if (guard % 2) imeCommits('answer-input', wordOnScreen());
      else keyboardTypes('answer-input', wordOnScreen());
      pressEnter('answer-input');
    }
    expect(await screen.findByTestId('game-result')).toBeInTheDocument();
    expect(screen.getByTestId('result-accuracy')).toHaveTextContent('100%');
  });

  it('says so when no tile left shows the typed letter, and picks nothing', async () => {
    await start(<JumblePage />, '/jumble');
    keyboardTypes('answer-input', 'ஔ');
    expect(screen.getByTestId('game-feedback')).toHaveTextContent('ஔ');
    expect(screen.getAllByTestId('jumble-tile').every((t) => !(t as HTMLButtonElement).disabled)).toBe(true);
  });
});

describe('letter-wise hints in typed answers (issue 22)', () => {
  /** The word with its first consonant letter's vowel changed (கி → கா): that letter keeps only its மெய். */
  function nearMiss(word: string): { guess: string; at: number } {
    const ls = letters(word);
    for (let at = 0; at < ls.length; at++) {
      const parts = splitTamil(ls[at]!);
      if (parts.kind !== 'uyirmei' && parts.kind !== 'mei') continue;
      const guess = ls.map((l, i) => (i === at ? combineTamil(parts.consonant, l.endsWith('ா') ? 'ி' : 'ா')! : l)).join('');
      if (compareLetters(word, guess)[at] === 'sameConsonant') return { guess, at };
    }
    throw new Error(`no near miss for ${word}`);
  }

  it('spell: a wrong spelling shows each letter marked, the consonant-right one as such', async () => {
    await start(<SpellPage />, '/spell');
    const word = wordOnScreen();
    const { guess, at } = nearMiss(word);
    keyboardTypes('spell-answer', guess);
    pressEnter('spell-answer');
    const hinted = await screen.findAllByTestId('letter-hint-letter');
    expect(hinted.map((l) => l.textContent)).toEqual(letters(guess));
    expect(hinted[at]).toHaveAttribute('data-mark', 'sameConsonant');
    expect(screen.getByTestId('letter-hint-text')).toHaveTextContent(`${letters(guess)[at]}: same consonant, another vowel`);
  });

  it('jumble: tiles put in a wrong order are marked right or elsewhere, letter by letter', async () => {
    await start(<JumblePage />, '/jumble');
    const word = wordOnScreen();
    const ls = letters(word);
    // the word's letters turned one place round: the same tiles, in another order
    const turned = [...ls.slice(1), ls[0]!].join('');
    if (turned === word) return; // a word of one repeated letter has no wrong order
    keyboardTypes('answer-input', turned);
    pressEnter('answer-input');
    const hinted = await screen.findAllByTestId('letter-hint-letter');
    expect(hinted.map((l) => l.getAttribute('data-mark'))).toEqual(compareLetters(word, turned));
    expect(hinted.some((l) => l.getAttribute('data-mark') === 'elsewhere')).toBe(true);
  });

  it('guess: a letter with the consonant of a hidden one is said so and takes no life (சோ for சு)', async () => {
    await start(<GuessPage />, '/guess', 2);
    const word = wordOnScreen();
    const target = letters(word).find((l) => ['uyirmei', 'mei'].includes(splitTamil(l).kind))!;
    const { consonant } = splitTamil(target) as { consonant: string };
    // a letter of that consonant the word does not have
    const near = ['ோ', 'ை', 'ௌ', 'ெ', 'ூ', 'ீ'].map((v) => combineTamil(consonant, v)!).find((l) => !letters(word).includes(l))!;
    const lives = screen.getByTestId('guess-lives').textContent;
    keyboardTypes('answer-input', near);
    pressEnter('answer-input');
    expect(screen.getByTestId('game-feedback')).toHaveTextContent(`${near}: same consonant, another vowel`);
    expect(screen.getByTestId('guess-lives').textContent).toBe(lives);
  });
});
