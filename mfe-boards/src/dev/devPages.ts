// The pages of this remote (src/App.tsx) that the dev toolbar offers; `DEV_HOME` opens first.
export const DEV_HOME = '/leaderboard';
export const DEV_PAGES = ['/leaderboard', '/gameboard', '/schoolboard', '/scoreboard', '/dashboard', '/performance'];
