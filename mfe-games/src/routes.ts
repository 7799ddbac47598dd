import type { RemotePage } from '@app/shared';
import { GAME_LIST, type GameEntry } from './games/gameList';

// The pages of this remote: its App renders them, its build writes them into mf-manifest.json
// for the shell's route table (build/declaredRoutes.cjs reads this file in Node: data and lazy
// imports only), and the dev toolbar lists them.

/** A game's page: its frame (shared by every game) and its component, downloaded side by side. */
const gamePage = (game: GameEntry): RemotePage => ({
  route: game.id,
  component: 'GameRoutePage',
  ...(game.gated ? { guarded: true } : {}),
  load: () => Promise.all([import('./pages/GameRoutePage'), game.load()]).then(([page, Game]) => page.gameRoutePage(game.id, Game)),
});

const homePage = () => import('./pages/HomePage').then((m) => m.HomePage);

export const PAGES: readonly RemotePage[] = [
  // docs/requirements.md §2: '' and 'home' (home) are guarded
  { route: '', component: 'HomePage', guarded: true, load: homePage },
  { route: 'home', component: 'HomePage', guarded: true, load: homePage },
  ...GAME_LIST.map(gamePage),
  { route: 'create', component: 'CreatePage', load: () => import('./pages/CreatePage').then((m) => m.CreatePage) },
  { route: 'question', component: 'QuestionPage', load: () => import('./pages/QuestionPage').then((m) => m.QuestionPage) },
  { route: 'syllabus', component: 'SyllabusPage', load: () => import('./pages/SyllabusPage').then((m) => m.SyllabusPage) },
  { route: 'data', component: 'DataPage', load: () => import('./pages/DataPage').then((m) => m.DataPage) },
  { route: 'topic-form', component: 'TopicFormPage', load: () => import('./pages/TopicFormPage').then((m) => m.TopicFormPage) },
];
