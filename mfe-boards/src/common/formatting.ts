import type { Language } from '@app/shared';

const LOCALES: Record<Language, string> = { en: 'en-MY', ta: 'ta-MY', bm: 'ms-MY' };

/** Dates are shown in Malaysian time whatever the device's zone, like the boards' periods. */
export function formatDateTime(iso: string | null | undefined, language: string): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat(LOCALES[language as Language] ?? 'en-MY', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kuala_Lumpur' }).format(new Date(iso));
}

export function formatNumber(n: number, language: string): string {
  return new Intl.NumberFormat(LOCALES[language as Language] ?? 'en-MY', { maximumFractionDigits: 2 }).format(n);
}
