import { createPageRoutes } from '@app/shared';
import { PAGES } from './routes';

/** Every page this remote declares (src/routes.ts), each downloaded on first visit. */
export const App = createPageRoutes(PAGES);
