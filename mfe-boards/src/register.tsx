import { createRemote } from '@app/shared';
import { App } from './App';
import { boardsSharedTexts } from './common/boardsSharedTexts';

export default createRemote({
  name: 'mfe-boards',
  namespace: 'boards',
  baseUrl: () => __webpack_public_path__,
  App,
  sharedTexts: boardsSharedTexts,
});
