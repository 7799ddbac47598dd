import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createFakePlatform } from '@app/shared/testing';
import { READ_ALOUD_STORAGE_KEY, type Topic } from '@app/shared';
import en from '../../../public/assets/i18n/en.json';
import ta from '../../../public/assets/i18n/ta.json';
import { fakeSpeaker } from './testing/fakeSpeaker';
import { FeedbackReadAloud, ReadAloudButton, ReadAloudInstructions, ReadAloudProvider, ReadAloudSettingSwitch } from './ReadAloudButton';

const malayTopic = (year: number): Topic => ({
  key: 'pre-generated-test-bm-animals',
  language: 'bm',
  title: 'Haiwan',
  year,
  theme: 'animals',
  items: [
    { word: 'kucing', audio: 'bm-kucing', translations: { en: 'cat', ta: 'பூனை', bm: 'kucing' }, misspellings: [], tags: [] },
    { word: 'arnab', translations: { en: 'rabbit', ta: 'முயல்', bm: 'arnab' }, misspellings: [], tags: [] },
  ],
});

function renderIn(ui: React.ReactNode, { topic = malayTopic(3), language = 'ta' as const } = {}) {
  const platform = createFakePlatform({ namespace: 'games', translations: { en, ta }, language });
  const { speaker, said } = fakeSpeaker();
  render(
    <I18nextProvider i18n={platform.i18n} defaultNS="games">
      <ReadAloudProvider topic={topic} gameId="pair" speaker={speaker}>
        {ui}
      </ReadAloudProvider>
    </I18nextProvider>,
  );
  return { said, speaker };
}

// issue 26: "a speaker button on every question, instruction, option and feedback …, in the
// language of the text — the bundled recordings where they exist, the device's speech synthesis otherwise"
describe('ReadAloudButton', () => {
  beforeEach(() => localStorage.clear());

  it('an option is read in the topic language, with its bundled recording when the word has one', async () => {
    const { said } = renderIn(
      <>
        <ReadAloudButton text="kucing" variant="option" testId="a" />
        <ReadAloudButton text="arnab" variant="option" testId="b" />
      </>,
    );
    await userEvent.click(screen.getByTestId('a'));
    await userEvent.click(screen.getByTestId('b'));
    expect(said).toEqual([
      { text: 'kucing', language: 'bm', recording: 'bm-kucing' },
      { text: 'arnab', language: 'bm', recording: undefined },
    ]);
  });

  it('dropped into a text, reads it part by part, each part by its own lang (a Tamil instruction, a Malay word)', async () => {
    const { said } = renderIn(
      <p lang="ta">
        இந்தச் சொல்லைத் தேர்ந்தெடு: <span lang="ms">kucing</span>
        <button type="button">Listen</button>
        <ReadAloudButton testId="here" />
      </p>,
    );
    await userEvent.click(screen.getByTestId('here'));
    expect(said.map(({ text, language }) => [text, language])).toEqual([
      ['இந்தச் சொல்லைத் தேர்ந்தெடு:', 'ta'],
      ['kucing', 'bm'],
    ]);
  });

  it('is named in the UI language, and its name is not part of the text it sits in', () => {
    renderIn(
      <p data-testid="host">
        Clue: a pet <ReadAloudButton testId="here" />
      </p>,
    );
    expect(screen.getByRole('button', { name: 'உரக்கப் படி' })).toBe(screen.getByTestId('here'));
    expect(screen.getByTestId('host').textContent?.trim()).toBe('Clue: a pet');
  });

  it('the instructions button reads the game’s instructions in the UI language', async () => {
    const { said } = renderIn(<ReadAloudInstructions />);
    await userEvent.click(screen.getByTestId('read-aloud-instructions'));
    expect(said).toEqual([{ text: ta.pair.instructions, language: 'ta', recording: undefined }]);
  });

  it.each([
    [1, 'auto', 1],
    [3, 'auto', 0],
    [3, 'always', 1],
    [1, 'off', 0],
  ] as const)('a question on a Year %s topic with the setting %s is read by itself %s time(s)', async (year, setting, times) => {
    localStorage.setItem(READ_ALOUD_STORAGE_KEY, setting);
    const { said } = renderIn(
      <p>
        Haiwan apa? <ReadAloudButton auto />
      </p>,
      { topic: malayTopic(year) },
    );
    await act(async () => undefined);
    expect(said).toHaveLength(times);
  });

  it.each([
    [1, 1],
    [3, 0],
  ])('a verdict on a Year %s topic (setting auto) is read by itself %s time(s), in the UI language', async (year, times) => {
    const { said } = renderIn(<FeedbackReadAloud feedback={{ kind: 'correct', message: '“kucing” is right.', id: 1 }} />, { topic: malayTopic(year) });
    await act(async () => undefined);
    expect(said).toHaveLength(times);
    if (times) expect(said[0]).toMatchObject({ language: 'ta', text: `${ta.game.feedback.correct} “kucing” is right.` });
  });

  it('the hub’s switch keeps the "always read aloud" choice on the device', async () => {
    renderIn(<ReadAloudSettingSwitch />);
    await userEvent.selectOptions(screen.getByLabelText(ta.game.readAloud.setting), 'always');
    expect(localStorage.getItem(READ_ALOUD_STORAGE_KEY)).toBe('always');
  });
});
