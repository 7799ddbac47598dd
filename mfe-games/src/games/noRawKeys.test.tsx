import type { ReactElement } from 'react';
import type { Topic } from '@app/shared';
import { tamilAnimalsTopic } from './choice/testing/tamilAnimalsTopic';
import { itShowsNoRawKeys, rawKeysOnScreen } from './common/testing/noRawKeys';
import { BlankGame } from './blank/BlankGame';
import { ChoiceGame } from './choice/ChoiceGame';
import { ErrorGame } from './error/ErrorGame';
import { GuessGame } from './guess/GuessGame';
import { JumbleGame } from './jumble/JumbleGame';
import { MatchGame } from './match/MatchGame';
import { PhraseGame } from './phrase/PhraseGame';
import { PictureGame } from './picture/PictureGame';
import { SpellGame } from './spell/SpellGame';
import { gameRoutePage } from '../pages/GameRoutePage';

const BlankPage = gameRoutePage('blank', BlankGame);
const ChoicePage = gameRoutePage('choice', ChoiceGame);
const ErrorPage = gameRoutePage('error', ErrorGame);
const GuessPage = gameRoutePage('guess', GuessGame);
const JumblePage = gameRoutePage('jumble', JumbleGame);
const MatchPage = gameRoutePage('match', MatchGame);
const PhrasePage = gameRoutePage('phrase', PhraseGame);
const PicturePage = gameRoutePage('picture', PictureGame);
const SpellPage = gameRoutePage('spell', SpellGame);

// Issue 11: hangman showed the raw key `guess.lives` in every language. No screen of the frame's
// games may show a translation key, as text or as a label read aloud.
jest.setTimeout(30_000);

// its own key: topics are cached by key for the session
const phrases: Topic = { ...tamilAnimalsTopic, key: 'pre-generated-test-ta-phrases', items: tamilAnimalsTopic.items.map((i) => ({ ...i, tags: ['phrase'] })) };
const PAGES: [string, ReactElement, Topic][] = [
  ['choice', <ChoicePage key="choice" />, tamilAnimalsTopic],
  ['picture', <PicturePage key="picture" />, tamilAnimalsTopic],
  ['blank', <BlankPage key="blank" />, tamilAnimalsTopic],
  ['error', <ErrorPage key="error" />, tamilAnimalsTopic],
  ['phrase', <PhrasePage key="phrase" />, phrases],
  ['guess', <GuessPage key="guess" />, tamilAnimalsTopic],
  ['jumble', <JumblePage key="jumble" />, tamilAnimalsTopic],
  ['spell', <SpellPage key="spell" />, tamilAnimalsTopic],
  ['match', <MatchPage key="match" />, tamilAnimalsTopic],
];

describe('no raw translation key on a game screen', () => {
  for (const [game, page, topic] of PAGES) itShowsNoRawKeys(game, page, () => topic);

  it('would catch the key hangman used to show', () => {
    document.body.innerHTML = '<p>❤❤❤ guess.lives</p>';
    expect(rawKeysOnScreen()).toEqual(['guess.lives']);
    document.body.innerHTML = '';
  });
});
