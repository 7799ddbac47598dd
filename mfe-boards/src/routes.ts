import type { RemotePage } from '@app/shared';

// The pages of this remote: its App renders them, its build writes them into mf-manifest.json
// for the shell's route table (build/declaredRoutes.cjs reads this file in Node: data and lazy
// imports only), and the dev toolbar lists them.
export const PAGES: readonly RemotePage[] = [
  { route: 'leaderboard', component: 'LeaderboardPage', load: () => import('./pages/LeaderboardPage').then((m) => m.LeaderboardPage) },
  { route: 'gameboard', component: 'GameboardPage', load: () => import('./pages/GameboardPage').then((m) => m.GameboardPage) },
  { route: 'schoolboard', component: 'SchoolboardPage', load: () => import('./pages/SchoolboardPage').then((m) => m.SchoolboardPage) },
  { route: 'scoreboard', component: 'ScoreboardPage', load: () => import('./pages/ScoreboardPage').then((m) => m.ScoreboardPage) },
  // docs/requirements.md §2: dashboard is guarded; its homework pages (issue 23) are /dashboard?homework=…
  { route: 'dashboard', component: 'DashboardRoutes', guarded: true, load: () => import('./homework/DashboardRoutes').then((m) => m.DashboardRoutes) },
  { route: 'performance', component: 'PerformancePage', load: () => import('./pages/PerformancePage').then((m) => m.PerformancePage) },
];
