import { screen } from '@testing-library/react';
import { BlankPage } from '../../pages/BlankPage';
import { tamilAnimalsTopic } from '../choice/testing/tamilAnimalsTopic';
import { chooseOptionByKeyboard, renderGamePage, startLevelByKeyboard } from '../choice/testing/renderGamePage';
import { splitSentence } from './logic/blankQuestions';

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
  return screen.getAllByTestId(/^round-option-/).findIndex((b) => b.querySelector('span:nth-child(2)')?.textContent === word);
}

// Whole games are played key by key; the shared 2-core machine needs more than jest's 5 s.
jest.setTimeout(30_000);

describe('BlankPage', () => {
  it('should play the hard level to the result screen by typing, and accept a one-letter slip as close', async () => {
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
      if (slip) expect(screen.getByTestId('game-feedback')).toHaveTextContent('Almost! It is spelt “குரங்கு”.');
      expect(screen.getByTestId('blank-gap')).toHaveTextContent(word);
      await user.keyboard('{Enter}');
    }
    expect(await screen.findByTestId('game-result')).toBeInTheDocument();
    expect(platform.submitted[0]).toMatchObject({ payload: { quiz_category: 'Blank', level: 3, topic_key: tamilAnimalsTopic.key } });
    expect(Number(screen.getByTestId('result-score').textContent)).toBe(78);
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
    expect(screen.getByTestId('blank-boxes').firstChild).toHaveTextContent(word.slice(0, 1));
    expect(screen.getByTestId('game-feedback')).toHaveTextContent('It begins with');
    screen.getByTestId('blank-input').focus();
    await user.keyboard('xyz{Enter}');
    expect(screen.getByTestId('game-feedback')).toHaveTextContent(`Not quite. You typed “xyz”. The answer is “${word}”.`);
  });
});
