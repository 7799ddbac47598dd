/// <reference types="node" />
import {
  addDaysToDayKey,
  formatMalaysiaTime,
  malaysiaDayKey,
  malaysiaDayKeyStart,
  malaysiaDaysBetween,
  malaysiaWallClock,
  startOfMalaysiaDay,
  startOfMalaysiaMonth,
  startOfMalaysiaWeek,
} from './malaysiaTime';

describe('Malaysian time is UTC+8 all year (no daylight saving)', () => {
  it.each([
    // instant (UTC), the Malaysian day it falls on
    ['2026-12-31T15:59:59Z', '2026-12-31'],
    ['2026-12-31T16:00:00Z', '2027-01-01'], // midnight in Kuala Lumpur is 16:00 UTC the day before
    ['2026-06-30T23:30:00Z', '2026-07-01'],
    ['2024-02-28T16:00:00Z', '2024-02-29'], // a leap day
    ['2026-01-01T00:00:00+08:00', '2026-01-01'],
  ])('%s falls on %s in Malaysia', (instant, day) => expect(malaysiaDayKey(instant)).toBe(day));

  it('reads a wall clock in Kuala Lumpur, weekday 0 being Sunday', () => {
    expect(malaysiaWallClock('2026-11-21T17:05:09Z')).toEqual({ year: 2026, month: 11, day: 22, hour: 1, minute: 5, second: 9, weekday: 0 });
  });

  it.each([
    // now (UTC), start of its day, week (Monday) and month in Malaysia (UTC)
    ['2026-11-22T04:00:00Z', '2026-11-21T16:00:00.000Z', '2026-11-15T16:00:00.000Z', '2026-10-31T16:00:00.000Z'],
    ['2026-11-21T15:00:00Z', '2026-11-20T16:00:00.000Z', '2026-11-15T16:00:00.000Z', '2026-10-31T16:00:00.000Z'],
    ['2026-11-16T00:00:00Z', '2026-11-15T16:00:00.000Z', '2026-11-15T16:00:00.000Z', '2026-10-31T16:00:00.000Z'],
    ['2026-10-31T17:00:00Z', '2026-10-31T16:00:00.000Z', '2026-10-25T16:00:00.000Z', '2026-10-31T16:00:00.000Z'],
  ])('at %s the day starts %s, the week %s and the month %s', (now, day, week, month) => {
    expect(startOfMalaysiaDay(now).toISOString()).toBe(day);
    expect(startOfMalaysiaWeek(now).toISOString()).toBe(week);
    expect(startOfMalaysiaMonth(now).toISOString()).toBe(month);
  });

  it.each([
    ['2026-03-01', -1, '2026-02-28'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-11-22', -30, '2026-10-23'],
  ])('the day key %s moved by %i days is %s', (day, days, expected) => expect(addDaysToDayKey(day, days)).toBe(expected));

  it('starts a day key at Malaysian midnight, and refuses what is not a day key', () => {
    expect(malaysiaDayKeyStart('2027-01-01').toISOString()).toBe('2026-12-31T16:00:00.000Z');
    expect(() => malaysiaDayKeyStart('1/1/2027')).toThrow(RangeError);
  });

  it.each([
    ['2026-11-21T15:59:00Z', '2026-11-21T16:01:00Z', 1], // two minutes apart, across Malaysian midnight
    ['2026-11-21T16:01:00Z', '2026-11-22T15:59:00Z', 0], // almost a day apart, the same Malaysian day
    ['2026-11-22T04:00:00Z', '2026-11-19T04:00:00Z', -3],
  ])('from %s to %s is %i calendar days', (from, to, days) => expect(malaysiaDaysBetween(from, to)).toBe(days));

  describe.each(['Asia/Kuala_Lumpur', 'UTC', 'America/Los_Angeles', 'Asia/Kolkata', 'Pacific/Kiritimati'])('on a device in %s', (zone) => {
    const original = process.env.TZ;
    beforeAll(() => {
      process.env.TZ = zone;
    });
    afterAll(() => {
      process.env.TZ = original;
    });
    it('gives the same Malaysian days and times', () => {
      expect(malaysiaDayKey('2026-12-31T16:00:00Z')).toBe('2027-01-01');
      expect(startOfMalaysiaWeek('2026-11-22T04:00:00Z').toISOString()).toBe('2026-11-15T16:00:00.000Z');
      expect(formatMalaysiaTime(Date.parse('2025-10-05T02:00:00Z'))).toBe('2025-10-05 10:00');
    });
  });
});
