import { createRemote } from '@app/shared';
import { App } from './App';
import { solvallarLevelGuard } from './guard/solvallarLevelGuard';

export default createRemote({
  name: 'mfe-contests',
  namespace: 'contests',
  baseUrl: () => __webpack_public_path__,
  App,
  // the page 'solvallarcontest/:round/:level' names this guard (src/routes.ts)
  guards: { solvallarLevel: solvallarLevelGuard },
});
