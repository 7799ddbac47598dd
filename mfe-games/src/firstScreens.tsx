import { renderFirstScreens, type FirstScreenOptions } from '@app/shared/first-screen';
import { HomePage } from './pages/HomePage';
import { gameRoutePage } from './pages/GameRoutePage';
import { SearchGame } from './games/search/SearchGame';

const SearchPage = gameRoutePage('search', SearchGame);

/** The pages our server sends already drawn (build/firstScreensConfig.cjs). */
export const render = (translations: FirstScreenOptions['translations']) =>
  renderFirstScreens({
    namespace: 'games',
    translations,
    pages: { '/': () => <HomePage />, '/home': () => <HomePage />, '/search': () => <SearchPage /> },
  });
