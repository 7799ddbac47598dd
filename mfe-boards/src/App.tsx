import { Route, Routes } from 'react-router-dom';
import { lazyPage, PageSuspense } from '@app/shared';

// Pages load on first visit; the first screen carries only itself.
const LeaderboardPage = lazyPage(() => import('./pages/LeaderboardPage'), 'LeaderboardPage');
const GameboardPage = lazyPage(() => import('./pages/GameboardPage'), 'GameboardPage');
const SchoolboardPage = lazyPage(() => import('./pages/SchoolboardPage'), 'SchoolboardPage');
const ScoreboardPage = lazyPage(() => import('./pages/ScoreboardPage'), 'ScoreboardPage');
// the dashboard and its homework pages (issue 23): /dashboard?homework=…
const DashboardPage = lazyPage(() => import('./homework/DashboardRoutes'), 'DashboardRoutes');
const PerformancePage = lazyPage(() => import('./pages/PerformancePage'), 'PerformancePage');

/** Every page this remote owns; the shell's route table sends these paths here. */
export function App() {
  return (
    <PageSuspense>
      <Routes>
        <Route path="/leaderboard" element={<LeaderboardPage />} />
        <Route path="/gameboard" element={<GameboardPage />} />
        <Route path="/schoolboard" element={<SchoolboardPage />} />
        <Route path="/scoreboard" element={<ScoreboardPage />} />
        <Route path="/dashboard" element={<DashboardPage />} />
        <Route path="/performance" element={<PerformancePage />} />
        <Route path="*" element={null} />
      </Routes>
    </PageSuspense>
  );
}
