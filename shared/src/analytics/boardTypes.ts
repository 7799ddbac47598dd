import type { LeaderboardPeriod, LeaderboardScope } from './leaderboardRules';

/** What the api's board endpoints answer (issue 6); mfe-boards reads exactly these shapes. */

export interface LeaderboardEntry {
  rank: number;
  name: string;
  school: string | null;
  score: number;
  timeSubmitted: string;
  isViewer: boolean;
}

export interface Leaderboard {
  period: LeaderboardPeriod;
  scope: LeaderboardScope;
  periodStart: string | null;
  total: number;
  entries: LeaderboardEntry[];
  /** the viewer's own row, even when outside the top rows; null if they have no score here */
  viewer: LeaderboardEntry | null;
  /** why a scoped board is empty: the viewer has no class / no school */
  scopeMissing: 'class' | 'school' | null;
}

/** How the schoolboard ranks schools: by average score per active student, or by total. */
export type SchoolboardSort = 'average' | 'total';

/** One school on the schoolboard (GET schoolboard's `schools`). */
export interface SchoolboardRow {
  rank: number;
  school: string;
  state: string;
  /** students with a game in the period */
  activeStudents: number;
  totalScore: number;
  averageScore: number;
}

/** A live PIN game as players and the board see it. */
export interface GameSessionInfo {
  pin: string;
  quizCategory: string;
  topicKey: string;
  language: string;
  status: 'open' | 'ended';
  createdAt: string;
  expiresAt: string;
  endedAt: string | null;
  /** 'approve': the teacher lets each player in (issue 21) */
  admission: 'open' | 'approve';
  /** only signed-in pupils of the teacher's classes may join */
  classOnly: boolean;
}

export interface BoardPlayer {
  rank: number | null;
  nickname: string;
  bestScore: number | null;
  attempts: number;
  lastScoreAt: string | null;
  joinedAt: string;
  /** 'waiting': joined a game the teacher admits players to, not let in yet (not ranked) */
  status: 'playing' | 'waiting';
}

export interface BoardSnapshot {
  session: GameSessionInfo;
  players: BoardPlayer[];
}
