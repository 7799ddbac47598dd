import { devPaths } from '@app/shared/dev';
import { PAGES } from '../routes';

// The pages of this remote (src/routes.ts) that the dev toolbar offers; `DEV_HOME` opens first.
export const DEV_HOME = '/contests';
export const DEV_PAGES = devPaths(PAGES);
