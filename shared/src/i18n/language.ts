/** docs/requirements.md §1/§4: "Languages: en, ta, bm. Default is ta. Any other value falls back to ta with a warning." */
export const LANGUAGES = ['ta', 'en', 'bm'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ta';

export interface LanguageResolution {
  language: Language;
  /** Set when the input was not a supported language and Tamil was chosen instead. */
  warning?: string;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function resolveLanguage(value: unknown): LanguageResolution {
  if (value === undefined || value === null || value === '') return { language: DEFAULT_LANGUAGE };
  if (isLanguage(value)) return { language: value };
  return {
    language: DEFAULT_LANGUAGE,
    warning: `Unsupported language "${String(value)}"; falling back to ${DEFAULT_LANGUAGE}.`,
  };
}

/** BCP-47 tag for Intl APIs and the html lang attribute ("bm" is our code for Malay). */
export function languageTag(language: Language): string {
  return language === 'bm' ? 'ms' : language;
}
