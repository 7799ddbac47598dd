import type { RemotePage } from '@app/shared';

// The pages of this remote: its App renders them, its build writes them into mf-manifest.json
// for the shell's route table (build/declaredRoutes.cjs reads this file in Node: data and lazy
// imports only), and the dev toolbar lists them.
export const PAGES: readonly RemotePage[] = [
  { route: 'contests', component: 'ContestsPage', load: () => import('./pages/ContestsPage').then((m) => m.ContestsPage) },
  { route: 'contest/:id', component: 'ContestPage', example: 'contest/815', load: () => import('./pages/ContestPage').then((m) => m.ContestPage) },
  { route: 'solvallar-contest', component: 'SolvallarContestPage', load: () => import('./pages/SolvallarContestPage').then((m) => m.SolvallarContestPage) },
  {
    // docs/requirements.md §2 "/solvallarcontest/round{N}/level{M}, protected by the contest guard" (register.tsx)
    route: 'solvallarcontest/:round/:level',
    component: 'SolvallarLevelPage',
    guard: 'solvallarLevel',
    example: 'solvallarcontest/round1/level1',
    load: () => import('./pages/SolvallarLevelPage').then((m) => m.SolvallarLevelPage),
  },
  { route: 'solvallar-winners', component: 'SolvallarWinnersPage', load: () => import('./pages/SolvallarWinnersPage').then((m) => m.SolvallarWinnersPage) },
  {
    route: 'solvallar-certificate',
    component: 'SolvallarCertificatePage',
    load: () => import('./pages/SolvallarCertificatePage').then((m) => m.SolvallarCertificatePage),
  },
  { route: 'certificate', component: 'CertificatePage', load: () => import('./pages/CertificatePage').then((m) => m.CertificatePage) },
  { route: 'mwhecert', component: 'MwhecertPage', load: () => import('./pages/MwhecertPage').then((m) => m.MwhecertPage) },
  { route: 'mwhwinners', component: 'MwhwinnersPage', load: () => import('./pages/MwhwinnersPage').then((m) => m.MwhwinnersPage) },
  { route: 'tamilict', component: 'TamilictPage', load: () => import('./pages/TamilictPage').then((m) => m.TamilictPage) },
];
