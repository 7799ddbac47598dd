import { renderFirstScreens, type FirstScreenOptions } from '@app/shared/first-screen';
import { LeaderboardPage } from './pages/LeaderboardPage';

/** The pages our server sends already drawn (build/firstScreensConfig.cjs). */
export const render = (translations: FirstScreenOptions['translations']) =>
  renderFirstScreens({ namespace: 'boards', translations, pages: { '/leaderboard': () => <LeaderboardPage /> } });
