import worldCountries from 'world-countries';

export interface Country {
  cca2: string;
  name: { common: string };
}

let cached: Country[] | undefined;

/**
 * docs/requirements.md §7 "public countries list … cca2 and name.common, sorted by name", from the bundled
 * `world-countries` package (no network). Built once per process: the data never changes at run time.
 */
export function countryList(): Country[] {
  cached ??= worldCountries.map((c) => ({ cca2: c.cca2, name: { common: c.name.common } })).sort((a, b) => a.name.common.localeCompare(b.name.common, 'en'));
  return cached;
}

export function isCountryCode(code: string): boolean {
  return countryList().some((c) => c.cca2 === code);
}
