import { fireEvent, screen, within } from '@testing-library/react';
import { tamilAnimalsTopic } from './testing/tamilAnimalsTopic';
import { chooseOptionByKeyboard, optionFocused, pressNextByKeyboard, renderGamePage, startLevelByKeyboard } from './testing/renderGamePage';
import { ChoiceGame } from '../choice/ChoiceGame';
import { gameRoutePage } from '../../pages/GameRoutePage';

const ChoicePage = gameRoutePage('choice', ChoiceGame);

function optionTexts(): string[] {
  return within(screen.getByTestId('round-options'))
    .getAllByRole('button')
    .filter((b) => b.dataset.testid?.startsWith('round-option-')) // each option's speaker button sits beside it
    .map((b) => b.querySelector('[data-option-text]')?.textContent ?? '');
}

/** The word the prompt shows (a picture, translation, meaning or clue), read back from the topic the page was given. */
function answerOfPicture(): string {
  const src = screen.queryByTestId('choice-picture')?.getAttribute('src');
  const text = screen.getByTestId('round-prompt').textContent ?? '';
  const item = tamilAnimalsTopic.items.find((i) =>
    src ? src.endsWith(`/${i.image}.svg`) : [i.translations.en, i.translations.bm, i.meaning, i.clue].some((p) => p && text.endsWith(p)),
  );
  if (!item) throw new Error(`no item for ${src ?? text}`);
  return item.word;
}

// Whole games are played key by key; the shared 2-core machine needs more than jest's 5 s.
jest.setTimeout(30_000);

describe('ChoicePage', () => {
  it('names a picture prompt without its answer until the question is answered, then says what the picture shows (WCAG 1.1.1)', async () => {
    const { user } = renderGamePage(<ChoicePage />, '/choice', tamilAnimalsTopic);
    await startLevelByKeyboard(user, 1);
    let checked = false;
    for (let n = 0; n < 6 && !checked; n += 1) {
      const answer = answerOfPicture();
      const picture = screen.queryByTestId('choice-picture');
      if (picture) {
        expect(picture).toHaveAccessibleName('Picture to name');
        expect(screen.getByTestId('round-prompt')).not.toHaveTextContent(answer);
      }
      await chooseOptionByKeyboard(user, optionTexts().indexOf(answer));
      if (picture) {
        expect(screen.getByTestId('choice-picture')).toHaveAttribute('alt', '');
        expect(screen.getByTestId('choice-picture-description')).toHaveTextContent(`The picture shows: ${answer}`);
        expect(screen.getByTestId('choice-picture-description').querySelector('[lang]')).toHaveAttribute('lang', 'en');
        checked = true;
      }
      await pressNextByKeyboard(user);
    }
    expect(checked).toBe(true);
  });

  it('should play the easy level to the result screen by keyboard and submit the Choice score', async () => {
    const { platform, user } = renderGamePage(<ChoicePage />, '/choice', tamilAnimalsTopic);
    await startLevelByKeyboard(user, 1);
    for (let n = 0; n < 6; n += 1) {
      expect(screen.getByTestId('round-progress')).toHaveTextContent(`Question ${n + 1} of 6`);
      const answer = answerOfPicture();
      await chooseOptionByKeyboard(user, optionTexts().indexOf(answer));
      expect(screen.getByTestId('game-feedback')).toHaveTextContent(`Correct! “${answer}” is right.`);
      await pressNextByKeyboard(user);
    }
    expect(await screen.findByTestId('game-result')).toBeInTheDocument();
    expect(screen.getByTestId('result-score')).toHaveTextContent('60');
    expect(screen.getByTestId('result-accuracy')).toHaveTextContent('100%');
    expect(platform.submitted[0]).toMatchObject({ kind: 'quiz', payload: { quiz_category: 'Choice', topic_key: tamilAnimalsTopic.key, score: 60, level: 1 } });
  });

  it('should mark a wrong answer in words and name the right one', async () => {
    const { user } = renderGamePage(<ChoicePage />, '/choice', tamilAnimalsTopic);
    await startLevelByKeyboard(user, 1);
    const answer = answerOfPicture();
    const wrong = optionTexts().findIndex((o) => o !== answer);
    await optionFocused();
    await user.keyboard(String(wrong + 1));
    expect(screen.getByTestId('game-feedback')).toHaveTextContent(`Not quite. The answer is “${answer}”.`);
    expect(screen.getByTestId(`round-option-${wrong}`)).toHaveTextContent('your answer');
    expect(screen.getByTestId(`round-option-${optionTexts().indexOf(answer)}`)).toHaveTextContent('right answer');
    expect(screen.getByTestId('game-score')).toHaveTextContent('0');
  });

  it('should take one wrong answer away for a hint and charge for it', async () => {
    const { user } = renderGamePage(<ChoicePage />, '/choice', tamilAnimalsTopic);
    await startLevelByKeyboard(user, 2);
    await user.click(screen.getByTestId('game-hint'));
    expect(screen.getByTestId('game-feedback')).toHaveTextContent('One wrong answer is gone.');
    const removed = screen.getAllByRole('button').filter((b) => b.dataset.state === 'removed');
    expect(removed).toHaveLength(1);
    expect(removed[0]).toBeDisabled();
    await user.click(screen.getByTestId(`round-option-${optionTexts().indexOf(answerOfPicture())}`));
    expect(screen.getByTestId('game-feedback')).toHaveTextContent('Correct!');
    // a hinted answer earns a quarter at most (2), its hint's price (3) taken from its points (ADR 0022)
    expect(screen.getByTestId('game-score').querySelector('strong')).toHaveTextContent(/^2$/);
  });
});

