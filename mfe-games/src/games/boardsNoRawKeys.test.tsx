import type { ReactElement } from 'react';
import type { Topic } from '@app/shared';
import { tamilAnimalsTopic } from './choice/testing/tamilAnimalsTopic';
import { itShowsNoRawKeys } from './common/testing/noRawKeys';
import { AudioGame } from './audio/AudioGame';
import { ChangeGame } from './change/ChangeGame';
import { CrossGame } from './cross/CrossGame';
import { GroupGame } from './group/GroupGame';
import { MarkGame } from './mark/MarkGame';
import { PairGame } from './pair/PairGame';
import { ReformGame } from './reform/ReformGame';
import { SearchGame } from './search/SearchGame';
import { StackGame } from './stack/StackGame';
import { TileGame } from './tile/TileGame';
import { gameRoutePage } from '../pages/GameRoutePage';

const AudioPage = gameRoutePage('audio', AudioGame);
const ChangePage = gameRoutePage('change', ChangeGame);
const CrossPage = gameRoutePage('cross', CrossGame);
const GroupPage = gameRoutePage('group', GroupGame);
const MarkPage = gameRoutePage('mark', MarkGame);
const PairPage = gameRoutePage('pair', PairGame);
const ReformPage = gameRoutePage('reform', ReformGame);
const SearchPage = gameRoutePage('search', SearchGame);
const StackPage = gameRoutePage('stack', StackGame);
const TilePage = gameRoutePage('tile', TileGame);

// Issue 11: no screen of the board games may show a translation key, as text or as a label read
// aloud (the frame's games are checked in noRawKeys.test.tsx).
jest.setTimeout(30_000);

// every field the board games need: audio ids, and ladders for change
const boards: Topic = {
  ...tamilAnimalsTopic,
  key: 'pre-generated-test-ta-boards',
  items: [
    ...tamilAnimalsTopic.items.map((i) => ({ ...i, audio: `ta-${i.word}` })),
    { word: 'மண்', clue: 'செடிகள் வளரும் தரை', ladder: ['கல்', 'கண்', 'மண்'], translations: {}, misspellings: [], tags: [] },
    { word: 'புலி', clue: 'காட்டு விலங்கு', ladder: ['வலி', 'எலி', 'புலி'], translations: {}, misspellings: [], tags: [] },
    { word: 'வீடு', clue: 'நாம் வாழும் இடம்', ladder: ['காடு', 'கூடு', 'வீடு'], translations: {}, misspellings: [], tags: [] },
  ],
};
const PAGES: [string, ReactElement][] = [
  ['search', <SearchPage key="search" />],
  ['cross', <CrossPage key="cross" />],
  ['tile', <TilePage key="tile" />],
  ['mark', <MarkPage key="mark" />],
  ['change', <ChangePage key="change" />],
  ['audio', <AudioPage key="audio" />],
  ['pair', <PairPage key="pair" />],
  ['group', <GroupPage key="group" />],
  ['stack', <StackPage key="stack" />],
  ['reform', <ReformPage key="reform" />],
];

describe('no raw translation key on a board game screen', () => {
  // each test its own topic key: topics are cached by key for the session
  for (const [game, page] of PAGES) itShowsNoRawKeys(game, page, (language) => ({ ...boards, key: `${boards.key}-${game}-${language}` }));
});
