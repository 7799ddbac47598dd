import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import type { Topic } from '@app/shared';
import { AudioPage } from '../pages/AudioPage';
import { ChangePage } from '../pages/ChangePage';
import { CrossPage } from '../pages/CrossPage';
import { GroupPage } from '../pages/GroupPage';
import { MarkPage } from '../pages/MarkPage';
import { PairPage } from '../pages/PairPage';
import { ReformPage } from '../pages/ReformPage';
import { SearchPage } from '../pages/SearchPage';
import { StackPage } from '../pages/StackPage';
import { TilePage } from '../pages/TilePage';
import en from '../../public/assets/i18n/en.json';
import { tamilAnimalsTopic } from './choice/testing/tamilAnimalsTopic';
import { renderGamePage, startLevelByKeyboard } from './choice/testing/renderGamePage';

// Issue 11: no screen of the board games may show a translation key, as text or as a label read
// aloud (the frame's games are checked in noRawKeys.test.tsx).
jest.setTimeout(30_000);

function keyPaths(node: unknown, path: string[] = []): string[] {
  if (node && typeof node === 'object') return Object.entries(node).flatMap(([k, v]) => keyPaths(v, [...path, k]));
  const last = path[path.length - 1] ?? '';
  const base = [...path.slice(0, -1), last.replace(/_(zero|one|two|few|many|other)$/, '')].join('.');
  return path.length > 1 ? [path.join('.'), base] : [];
}
const KEYS = [...new Set(keyPaths(en))];

function rawKeysOnScreen(): string[] {
  const labels = [...document.querySelectorAll('[aria-label], [alt], [title]')].flatMap((el) => ['aria-label', 'alt', 'title'].map((a) => el.getAttribute(a) ?? ''));
  const nodes: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node.nodeValue ?? '');
  const text = [...nodes, ...labels].join('\n');
  return KEYS.filter((k) => new RegExp(`(^|[^\\p{L}\\p{N}_.])${k.replace(/\./g, '\\.')}($|[^\\p{L}\\p{N}_])`, 'u').test(text));
}

// every field the board games need: audio ids, and ladders for change
const boards: Topic = {
  ...tamilAnimalsTopic, key: 'pre-generated-test-ta-boards',
  items: [
    ...tamilAnimalsTopic.items.map((i) => ({ ...i, audio: `ta-${i.word}` })),
    { word: 'மண்', clue: 'செடிகள் வளரும் தரை', ladder: ['கல்', 'கண்', 'மண்'], translations: {}, misspellings: [], tags: [] },
    { word: 'புலி', clue: 'காட்டு விலங்கு', ladder: ['வலி', 'எலி', 'புலி'], translations: {}, misspellings: [], tags: [] },
    { word: 'வீடு', clue: 'நாம் வாழும் இடம்', ladder: ['காடு', 'கூடு', 'வீடு'], translations: {}, misspellings: [], tags: [] },
  ],
};
const PAGES: [string, ReactElement][] = [
  ['search', <SearchPage key="search" />], ['cross', <CrossPage key="cross" />], ['tile', <TilePage key="tile" />],
  ['mark', <MarkPage key="mark" />], ['change', <ChangePage key="change" />], ['audio', <AudioPage key="audio" />],
  ['pair', <PairPage key="pair" />], ['group', <GroupPage key="group" />], ['stack', <StackPage key="stack" />],
  ['reform', <ReformPage key="reform" />],
];

describe('no raw translation key on a board game screen', () => {
  for (const [game, page] of PAGES) {
    for (const language of ['ta', 'en'] as const) {
      it(`${game} in ${language}: level chooser, board and a hint show text, never keys`, async () => {
        const { user } = renderGamePage(page, `/${game}`, { ...boards, key: `${boards.key}-${game}-${language}` }, language);
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
});
