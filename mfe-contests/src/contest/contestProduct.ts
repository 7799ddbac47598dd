import { contestWindowFromMeta, type ContestWindow, type Language } from '@app/shared';
import type { StoreProduct } from './contestApi';

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

export interface ContestDetails {
  date: string | null;
  startTime: string | null;
  endTime: string | null;
  window: ContestWindow | null;
  /** null means "missing": the page shows the spec's default in the user's language */
  texts: Record<ContestTextField, string | null>;
}

/**
 * A contest text in the reader's language: the organiser's `<key>_ta` / `<key>_bm` meta where
 * there is one (issue 27: contest 815 was English on Tamil and Malay screens), else the spec's
 * own key.
 */
export function localisedMetaText(product: StoreProduct, key: string, language: Language): string | null {
  return (language === 'en' ? null : metaText(product, `${key}_${language}`)) ?? metaText(product, key);
}

export function contestDetails(product: StoreProduct, language: Language = 'en'): ContestDetails {
  const date = metaText(product, 'contestDate');
  const startTime = metaText(product, 'contestStartTime');
  const endTime = metaText(product, 'contestEndTime');
  const texts = Object.fromEntries(CONTEST_TEXT_FIELDS.map((f) => [f, localisedMetaText(product, f, language)])) as Record<ContestTextField, string | null>;
  return {
    date,
    startTime,
    endTime,
    window: contestWindowFromMeta({ contestDate: date ?? undefined, contestStartTime: startTime ?? undefined, contestEndTime: endTime ?? undefined }),
    texts,
  };
}
