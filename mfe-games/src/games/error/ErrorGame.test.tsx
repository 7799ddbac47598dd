import { screen } from '@testing-library/react';
import { tamilAnimalsTopic } from '../choice/testing/tamilAnimalsTopic';
import { chooseOptionByKeyboard, optionFocused, pressNextByKeyboard, renderGamePage, startLevelByKeyboard } from '../choice/testing/renderGamePage';
import { ErrorGame } from '../error/ErrorGame';
import { gameRoutePage } from '../../pages/GameRoutePage';

const ErrorPage = gameRoutePage('error', ErrorGame);

const optionText = (b: HTMLElement) => [...b.querySelectorAll('span')].map((s) => s.textContent).find((t) => t && !/^\d$/.test(t)) ?? '';
const words = tamilAnimalsTopic.items.map((i) => i.word);
const misspellings = tamilAnimalsTopic.items.flatMap((i) => i.misspellings);

// Whole games are played key by key; the shared 2-core machine needs more than jest's 5 s.
jest.setTimeout(30_000);

describe('ErrorPage', () => {
  it('should play the hard level to the result screen by keyboard, spotting the misspelt word of each sentence', async () => {
    const { platform, user } = renderGamePage(<ErrorPage />, '/error', tamilAnimalsTopic, 'ta');
    await startLevelByKeyboard(user, 3);
    for (let n = 0; n < 8; n += 1) {
      expect(screen.getByRole('list', { name: 'வாக்கியம்: பிழையான சொல்லைத் தேர்ந்தெடுக்கவும்' })).toBeInTheDocument();
      const tokens = screen.getAllByTestId(/^round-option-/).map(optionText);
      const wrong = tokens.findIndex((t) => misspellings.includes(t.replace(/[.]$/, '')));
      await chooseOptionByKeyboard(user, wrong);
      expect(screen.getByTestId('game-feedback')).toHaveTextContent('ஆம்!');
      await pressNextByKeyboard(user);
    }
    expect(await screen.findByTestId('game-result')).toBeInTheDocument();
    expect(screen.getByTestId('result-score')).toHaveTextContent('80');
    expect(platform.submitted[0]).toMatchObject({ payload: { quiz_category: 'Error', level: 3, score: 80 } });
  });

  it('should ask for the right spelling on the easy level and teach it after a wrong pick', async () => {
    const { user } = renderGamePage(<ErrorPage />, '/error', tamilAnimalsTopic);
    await startLevelByKeyboard(user, 1);
    expect(screen.getByRole('heading', { name: 'Which spelling is right?' })).toBeInTheDocument();
    const texts = screen.getAllByTestId(/^round-option-/).map(optionText);
    const correct = texts.find((t) => words.includes(t)) ?? '';
    const wrong = texts.findIndex((t) => !words.includes(t));
    await optionFocused();
    await user.keyboard(String(wrong + 1));
    expect(screen.getByTestId('game-feedback')).toHaveTextContent(`“${texts[wrong]}” is misspelt. It is spelt “${correct}”.`);
    expect(screen.getByTestId(`round-option-${texts.indexOf(correct)}`)).toHaveTextContent('right answer');
  });
});
