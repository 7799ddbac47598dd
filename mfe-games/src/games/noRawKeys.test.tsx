import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
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
import en from '../../public/assets/i18n/en.json';
import { tamilAnimalsTopic } from './choice/testing/tamilAnimalsTopic';
import { renderGamePage, startLevelByKeyboard } from './choice/testing/renderGamePage';

// Issue 11: hangman showed the raw key `guess.lives` in every language. No screen of the frame's
// games may show a translation key, as text or as a label read aloud.
jest.setTimeout(30_000);

/** Every key path of the remote's translations, plural suffixes dropped as code writes them. */
function keyPaths(node: unknown, path: string[] = []): string[] {
  if (node && typeof node === 'object') return Object.entries(node).flatMap(([k, v]) => keyPaths(v, [...path, k]));
  const last = path[path.length - 1] ?? '';
  const base = [...path.slice(0, -1), last.replace(/_(zero|one|two|few|many|other)$/, '')].join('.');
  return path.length > 1 ? [path.join('.'), base] : [];
}
const KEYS = [...new Set(keyPaths(en))];

function rawKeysOnScreen(): string[] {
  const labels = [...document.querySelectorAll('[aria-label], [alt], [title]')].flatMap((el) => ['aria-label', 'alt', 'title'].map((a) => el.getAttribute(a) ?? ''));
  // text node by text node: textContent runs one element's text into the next
  const nodes: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node.nodeValue ?? '');
  const text = [...nodes, ...labels].join('\n');
  return KEYS.filter((k) => new RegExp(`(^|[^\\p{L}\\p{N}_.])${k.replace(/\./g, '\\.')}($|[^\\p{L}\\p{N}_])`, 'u').test(text));
}

// its own key: topics are cached by key for the session
const phrases: Topic = { ...tamilAnimalsTopic, key: 'pre-generated-test-ta-phrases', items: tamilAnimalsTopic.items.map((i) => ({ ...i, tags: ['phrase'] })) };
const PAGES: [string, ReactElement, Topic][] = [
  ['choice', <ChoicePage key="choice" />, tamilAnimalsTopic], ['picture', <PicturePage key="picture" />, tamilAnimalsTopic],
  ['blank', <BlankPage key="blank" />, tamilAnimalsTopic], ['error', <ErrorPage key="error" />, tamilAnimalsTopic],
  ['phrase', <PhrasePage key="phrase" />, phrases], ['guess', <GuessPage key="guess" />, tamilAnimalsTopic],
  ['jumble', <JumblePage key="jumble" />, tamilAnimalsTopic], ['spell', <SpellPage key="spell" />, tamilAnimalsTopic],
  ['match', <MatchPage key="match" />, tamilAnimalsTopic],
];

describe('no raw translation key on a game screen', () => {
  for (const [game, page, topic] of PAGES) {
    for (const language of ['ta', 'en'] as const) {
      it(`${game} in ${language}: level chooser, board and a hint show text, never keys`, async () => {
        const { user } = renderGamePage(page, `/${game}`, topic, language);
        await screen.findByTestId('level-1');
        expect(rawKeysOnScreen()).toEqual([]);
        await startLevelByKeyboard(user, 1);
        await screen.findByTestId('game-header');
        expect(rawKeysOnScreen()).toEqual([]);
        const hint = screen.queryByTestId('game-hint');
        if (hint) {
          await user.click(hint);
          expect(rawKeysOnScreen()).toEqual([]);
        }
      });
    }
  }

  it('would catch the key hangman used to show', () => {
    document.body.innerHTML = '<p>❤❤❤ guess.lives</p>';
    expect(rawKeysOnScreen()).toEqual(['guess.lives']);
    document.body.innerHTML = '';
  });
});
