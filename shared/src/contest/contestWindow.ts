/**
 * docs/requirements.md §4 "Contest state, derived from the clock: before (now is before start), during (from
 * start to end inclusive), after. A testing override can force a state."
 * docs/requirements.md §9 "Contest window: 2025-10-05 10:00 to 22:00 (UTC+8)."
 *
 * Everything here is in epoch milliseconds, so the device's time zone never enters the result:
 * the window's wall-clock times are read as UTC+8 (Malaysia) whatever the browser says.
 */
import { MALAYSIA_UTC_OFFSET_MINUTES, formatMalaysiaTime } from '../time/malaysiaTime';

export type ContestState = 'before' | 'during' | 'after';
export const CONTEST_STATES: readonly ContestState[] = ['before', 'during', 'after'];

export interface ContestWindow {
  /** epoch ms of the first instant of the contest */
  startsAt: number;
  /** epoch ms of the last instant of the contest (inclusive) */
  endsAt: number;
}

// Kept importable from here: the api and scripts read the contest window's clock from this file.
export { MALAYSIA_UTC_OFFSET_MINUTES, formatMalaysiaTime };

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^(\d{1,2}):(\d{2})(?::(\d{2}))?\s*(AM|PM|am|pm)?$/;

/** '2025-10-05' + '10:00' (also '10:00 AM', '22:00:00') at a UTC offset → epoch ms, or null. */
export function wallClockToEpoch(date: string, time: string, offsetMinutes = MALAYSIA_UTC_OFFSET_MINUTES): number | null {
  const d = DATE_RE.exec(date.trim());
  const t = TIME_RE.exec(time.trim());
  if (!d || !t) return null;
  const [year, month, day] = [Number(d[1]), Number(d[2]), Number(d[3])];
  let hour = Number(t[1]);
  const minute = Number(t[2]);
  const second = t[3] ? Number(t[3]) : 0;
  const meridiem = t[4]?.toUpperCase();
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem === 'PM' ? 12 : 0);
  }
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return null;
  const utc = Date.UTC(year, month - 1, day, hour, minute, second);
  // reject 2025-02-31 and the like, which Date.UTC would silently roll over
  if (new Date(utc).getUTCDate() !== day) return null;
  return utc - offsetMinutes * 60_000;
}

/** A window from a contest product's meta (contestDate, contestStartTime, contestEndTime). */
export function contestWindowFromMeta(
  meta: { contestDate?: string; contestStartTime?: string; contestEndTime?: string },
  offsetMinutes = MALAYSIA_UTC_OFFSET_MINUTES,
): ContestWindow | null {
  if (!meta.contestDate || !meta.contestStartTime || !meta.contestEndTime) return null;
  const startsAt = wallClockToEpoch(meta.contestDate, meta.contestStartTime, offsetMinutes);
  const endsAt = wallClockToEpoch(meta.contestDate, meta.contestEndTime, offsetMinutes);
  if (startsAt === null || endsAt === null || endsAt < startsAt) return null;
  return { startsAt, endsAt };
}

/** docs/requirements.md §4: before / during (start to end inclusive) / after. */
export function contestStateAt(window: ContestWindow, now: number): ContestState {
  if (now < window.startsAt) return 'before';
  if (now <= window.endsAt) return 'during';
  return 'after';
}

export function isContestState(value: unknown): value is ContestState {
  return value === 'before' || value === 'during' || value === 'after';
}

/**
 * The state with the testing override applied. The override is honoured only when the
 * configuration allows it (never in production unless an admin turns it on).
 */
export function effectiveContestState(window: ContestWindow, now: number, override: ContestState | null | undefined, overrideAllowed: boolean): ContestState {
  if (overrideAllowed && override && isContestState(override)) return override;
  return contestStateAt(window, now);
}

/** Milliseconds until the start (0 once started): drives the contest home countdown. */
export function msUntilStart(window: ContestWindow, now: number): number {
  return Math.max(0, window.startsAt - now);
}
