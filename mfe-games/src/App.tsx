import { createPageRoutes } from '@app/shared';
import { HomePage } from './pages/HomePage';
import { PAGES } from './routes';

/** Every page this remote declares (src/routes.ts); the home page ships with the first chunk (its first screen). */
export const App = createPageRoutes(PAGES, { HomePage });
