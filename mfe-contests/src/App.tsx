import { Route, Routes } from 'react-router-dom';
import { lazyPage, PageSuspense } from '@app/shared';

// Pages load on first visit; the first screen carries only itself.
const ContestsPage = lazyPage(() => import('./pages/ContestsPage'), 'ContestsPage');
const ContestPage = lazyPage(() => import('./pages/ContestPage'), 'ContestPage');
const SolvallarContestPage = lazyPage(() => import('./pages/SolvallarContestPage'), 'SolvallarContestPage');
const SolvallarLevelPage = lazyPage(() => import('./pages/SolvallarLevelPage'), 'SolvallarLevelPage');
const SolvallarWinnersPage = lazyPage(() => import('./pages/SolvallarWinnersPage'), 'SolvallarWinnersPage');
const SolvallarCertificatePage = lazyPage(() => import('./pages/SolvallarCertificatePage'), 'SolvallarCertificatePage');
const CertificatePage = lazyPage(() => import('./pages/CertificatePage'), 'CertificatePage');
const MwhecertPage = lazyPage(() => import('./pages/MwhecertPage'), 'MwhecertPage');
const MwhwinnersPage = lazyPage(() => import('./pages/MwhwinnersPage'), 'MwhwinnersPage');
const TamilictPage = lazyPage(() => import('./pages/TamilictPage'), 'TamilictPage');

/** Every page this remote owns; the shell's route table sends these paths here. */
export function App() {
  return (
    <PageSuspense>
      <Routes>
        <Route path="/contests" element={<ContestsPage />} />
        <Route path="/contest/:id" element={<ContestPage />} />
        <Route path="/solvallar-contest" element={<SolvallarContestPage />} />
        <Route path="/solvallarcontest/:round/:level" element={<SolvallarLevelPage />} />
        <Route path="/solvallar-winners" element={<SolvallarWinnersPage />} />
        <Route path="/solvallar-certificate" element={<SolvallarCertificatePage />} />
        <Route path="/certificate" element={<CertificatePage />} />
        <Route path="/mwhecert" element={<MwhecertPage />} />
        <Route path="/mwhwinners" element={<MwhwinnersPage />} />
        <Route path="/tamilict" element={<TamilictPage />} />
        <Route path="*" element={null} />
      </Routes>
    </PageSuspense>
  );
}
