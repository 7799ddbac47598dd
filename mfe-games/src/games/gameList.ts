import type { ComponentType } from 'react';
import type { GameId } from '@app/shared';
import type { IconName } from './common/icons/Icon';

/**
 * A game of this remote: its folder `games/<id>/` plus one entry in GAME_LIST.
 *
 * Everything else is derived from the list: the game's route and page (src/routes.ts, which the
 * build writes into the remote's manifest, so the shell's route table has it too), the dev
 * toolbar's pages, the hub's card (games/common/gameRegistry.ts, in this order) and its quiz
 * category. What the api must know of a game (its id, GAME_SCORING, GAME_ITEM_RULES) lives in
 * `@app/shared`; the compiler refuses this list when it misses a game of GAME_IDS or names one
 * that is not there.
 *
 * The build reads this file in Node (build/declaredRoutes.cjs): data and lazy imports only.
 */
export interface GameEntry {
  id: GameId;
  /** the picture on the hub card (decorative: the title is the label) */
  icon: IconName;
  /** docs/requirements.md §2: the route sits behind the developer-access guard */
  gated?: boolean;
  /** the game's component, downloaded when its page is first opened */
  load(): Promise<ComponentType>;
}

/** In hub order. */
export const GAME_LIST = [
  { id: 'search', icon: 'magnifying-glass-tilted-left', gated: true, load: () => import('./search/SearchGame').then((m) => m.SearchGame) },
  { id: 'cross', icon: 'pencil', load: () => import('./cross/CrossGame').then((m) => m.CrossGame) },
  { id: 'jumble', icon: 'shuffle-tracks-button', gated: true, load: () => import('./jumble/JumbleGame').then((m) => m.JumbleGame) },
  { id: 'guess', icon: 'red-question-mark', gated: true, load: () => import('./guess/GuessGame').then((m) => m.GuessGame) },
  { id: 'spell', icon: 'input-latin-letters', load: () => import('./spell/SpellGame').then((m) => m.SpellGame) },
  { id: 'blank', icon: 'memo', gated: true, load: () => import('./blank/BlankGame').then((m) => m.BlankGame) },
  { id: 'error', icon: 'face-with-monocle', gated: true, load: () => import('./error/ErrorGame').then((m) => m.ErrorGame) },
  { id: 'choice', icon: 'check-box-with-check', load: () => import('./choice/ChoiceGame').then((m) => m.ChoiceGame) },
  { id: 'match', icon: 'link', load: () => import('./match/MatchGame').then((m) => m.MatchGame) },
  { id: 'picture', icon: 'framed-picture', load: () => import('./picture/PictureGame').then((m) => m.PictureGame) },
  { id: 'audio', icon: 'speaker-high-volume', load: () => import('./audio/AudioGame').then((m) => m.AudioGame) },
  { id: 'pair', icon: 'joker', load: () => import('./pair/PairGame').then((m) => m.PairGame) },
  { id: 'stack', icon: 'ladder', load: () => import('./stack/StackGame').then((m) => m.StackGame) },
  { id: 'reform', icon: 'puzzle-piece', load: () => import('./reform/ReformGame').then((m) => m.ReformGame) },
  { id: 'group', icon: 'card-index-dividers', load: () => import('./group/GroupGame').then((m) => m.GroupGame) },
  { id: 'mark', icon: 'crayon', load: () => import('./mark/MarkGame').then((m) => m.MarkGame) },
  { id: 'change', icon: 'repeat-button', load: () => import('./change/ChangeGame').then((m) => m.ChangeGame) },
  { id: 'tile', icon: 'green-square', load: () => import('./tile/TileGame').then((m) => m.TileGame) },
  { id: 'phrase', icon: 'speech-balloon', load: () => import('./phrase/PhraseGame').then((m) => m.PhraseGame) },
] as const satisfies readonly GameEntry[];

// A game of GAME_IDS missing here is a compile error, not a page that is "not found" in production.
type Unlisted = Exclude<GameId, (typeof GAME_LIST)[number]['id']>;
export const EVERY_GAME_LISTED: [Unlisted] extends [never] ? true : Unlisted = true;
