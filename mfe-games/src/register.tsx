import { createRemote } from '@app/shared';
import { App } from './App';

export default createRemote({
  name: 'mfe-games',
  namespace: 'games',
  baseUrl: () => __webpack_public_path__,
  App,
});
