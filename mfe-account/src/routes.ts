import type { RemotePage } from '@app/shared';

// The pages of this remote: its App renders them, its build writes them into mf-manifest.json
// for the shell's route table (build/declaredRoutes.cjs reads this file in Node: data and lazy
// imports only), and the dev toolbar lists them.
export const PAGES: readonly RemotePage[] = [
  // docs/requirements.md §2: account and settings are guarded
  { route: 'account', component: 'AccountPage', guarded: true, load: () => import('./pages/AccountPage').then((m) => m.AccountPage) },
  { route: 'settings', component: 'SettingsPage', guarded: true, load: () => import('./pages/SettingsPage').then((m) => m.SettingsPage) },
  { route: 'font-settings', component: 'FontSettingsPage', load: () => import('./pages/FontSettingsPage').then((m) => m.FontSettingsPage) },
  { route: 'subscription', component: 'SubscriptionPage', load: () => import('./pages/SubscriptionPage').then((m) => m.SubscriptionPage) },
  {
    route: 'license-management',
    component: 'LicenseManagementPage',
    load: () => import('./pages/LicenseManagementPage').then((m) => m.LicenseManagementPage),
  },
  { route: 'about', component: 'AboutPage', load: () => import('./pages/AboutPage').then((m) => m.AboutPage) },
  { route: 'policies', component: 'PoliciesPage', load: () => import('./pages/PoliciesPage').then((m) => m.PoliciesPage) },
];
