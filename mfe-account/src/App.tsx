import { Route, Routes } from 'react-router-dom';
import { lazyPage, PageSuspense } from '@app/shared';

// Pages load on first visit; the first screen carries only itself.
const AccountPage = lazyPage(() => import('./pages/AccountPage'), 'AccountPage');
const SettingsPage = lazyPage(() => import('./pages/SettingsPage'), 'SettingsPage');
const FontSettingsPage = lazyPage(() => import('./pages/FontSettingsPage'), 'FontSettingsPage');
const SubscriptionPage = lazyPage(() => import('./pages/SubscriptionPage'), 'SubscriptionPage');
const LicenseManagementPage = lazyPage(() => import('./pages/LicenseManagementPage'), 'LicenseManagementPage');
const AboutPage = lazyPage(() => import('./pages/AboutPage'), 'AboutPage');
const PoliciesPage = lazyPage(() => import('./pages/PoliciesPage'), 'PoliciesPage');

/** Every page this remote owns; the shell's route table sends these paths here. */
export function App() {
  return (
    <PageSuspense>
      <Routes>
        <Route path="/account" element={<AccountPage />} />
        <Route path="/settings" element={<SettingsPage />} />
        <Route path="/font-settings" element={<FontSettingsPage />} />
        <Route path="/subscription" element={<SubscriptionPage />} />
        <Route path="/license-management" element={<LicenseManagementPage />} />
        <Route path="/about" element={<AboutPage />} />
        <Route path="/policies" element={<PoliciesPage />} />
        <Route path="*" element={null} />
      </Routes>
    </PageSuspense>
  );
}
