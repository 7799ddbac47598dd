import { addDaysToDayKey, malaysiaDayKey, malaysiaDayKeyStart } from '../time/malaysiaTime';

/**
 * docs/requirements.md §9: "Student free has unlimited games with PIN, limited daily games". The spec names no
 * number: the api's DAILY_GAME_LIMIT sets it (default 10) and the plans page shows the same number.
 */
export const DEFAULT_DAILY_GAME_LIMIT = 10;

export interface DailyGameAccount {
  role: 'student' | 'teacher';
  /** the plan active now ('none' without one) */
  planId: string;
}

/** Only a student on the free plan (or on no plan) is limited: teachers and paid plans are not. */
export function hasDailyGameLimit(account: DailyGameAccount): boolean {
  return account.role === 'student' && (account.planId === 'student_free' || account.planId === 'none');
}

export interface DailyGameCheck {
  account: DailyGameAccount;
  /** a game a teacher runs with a PIN */
  pinGame: boolean;
  /** the configured limit; 0 turns the limit off */
  limit: number;
  /** games already counted today (Malaysian time) */
  playedToday: number;
}

export interface DailyGameVerdict {
  /** whether this game counts towards the day's limit */
  counts: boolean;
  /** whether it may start */
  allowed: boolean;
  /** games left today after this one is counted; null = no limit applies */
  remaining: number | null;
}

/** Whether one more game may start, and whether it counts (PIN games never do). */
export function dailyGameVerdict({ account, pinGame, limit, playedToday }: DailyGameCheck): DailyGameVerdict {
  if (pinGame || limit <= 0 || !hasDailyGameLimit(account)) return { counts: false, allowed: true, remaining: null };
  const allowed = playedToday < limit;
  return { counts: allowed, allowed, remaining: Math.max(0, limit - playedToday - (allowed ? 1 : 0)) };
}

/** The Malaysian (UTC+8) calendar date `now` falls on, as YYYY-MM-DD: the day the games count on. */
export function malaysianDate(now: Date): string {
  return malaysiaDayKey(now);
}

/** When today's count starts again: the next midnight in Malaysia. */
export function nextMalaysianMidnight(now: Date): Date {
  return malaysiaDayKeyStart(addDaysToDayKey(malaysiaDayKey(now), 1));
}
