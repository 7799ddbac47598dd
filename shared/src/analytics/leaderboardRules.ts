/** Leaderboard periods (issue 6): calendar periods in Malaysian time (UTC+8). */
export const LEADERBOARD_PERIODS = ['today', 'week', 'month', 'all'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];
export const LEADERBOARD_SCOPES = ['class', 'school', 'everyone'] as const;
export type LeaderboardScope = (typeof LEADERBOARD_SCOPES)[number];

const OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The first instant of the period containing `now`, or null for all time. Weeks start on
 * Monday, as Malaysian school weeks do.
 */
export function leaderboardPeriodStart(period: LeaderboardPeriod, now: Date): Date | null {
  if (period === 'all') return null;
  const local = new Date(now.getTime() + OFFSET_MS);
  const midnightLocal = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  let startLocal = midnightLocal;
  if (period === 'week') startLocal = midnightLocal - ((local.getUTCDay() + 6) % 7) * DAY_MS;
  if (period === 'month') startLocal = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1);
  return new Date(startLocal - OFFSET_MS);
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
  const initial = Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(last))[0]?.segment ?? '';
  return `${first} ${initial}.`;
}
