import { letters } from '../text/letters';
import { startOfMalaysiaDay, startOfMalaysiaMonth, startOfMalaysiaWeek } from '../time/malaysiaTime';

/** Leaderboard periods (issue 6): calendar periods in Malaysian time (UTC+8). */
export const LEADERBOARD_PERIODS = ['today', 'week', 'month', 'all'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];
export const LEADERBOARD_SCOPES = ['class', 'school', 'everyone'] as const;
export type LeaderboardScope = (typeof LEADERBOARD_SCOPES)[number];

/**
 * The first instant of the period containing `now`, or null for all time. Weeks start on
 * Monday, as Malaysian school weeks do.
 */
export function leaderboardPeriodStart(period: LeaderboardPeriod, now: Date): Date | null {
  if (period === 'all') return null;
  if (period === 'week') return startOfMalaysiaWeek(now);
  if (period === 'month') return startOfMalaysiaMonth(now);
  return startOfMalaysiaDay(now);
}

export interface BoardPerson {
  firstName: string;
  lastName: string;
  role: 'student' | 'teacher' | string;
  /** a teacher of one of the student's classes chose to show full names */
  showFullName: boolean;
}

/** Children appear as first name + initial ("Kavitha R.") unless their teacher opts in to full names. */
export function leaderboardDisplayName(p: BoardPerson): string {
  const first = p.firstName.trim();
  const last = p.lastName.trim();
  if (p.role === 'teacher' || p.showFullName || !last) return [first, last].filter(Boolean).join(' ');
  // letters(), not a grapheme split: a surname starting with ஸ்ரீ keeps its whole first letter
  const initial = letters(last)[0] ?? '';
  return `${first} ${initial}.`;
}
