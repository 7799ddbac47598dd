import type { RemoteName } from '@app/shared';

/**
 * Every route of docs/requirements.md §2 and the remote that owns it (docs/architecture.md "Shell ↔ remote contract"). `guarded` routes sit
 * behind the developer-access gate (docs/requirements.md §2: "Routes guarded by the developer-access guard:
 * '' and 'home' (home), search, blank, error, jumble, guess, account, dashboard, settings").
 */
export interface RouteEntry {
  /** react-router path pattern */
  path: string;
  remote: RemoteName;
  guarded: boolean;
  /** name of a guard the owning remote exports (RemoteRegistration.guards) */
  guard?: string;
}

const GUARDED = ['', 'home', 'search', 'blank', 'error', 'jumble', 'guess', 'account', 'dashboard', 'settings'] as const;

const OWNERS: Record<RemoteName, readonly string[]> = {
  'mfe-games': [
    '',
    'home',
    'search',
    'blank',
    'error',
    'jumble',
    'guess',
    'pair',
    'group',
    'mark',
    'create',
    'stack',
    'reform',
    'change',
    'match',
    'picture',
    'audio',
    'choice',
    'spell',
    'phrase',
    'tile',
    'cross',
    'syllabus',
    'question',
    'data',
    'topic-form',
  ],
  'mfe-boards': ['dashboard', 'leaderboard', 'gameboard', 'schoolboard', 'scoreboard', 'performance'],
  'mfe-account': ['account', 'settings', 'subscription', 'font-settings', 'about', 'policies', 'license-management'],
  'mfe-contests': [
    'certificate',
    'contests',
    'contest/:id',
    'mwhecert',
    'mwhwinners',
    'tamilict',
    'solvallar-contest',
    'solvallar-winners',
    'solvallar-certificate',
  ],
};

export const ROUTES: readonly RouteEntry[] = [
  ...Object.entries(OWNERS).flatMap(([remote, paths]) =>
    paths.map((p) => ({ path: `/${p}`, remote: remote as RemoteName, guarded: (GUARDED as readonly string[]).includes(p) })),
  ),
  // docs/requirements.md §2: "Contest level routes have the shape /solvallarcontest/round{N}/level{M}, protected by the contest guard."
  { path: '/solvallarcontest/:round/:level', remote: 'mfe-contests', guarded: false, guard: 'solvallarLevel' },
];

export const REMOTE_NAMES: readonly RemoteName[] = ['mfe-games', 'mfe-contests', 'mfe-boards', 'mfe-account'];
