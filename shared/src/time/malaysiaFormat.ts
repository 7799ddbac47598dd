import { languageTag, type Language } from '../i18n/language';
import { MALAYSIA_TIME_ZONE, epochOf, malaysiaDayKeyStart, malaysiaDaysBetween, type Instant } from './malaysiaTime';

/**
 * Dates, times and numbers as people in Malaysia read them, in Tamil, English or Malay, always on
 * a Malaysian clock whatever the device's zone: "5 அக்., 2025", "5 Oct 2025, 10:30 pm",
 * "semalam". The one place pages turn an instant into text.
 */

/** The locale Intl gets for a language: its Malaysian variant (ta-MY, en-MY, ms-MY). */
export function malaysianLocale(language: Language): string {
  return `${languageTag(language)}-MY`;
}

const formats = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormat(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(malaysianLocale(language), { ...options, timeZone: MALAYSIA_TIME_ZONE });
    formats.set(key, format);
  }
  return format;
}

export type DateLength = 'short' | 'medium' | 'long';

/** "5 Oct 2025" (medium), "05/10/2025" (short), "5 October 2025" (long). */
export function formatMalaysiaDate(instant: Instant, language: Language, length: DateLength = 'medium'): string {
  return dateTimeFormat(language, { dateStyle: length }).format(epochOf(instant));
}

/**
 * A clock in Tamil names the part of the day before the hour, as Tamil readers say and write it
 * ("காலை 9:05", "மாலை 5:30", "இரவு 10:30"): ICU's short Tamil time style writes a Latin "AM"/"PM".
 * English and Malay keep their own short style ("10:30 pm", "10:30 PTG").
 */
const CLOCK: Readonly<Record<Language, Intl.DateTimeFormatOptions>> = {
  ta: { hour: 'numeric', minute: '2-digit', dayPeriod: 'long' },
  en: { timeStyle: 'short' },
  bm: { timeStyle: 'short' },
};

/** "10:30 pm", "10:30 PTG", "இரவு 10:30". */
export function formatMalaysiaClock(instant: Instant, language: Language): string {
  return dateTimeFormat(language, CLOCK[language]).format(epochOf(instant));
}

/** "5 Oct 2025, 10:30 pm", "5 அக்., 2025, இரவு 10:30". */
export function formatMalaysiaDateTime(instant: Instant, language: Language): string {
  // a date style and a day period cannot be asked of one format: the date, then the clock, as each language's style writes them together
  return `${formatMalaysiaDate(instant, language)}, ${formatMalaysiaClock(instant, language)}`;
}

/** A `YYYY-MM-DD` day key as a date, e.g. for the days of a streak calendar. */
export function formatMalaysiaDayKey(dayKey: string, language: Language, length: DateLength = 'medium'): string {
  return formatMalaysiaDate(malaysiaDayKeyStart(dayKey), language, length);
}

/**
 * "today", "yesterday" or "tomorrow" (இன்று, நேற்று, நாளை · hari ini, semalam, esok) by Malaysian
 * calendar days, and the date further out.
 */
export function formatMalaysiaRelativeDay(instant: Instant, language: Language, now: Instant = Date.now()): string {
  const days = malaysiaDaysBetween(now, instant);
  if (Math.abs(days) > 1) return formatMalaysiaDate(instant, language);
  return new Intl.RelativeTimeFormat(malaysianLocale(language), { numeric: 'auto' }).format(days, 'day');
}

/** "today, 10:30 pm" · "5 Oct 2025, 10:30 pm". */
export function formatMalaysiaRelativeDateTime(instant: Instant, language: Language, now: Instant = Date.now()): string {
  const days = malaysiaDaysBetween(now, instant);
  if (Math.abs(days) > 1) return formatMalaysiaDateTime(instant, language);
  return `${formatMalaysiaRelativeDay(instant, language, now)}, ${formatMalaysiaClock(instant, language)}`;
}

/** 1234.5 → "1,234.5" in the reader's locale, at most two decimals. */
export function formatLocaleNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(malaysianLocale(language), { maximumFractionDigits: 2 }).format(value);
}
