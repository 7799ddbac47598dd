import { screen } from '@testing-library/react';
import { tamilAnimalsTopic } from '../choice/testing/tamilAnimalsTopic';
import { chooseOptionByKeyboard, pressNextByKeyboard, renderGamePage, startLevelByKeyboard } from '../choice/testing/renderGamePage';
import { combineTamil, compareLetters, letters, splitSentence, splitTamil } from '@app/shared';
import { BlankGame } from '../blank/BlankGame';
import { gameRoutePage } from '../../pages/GameRoutePage';

const BlankPage = gameRoutePage('blank', BlankGame);

/** The word missing from the sentence on screen, found by cutting every topic sentence the same way. */
function missingWord(): string {
  const shown = screen.getByTestId('blank-sentence').textContent ?? '';
  const item = tamilAnimalsTopic.items.find((i) => {
    const cut = splitSentence(i.sentence ?? '', i.word);
    return cut && shown === `${cut.before}____blank${cut.after}`;
  });
  if (!item) throw new Error(`no item for ${shown}`);
  return item.word;
}

function optionIndex(word: string): number {
  return screen.getAllByTestId(/^round-option-/).findIndex((b) => b.querySelector('[data-option-text]')?.textContent === word);
}

// Whole games are played key by key; the shared 2-core machine needs more than jest's 5 s.
jest.setTimeout(30_000);

describe('BlankPage', () => {
  it('should play the hard level to the result screen by typing, giving a one-letter slip half the points', async () => {
    const { platform, user } = renderGamePage(<BlankPage />, '/blank', tamilAnimalsTopic);
    await startLevelByKeyboard(user, 3);
    for (let n = 0; n < 8; n += 1) {
      const word = missingWord();
      expect(document.activeElement).toBe(screen.getByTestId('blank-input'));
      // குரங்கு is typed with one letter missing (close); the rest are typed right
      const slip = word === 'குரங்கு';
      await user.keyboard(slip ? 'குரகு' : word);
      await user.keyboard('{Enter}');
      expect(screen.getByTestId('game-feedback')).toHaveAttribute('data-kind', 'correct');
      if (slip) expect(screen.getByTestId('game-feedback')).toHaveTextContent('Nearly right: half points. It is spelt “குரங்கு”.');
      expect(screen.getByTestId('blank-gap')).toHaveTextContent(word);
      await pressNextByKeyboard(user);
    }
    expect(await screen.findByTestId('game-result')).toBeInTheDocument();
    expect(platform.submitted[0]).toMatchObject({ payload: { quiz_category: 'Blank', level: 3, topic_key: tamilAnimalsTopic.key } });
    expect(Number(screen.getByTestId('result-score').textContent)).toBe(75);
    expect(
      screen
        .getAllByTestId('review-item')
        .map((r) => r.dataset.outcome)
        .sort(),
    ).toEqual(['near', ...Array(7).fill('right')]);
  });

  it('should put a letter typed code point by code point in one box, through the letter model', async () => {
    const { user } = renderGamePage(<BlankPage />, '/blank', tamilAnimalsTopic);
    await startLevelByKeyboard(user, 3);
    await user.keyboard('க');
    await user.keyboard('ா');
    await user.keyboard('ம');
    const boxes = [...screen.getByTestId('blank-boxes').querySelectorAll('span')].map((b) => b.textContent);
    expect(boxes.slice(0, 2)).toEqual(['கா', 'ம']);
    expect(screen.queryByTestId('game-feedback')).toBeNull();
  });

  it('should fill the gap with a chosen word on the easy level, by arrows and Enter', async () => {
    const { user } = renderGamePage(<BlankPage />, '/blank', tamilAnimalsTopic);
    await startLevelByKeyboard(user, 1);
    const word = missingWord();
    await chooseOptionByKeyboard(user, optionIndex(word));
    expect(screen.getByTestId('game-feedback')).toHaveTextContent(`Correct! “${word}” is right.`);
    expect(screen.getByTestId('blank-gap')).toHaveTextContent(word);
  });

  it('should show the first letters in the boxes for hints on the typed level, and say what was typed when wrong', async () => {
    const { user } = renderGamePage(<BlankPage />, '/blank', tamilAnimalsTopic);
    await startLevelByKeyboard(user, 3);
    const word = missingWord();
    expect(screen.getByTestId('blank-translation')).toHaveTextContent(`In English: ${tamilAnimalsTopic.items.find((i) => i.word === word)?.translations.en}`);
    await user.click(screen.getByTestId('game-hint'));
    expect(screen.getByTestId('blank-boxes').firstChild).toHaveTextContent(letters(word)[0]!);
    expect(screen.getByTestId('game-feedback')).toHaveTextContent('It begins with');
    screen.getByTestId('blank-input').focus();
    // the hint's letter starts the answer; the child types on after it
    await user.keyboard('xyz{Enter}');
    expect(screen.getByTestId('game-feedback')).toHaveTextContent(`Not quite. You typed “${letters(word)[0]}xyz”. The answer is “${word}”.`);
  });

  it('should refuse a typed word with a letter of another script as wrong (issue 11: "மின்விசிறிx")', async () => {
    const { user } = renderGamePage(<BlankPage />, '/blank', tamilAnimalsTopic);
    await startLevelByKeyboard(user, 3);
    const word = missingWord();
    await user.keyboard(`${word}x{Enter}`);
    expect(screen.getByTestId('game-feedback')).toHaveAttribute('data-kind', 'incorrect');
    expect(screen.getByTestId('game-score')).toHaveTextContent('0');
  });

  it('should clear the last verdict when the next question shows', async () => {
    const { user } = renderGamePage(<BlankPage />, '/blank', tamilAnimalsTopic);
    await startLevelByKeyboard(user, 1);
    const word = missingWord();
    await chooseOptionByKeyboard(user, (optionIndex(word) + 1) % 3);
    expect(screen.getByTestId('game-feedback')).toHaveTextContent(`The answer is “${word}”`);
    await pressNextByKeyboard(user);
    expect(screen.getByTestId('round-progress')).toHaveTextContent('Question 2 of 6');
    expect(screen.queryByTestId('game-feedback')).not.toBeInTheDocument();
  });

  it('issue 22: a typed answer short of right shows its letters against the answer', async () => {
    const { user } = renderGamePage(<BlankPage />, '/blank', tamilAnimalsTopic);
    await startLevelByKeyboard(user, 3);
    const word = missingWord();
    // the first letter with its consonant kept and another vowel (கி → கா)
    const ls = letters(word);
    const at = ls.findIndex((l) => splitTamil(l).kind === 'uyirmei' || splitTamil(l).kind === 'mei');
    const parts = splitTamil(ls[at]!) as { consonant: string };
    const changed = [combineTamil(parts.consonant, 'ஔ')!, combineTamil(parts.consonant, 'ஓ')!].find((l) => !ls.includes(l))!;
    const typed = ls.map((l, i) => (i === at ? changed : l)).join('');
    await user.keyboard(typed);
    await user.keyboard('{Enter}');
    const hinted = screen.getAllByTestId('letter-hint-letter');
    expect(hinted.map((l) => l.getAttribute('data-mark'))).toEqual(compareLetters(word, typed));
    expect(hinted[at]).toHaveAttribute('data-mark', 'sameConsonant');
  });
});
