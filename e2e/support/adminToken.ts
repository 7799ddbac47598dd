import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_DATA } from './paths';

/**
 * The e2e server's admin token: the api writes it into its data folder on first start
 * (support/startServer.mjs sets DATA_DIR to e2e/.tmp/data). Admin-only calls (forcing a contest
 * state, confirming a teacher) carry it, as an organiser's tools would.
 */
export function adminHeaders(): { authorization: string } {
  return { authorization: `Bearer ${readFileSync(join(E2E_DATA, 'admin.secret'), 'utf8').trim()}` };
}
