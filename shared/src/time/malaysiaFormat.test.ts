/// <reference types="node" />
import {
  formatLocaleNumber,
  formatMalaysiaClock,
  formatMalaysiaDate,
  formatMalaysiaDateTime,
  formatMalaysiaDayKey,
  formatMalaysiaRelativeDateTime,
  formatMalaysiaRelativeDay,
  malaysianLocale,
} from './malaysiaFormat';

// 22:30 in Kuala Lumpur on Sunday 5 October 2025: 14:30 UTC
const EVENING = '2025-10-05T14:30:00Z';

describe("dates and times on a Malaysian clock, in the reader's language", () => {
  it.each([
    ['ta', 'ta-MY'],
    ['en', 'en-MY'],
    ['bm', 'ms-MY'],
  ] as const)('%s reads the %s locale', (language, locale) => expect(malaysianLocale(language)).toBe(locale));

  it.each([
    // Tamil says the part of the day, not a Latin AM/PM (ICU's short style for ta)
    ['ta', '5 அக்., 2025', 'இரவு 10:30', '5 அக்., 2025, இரவு 10:30'],
    ['en', '5 Oct 2025', '10:30 pm', '5 Oct 2025, 10:30 pm'],
    ['bm', '5 Okt 2025', '10:30 PTG', '5 Okt 2025, 10:30 PTG'],
  ] as const)('in %s, 14:30 UTC on 5 Oct 2025 is %s, %s, %s', (language, date, clock, dateTime) => {
    expect(formatMalaysiaDate(EVENING, language)).toBe(date);
    expect(formatMalaysiaClock(EVENING, language)).toBe(clock);
    expect(formatMalaysiaDateTime(EVENING, language)).toBe(dateTime);
  });

  it.each([
    // Malaysian time, as a Tamil reader says it
    ['2025-10-04T20:15:00Z', 'அதிகாலை 4:15'],
    ['2025-10-05T01:05:00Z', 'காலை 9:05'],
    ['2025-10-05T04:00:00Z', 'நண்பகல் 12:00'], // noon itself
    ['2025-10-05T05:10:00Z', 'மதியம் 1:10'],
    ['2025-10-05T07:30:00Z', 'பிற்பகல் 3:30'],
    ['2025-10-05T09:30:00Z', 'மாலை 5:30'],
    ['2025-10-05T16:00:00Z', 'இரவு 12:00'],
  ] as const)('in Tamil, %s is %s, with no Latin letter', (instant, clock) => {
    expect(formatMalaysiaClock(instant, 'ta')).toBe(clock);
    expect(formatMalaysiaDateTime(instant, 'ta')).not.toMatch(/[A-Za-z]/);
  });

  it('names the Malaysian day even when UTC is still on the day before', () => {
    expect(formatMalaysiaDate('2025-10-04T16:30:00Z', 'en')).toBe('5 Oct 2025');
    expect(formatMalaysiaDayKey('2025-10-05', 'bm', 'long')).toBe('5 Oktober 2025');
  });

  it.each([
    // instant, now, ta, en, bm
    ['2025-10-05T14:30:00Z', '2025-10-05T15:00:00Z', 'இன்று', 'today', 'hari ini'],
    ['2025-10-04T16:00:00Z', '2025-10-05T15:59:00Z', 'இன்று', 'today', 'hari ini'], // both on 5 Oct in Malaysia
    ['2025-10-04T15:59:00Z', '2025-10-04T16:01:00Z', 'நேற்று', 'yesterday', 'semalam'], // across Malaysian midnight
    ['2025-10-06T01:00:00Z', '2025-10-05T01:00:00Z', 'நாளை', 'tomorrow', 'esok'],
    ['2025-10-01T01:00:00Z', '2025-10-05T01:00:00Z', '1 அக்., 2025', '1 Oct 2025', '1 Okt 2025'],
  ] as const)('%s seen at %s is %s / %s / %s', (instant, now, ta, en, bm) => {
    expect(formatMalaysiaRelativeDay(instant, 'ta', now)).toBe(ta);
    expect(formatMalaysiaRelativeDay(instant, 'en', now)).toBe(en);
    expect(formatMalaysiaRelativeDay(instant, 'bm', now)).toBe(bm);
  });

  it('adds the clock to a relative day, and gives the full date and time further out', () => {
    expect(formatMalaysiaRelativeDateTime(EVENING, 'en', '2025-10-06T01:00:00Z')).toBe('yesterday, 10:30 pm');
    expect(formatMalaysiaRelativeDateTime(EVENING, 'ta', '2025-10-05T15:00:00Z')).toBe('இன்று, இரவு 10:30');
    expect(formatMalaysiaRelativeDateTime(EVENING, 'bm', '2025-10-09T01:00:00Z')).toBe('5 Okt 2025, 10:30 PTG');
  });

  it.each([
    ['en', 1234.567, '1,234.57'],
    ['bm', 1234.5, '1,234.5'],
    ['ta', 12, '12'],
  ] as const)('in %s, %d is written %s', (language, value, text) => expect(formatLocaleNumber(value, language)).toBe(text));

  it('does not depend on the device time zone', () => {
    const original = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      expect(formatMalaysiaDateTime(EVENING, 'en')).toBe('5 Oct 2025, 10:30 pm');
    } finally {
      process.env.TZ = original;
    }
  });
});
