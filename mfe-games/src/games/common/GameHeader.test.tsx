import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createFakePlatform } from '@app/shared/testing';
import en from '../../../public/assets/i18n/en.json';
import ta from '../../../public/assets/i18n/ta.json';
import { GameHeader } from './GameHeader';
import { ReadAloudProvider } from './ReadAloudButton';
import { fakeSpeaker } from './testing/fakeSpeaker';

function renderHeader(language: 'ta' | 'en', gameId: string) {
  const platform = createFakePlatform({ namespace: 'games', translations: { en, ta }, language });
  const { speaker, said } = fakeSpeaker();
  render(
    <I18nextProvider i18n={platform.i18n} defaultNS="games">
      <ReadAloudProvider gameId={gameId} speaker={speaker}>
        <GameHeader
          level={1}
          elapsed={() => 5000}
          score={0}
          progress={{ done: 0, total: 6 }}
          onHint={() => undefined}
          hintCost={2}
          hintsUsed={0}
          onQuit={() => undefined}
        />
      </ReadAloudProvider>
    </I18nextProvider>,
  );
  return said;
}

// issue 26: "a speaker button on every question, instruction … in every game … in the language of the text"
describe('GameHeader', () => {
  it.each([
    ['ta', 'spell', ta.spell.instructions],
    ['en', 'jumble', en.jumble.instructions],
  ] as const)('in a %s UI, the HUD of %s has the instructions’ speaker, which reads them in that language', async (language, gameId, instructions) => {
    const said = renderHeader(language, gameId);
    const hud = screen.getByTestId('game-header');
    const speaker = within(hud).getByTestId('read-aloud-instructions');
    expect(speaker).toHaveAccessibleName(language === 'ta' ? ta.game.readAloud.button : en.game.readAloud.button);
    await userEvent.click(speaker);
    expect(said).toEqual([{ text: instructions, language, recording: undefined }]);
  });

  it('the speaker sits with the HUD’s buttons, before the hint and Stop', () => {
    renderHeader('ta', 'pair');
    const buttons = within(screen.getByTestId('game-header'))
      .getAllByRole('button')
      .map((b) => b.dataset.testid);
    expect(buttons).toEqual(['game-sound', 'read-aloud-instructions', 'game-hint', 'game-quit']);
  });
});
