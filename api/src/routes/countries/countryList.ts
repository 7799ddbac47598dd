import worldCountries from 'world-countries';

export interface Country {
  cca2: string;
  name: { common: string };
}

/** The app's languages as CLDR locales (bm is Malay, `ms`). */
export const COUNTRY_LOCALES = { en: 'en', ta: 'ta', bm: 'ms' } as const;
export type CountryLanguage = keyof typeof COUNTRY_LOCALES;

const cached = new Map<CountryLanguage, Country[]>();

/**
 * A country's name in the reader's language: CLDR's, through Node's ICU (`Intl.DisplayNames`,
 * full CLDR data in every official Node build), so the Tamil form says மலேசியா and the Malay
 * one Singapura (issue 27: the list was English on the Tamil form). English keeps the
 * `world-countries` names the spec's list has always had; a name ICU does not know stays English.
 */
function localName(language: CountryLanguage, code: string, english: string): string {
  if (language === 'en') return english;
  try {
    const name = new Intl.DisplayNames([COUNTRY_LOCALES[language]], { type: 'region', fallback: 'none' }).of(code);
    return name && name !== code ? name : english;
  } catch {
    return english;
  }
}

/**
 * docs/requirements.md §7 "public countries list … cca2 and name.common, sorted by name", from the bundled
 * `world-countries` package (no network), named and sorted in `language` (default English).
 * Built once per process and language: the data never changes at run time.
 */
export function countryList(language: CountryLanguage = 'en'): Country[] {
  let list = cached.get(language);
  if (!list) {
    const collator = new Intl.Collator(COUNTRY_LOCALES[language]);
    list = worldCountries
      .map((c) => ({ cca2: c.cca2, name: { common: localName(language, c.cca2, c.name.common) } }))
      .sort((a, b) => collator.compare(a.name.common, b.name.common));
    cached.set(language, list);
  }
  return list;
}

export function isCountryCode(code: string): boolean {
  return countryList().some((c) => c.cca2 === code);
}
