import type { ReactElement } from 'react';
import type { Topic } from '@app/shared';
import { BlankPage } from '../pages/BlankPage';
import { ChoicePage } from '../pages/ChoicePage';
import { ErrorPage } from '../pages/ErrorPage';
import { GuessPage } from '../pages/GuessPage';
import { JumblePage } from '../pages/JumblePage';
import { MatchPage } from '../pages/MatchPage';
import { PhrasePage } from '../pages/PhrasePage';
import { PicturePage } from '../pages/PicturePage';
import { SpellPage } from '../pages/SpellPage';
import { tamilAnimalsTopic } from './choice/testing/tamilAnimalsTopic';
import { itShowsNoRawKeys, rawKeysOnScreen } from './common/testing/noRawKeys';

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