describe('ChoicePage resume', () => {
  it('should continue a saved round at the question it was left on, and start fresh from a snapshot it cannot read', async () => {
    const { createFakePlatform, renderWithPlatform, TEST_USER } = await import('@app/shared/testing');
    const { createRng } = await import('@app/shared');
    const { generateChoiceRound } = await import('./logic/choiceQuestions');
    const { applyRoundMove } = await import('./logic/questionRound');
    const en = (await import('../../../public/assets/i18n/en.json')).default;
    let round = generateChoiceRound(tamilAnimalsTopic, 2, createRng(5));
    round = applyRoundMove(applyRoundMove(round, { type: 'choose', option: round.questions[0]?.options.indexOf(round.questions[0].answer) ?? 0 }), {
      type: 'next',
    });
    for (const [state, expected] of [
      [round, 'Question 2 of 8'],
      [{ broken: true }, 'Question 1 of 8'],
    ] as const) {
      const platform = createFakePlatform({
        namespace: 'games',
        translations: { en },
        auth: { status: 'authenticated', token: 't', user: TEST_USER, since: 0 },
      });
      const progress_state = JSON.stringify({
        v: 1,
        game: 'choice',
        topicKey: tamilAnimalsTopic.key,
        level: 2,
        seed: 5,
        elapsedMs: 5000,
        score: round.score,
        correct: 1,
        attempted: 1,
        hintsUsed: 0,
        finished: false,
        savedAt: 'x',
        state,
      });
      jest
        .spyOn(platform.http, 'get')
        .mockImplementation(async (url: string) =>
          url.includes('/topics/') ? { data: tamilAnimalsTopic } : { data: [{ quiz_category: 'Choice', topic_key: tamilAnimalsTopic.key, progress_state }] },
        );
      const view = renderWithPlatform(<ChoicePage />, platform, { route: `/choice?topic=${tamilAnimalsTopic.key}`, namespace: 'games' });
      fireEvent.click(await screen.findByTestId('game-resume'));
      expect(await screen.findByTestId('round-progress')).toHaveTextContent(expected);
      view.unmount();
    }
  });
});
