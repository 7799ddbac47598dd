import { renderFirstScreens, type FirstScreenOptions } from '@app/shared/first-screen';
import { HomePage } from './pages/HomePage';
import { SearchPage } from './pages/SearchPage';

/** The pages our server sends already drawn (build/firstScreensConfig.cjs). */
export const render = (translations: FirstScreenOptions['translations']) =>
  renderFirstScreens({
    namespace: 'games',
    translations,
    pages: { '/': () => <HomePage />, '/home': () => <HomePage />, '/search': () => <SearchPage /> },
  });
