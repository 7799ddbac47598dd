import { malaysiaWallClock, type Instant } from '@app/shared';

/**
 * A due date as a teacher types it (date and time on a Malaysian clock, whatever the phone's zone)
 * and back: the api gets an ISO time with +08:00.
 */
const pad = (n: number) => String(n).padStart(2, '0');

export function dueAtFromInputs(date: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const iso = `${date}T${time}:00+08:00`;
  return Number.isFinite(Date.parse(iso)) ? iso : null;
}

export function inputsFromDueAt(dueAt: Instant): { date: string; time: string } {
  const c = malaysiaWallClock(dueAt);
  return { date: `${c.year}-${pad(c.month)}-${pad(c.day)}`, time: `${pad(c.hour)}:${pad(c.minute)}` };
}

/** The default due time: the day after tomorrow, 8 pm in Malaysia (after tuition and dinner). */
export function defaultDueInputs(now: Instant = Date.now()): { date: string; time: string } {
  const { date } = inputsFromDueAt(new Date(new Date(now).getTime() + 2 * 24 * 3600_000));
  return { date, time: '20:00' };
}
