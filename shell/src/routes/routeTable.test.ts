import type { DeclaredRoutes } from '@app/shared';
import type { RemotesManifest } from '../remotes/remotesManifest';
import { REMOTE_NAMES, routeTable } from './routeTable';

// jest runs tests in Node; the shell's own code has no Node types
declare const require: (id: string) => unknown;
declare const __dirname: string;
// what each remote's build writes into its manifest, and release into remotes.json (ADR 0027)
const { readDeclaredRoutes } = require('../../../build/declaredRoutes.cjs') as { readDeclaredRoutes(srcDir: string): DeclaredRoutes };
const REPO = `${__dirname}/../../..`;
const live = (routes: Partial<Record<string, DeclaredRoutes | undefined>>): RemotesManifest => ({
  remotes: Object.fromEntries(
    Object.entries(routes).map(([remote, r]) => [remote, { version: 'v1', manifest: `/remotes/${remote}/v1/mf-manifest.json`, contract: 1, routes: r }]),
  ),
});
const ROUTES = routeTable(live(Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, readDeclaredRoutes(`${REPO}/${remote}/src`)]))));

const byPath = (p: string) => ROUTES.find((r) => r.path === p);

describe("the route table the remotes' declared pages make (docs/requirements.md §2)", () => {
  it.each(['/', '/home', '/search', '/blank', '/error', '/jumble', '/guess', '/account', '/dashboard', '/settings'])(
    'guards %s behind the developer-access guard',
    (path) => expect(byPath(path)?.guarded).toBe(true),
  );

  // docs/requirements.md §2, word for word
  const UNGUARDED =
    'pair, group, mark, create, stack, reform, change, match, picture, audio, choice, spell, phrase, tile, cross, subscription, leaderboard, ' +
    'gameboard, schoolboard, font-settings, about, policies, syllabus, question, data, topic-form, certificate, scoreboard, contests, ' +
    'contest/:id, performance, mwhecert, mwhwinners, tamilict, license-management, solvallar-contest, solvallar-winners, solvallar-certificate';
  it.each(UNGUARDED.split(', '))('leaves /%s unguarded', (path) => expect(byPath(`/${path}`)?.guarded).toBe(false));

  it('protects contest levels with the contest guard', () => {
    expect(byPath('/solvallarcontest/:round/:level')).toMatchObject({ remote: 'mfe-contests', guard: 'solvallarLevel' });
  });

  it('maps every path once', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toHaveLength(49);
  });
});

describe('routeTable', () => {
  const page = (route: string, extra = {}) => ({ route, component: 'P', ...extra });

  it('should route each declared page to the remote that declares it', () => {
    const routes = routeTable(live({ 'mfe-boards': { pages: [page('leaderboard')] }, 'mfe-contests': { pages: [page('contest/:id', { guard: 'g' })] } }));
    expect(routes).toEqual([
      { path: '/contest/:id', remote: 'mfe-contests', guarded: false, guard: 'g' },
      { path: '/leaderboard', remote: 'mfe-boards', guarded: false },
    ]);
  });

  it('should leave a route two remotes declare with the first of REMOTE_NAMES', () => {
    const routes = routeTable(live({ 'mfe-account': { pages: [page('about')] }, 'mfe-games': { pages: [page('about', { guarded: true })] } }));
    expect(routes).toEqual([{ path: '/about', remote: 'mfe-games', guarded: true }]);
  });

  it('should add nothing for a remote without declared pages, nor for a remote the shell does not know', () => {
    expect(routeTable(live({ 'mfe-games': undefined, 'mfe-unknown': { pages: [page('x')] } }))).toEqual([]);
  });
});
