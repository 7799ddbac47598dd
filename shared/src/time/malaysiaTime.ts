/**
 * Malaysian time (UTC+8, no daylight saving) as plain arithmetic on epoch milliseconds, so the
 * device's or the server's time zone never enters a result. Days, weeks and months of the product
 * (leaderboard periods, streaks, monthly allowances, the contest window) are Malaysian ones.
 * No Intl and no imports here: the api uses these too.
 */
export const MALAYSIA_UTC_OFFSET_MINUTES = 8 * 60;
/** the IANA zone, for Intl formatting */
export const MALAYSIA_TIME_ZONE = 'Asia/Kuala_Lumpur';

const OFFSET_MS = MALAYSIA_UTC_OFFSET_MINUTES * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** An instant: a Date, epoch milliseconds or an ISO string with its offset. */
export type Instant = Date | number | string;

export function epochOf(instant: Instant): number {
  return typeof instant === 'number' ? instant : new Date(instant).getTime();
}

/** The clock on a wall in Malaysia at that instant. `weekday` 0 is Sunday. */
export interface MalaysiaWallClock {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
}

export function malaysiaWallClock(instant: Instant): MalaysiaWallClock {
  const local = new Date(epochOf(instant) + OFFSET_MS);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
    weekday: local.getUTCDay(),
  };
}

/** The instant a Malaysian wall clock shows that date and time (no validation: 31 Feb rolls over). */
export function malaysiaWallClockToEpoch(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  return Date.UTC(year, month - 1, day, hour, minute, second) - OFFSET_MS;
}

/** The Malaysian calendar day of an instant, as `YYYY-MM-DD`: the key streaks and daily counts use. */
export function malaysiaDayKey(instant: Instant): string {
  return new Date(epochOf(instant) + OFFSET_MS).toISOString().slice(0, 10);
}

const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The first instant (Malaysian midnight) of a `YYYY-MM-DD` day key. */
export function malaysiaDayKeyStart(dayKey: string): Date {
  const m = DAY_KEY.exec(dayKey);
  if (!m) throw new RangeError(`Not a day key (YYYY-MM-DD): ${dayKey}`);
  return new Date(malaysiaWallClockToEpoch(Number(m[1]), Number(m[2]), Number(m[3])));
}

/** The day key `days` days after (or before, when negative) another. */
export function addDaysToDayKey(dayKey: string, days: number): string {
  return malaysiaDayKey(malaysiaDayKeyStart(dayKey).getTime() + days * DAY_MS);
}

/** Malaysian midnight at the start of the day the instant falls on. */
export function startOfMalaysiaDay(instant: Instant): Date {
  const c = malaysiaWallClock(instant);
  return new Date(malaysiaWallClockToEpoch(c.year, c.month, c.day));
}

/** Malaysian midnight of the Monday that starts the instant's week (school weeks start on Monday). */
export function startOfMalaysiaWeek(instant: Instant): Date {
  const c = malaysiaWallClock(instant);
  const daysSinceMonday = (c.weekday + 6) % 7;
  return new Date(malaysiaWallClockToEpoch(c.year, c.month, c.day) - daysSinceMonday * DAY_MS);
}

/** Malaysian midnight on the first of the instant's month. */
export function startOfMalaysiaMonth(instant: Instant): Date {
  const c = malaysiaWallClock(instant);
  return new Date(malaysiaWallClockToEpoch(c.year, c.month, 1));
}

/** Whole Malaysian calendar days from `from` to `to` (1 = `to` is the next day, whatever the hours). */
export function malaysiaDaysBetween(from: Instant, to: Instant): number {
  const midnight = (instant: Instant) => malaysiaDayKeyStart(malaysiaDayKey(instant)).getTime();
  return Math.round((midnight(to) - midnight(from)) / DAY_MS);
}

/** `YYYY-MM-DD HH:mm` on a Malaysian clock: for logs, the admin tool and contest meta. */
export function formatMalaysiaTime(instant: Instant): string {
  const c = malaysiaWallClock(instant);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${c.year}-${pad(c.month)}-${pad(c.day)} ${pad(c.hour)}:${pad(c.minute)}`;
}
