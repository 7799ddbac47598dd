import type { LeaderboardPeriod, LeaderboardScope } from '@app/shared';

export interface LeaderboardEntry {
  rank: number;
  name: string;
  school: string | null;
  score: number;
  timeSubmitted: string;
  isViewer: boolean;
}

export interface LeaderboardResponse {
  period: LeaderboardPeriod;
  scope: LeaderboardScope;
  periodStart: string | null;
  total: number;
  entries: LeaderboardEntry[];
  viewer: LeaderboardEntry | null;
  scopeMissing: 'class' | 'school' | null;
}
