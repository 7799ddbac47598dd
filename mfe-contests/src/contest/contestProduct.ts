import { formatMalaysiaTime, type ContestState, type Language } from '@app/shared';
import type { ContestList, StoreProduct } from './contestApi';

/** docs/requirements.md §3 contest product fields and their defaults "when missing", word for word. */
export const CONTEST_FIELD_DEFAULTS = {
  contestIntroduction: 'No introduction available',
  contestObjectives: 'No objectives available',
  targetAudience: 'No target audience specified',
  contestRules: 'No rules available',
  contestTerms: 'No terms and conditions available',
  contestPrizes: 'No prizes available',
  contestOrganizers: 'No organizers listed',
} as const;
export type ContestTextField = keyof typeof CONTEST_FIELD_DEFAULTS;
export const CONTEST_TEXT_FIELDS = Object.keys(CONTEST_FIELD_DEFAULTS) as ContestTextField[];

export function metaText(product: StoreProduct, key: string): string | null {
  const value = product.meta_data.find((m) => m.key === key)?.value;
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** The product's texts in the reader's language; null means "missing": the page shows the spec's default in the user's language. */
export function contestTexts(product: StoreProduct, language: Language = 'en'): Record<ContestTextField, string | null> {
  return Object.fromEntries(CONTEST_TEXT_FIELDS.map((f) => [f, localisedMetaText(product, f, language)])) as Record<ContestTextField, string | null>;
}

/**
 * A contest text in the reader's language: the organiser's `<key>_ta` / `<key>_bm` meta where
 * there is one (issue 27: contest 815 was English on Tamil and Malay screens), else the spec's
 * own key.
 */
export function localisedMetaText(product: StoreProduct, key: string, language: Language): string | null {
  return (language === 'en' ? null : metaText(product, `${key}_${language}`)) ?? metaText(product, key);
}

/** When a contest product's contest is and its state, in Malaysian wall clock (docs/requirements.md §3 contestDate, …). */
export interface ContestWhen {
  date: string;
  startTime: string;
  endTime: string;
  /** by the server's clock, a testing override included */
  state: ContestState;
}

/**
 * The window of the contest a store product enters, from the contest record (GET contests):
 * the one place a window is set (docs/contests.md), so the contest list, this product's page and
 * the contest home say the same, by the server's clock. Null: no contest, or one without a window.
 */
export function contestWhen(list: ContestList, productId: number): ContestWhen | null {
  const contest = list.contests.find((c) => c.productId === productId);
  if (!contest?.startsAt || !contest.endsAt) return null;
  const start = formatMalaysiaTime(Date.parse(contest.startsAt));
  return { date: start.slice(0, 10), startTime: start.slice(11), endTime: formatMalaysiaTime(Date.parse(contest.endsAt)).slice(11), state: contest.state };
}
