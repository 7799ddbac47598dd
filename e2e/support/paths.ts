import { join, resolve } from 'node:path';

export const REPO = resolve(__dirname, '../..');
/** e2e runs on its own copy of the deploy folder, so release/rollback tests never touch `deploy/`. */
export const E2E_TMP = join(REPO, 'e2e/.tmp');
export const E2E_DEPLOY = join(E2E_TMP, 'deploy');
export const E2E_DATA = join(E2E_TMP, 'data');
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** a second loopback origin that serves remotes like a CDN would */
export const CDN_PORT = E2E_PORT + 1;
