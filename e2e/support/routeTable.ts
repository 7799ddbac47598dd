import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { routeTable } from '../../shell/src/routes/routeTable';
import { REPO } from './paths';

/**
 * The shell's route table for the build under test: the pages its remotes declare, as release
 * wrote them into remotes.json (ADR 0027). Read from the deploy folder the e2e server copies, so
 * the tests list the routes before that server is up.
 */
export const ROUTES = routeTable(JSON.parse(readFileSync(join(resolve(process.env.E2E_SOURCE_DEPLOY ?? join(REPO, 'deploy')), 'remotes.json'), 'utf8')));
