import { useLoadData, useReaderLanguage } from '@app/shared';
import { fetchCountries, type Country } from './accountApi';

/** Used when the list cannot be loaded, so a Malaysian user can still register. */
export const FALLBACK_COUNTRIES: Country[] = [{ cca2: 'MY', name: { common: 'Malaysia' } }];

/** The countries to choose from, named in the reader's language: the fallback while the list loads, when it fails or when it is empty. */
export function useCountries(): { countries: Country[]; loading: boolean; failed: boolean } {
  const language = useReaderLanguage();
  const list = useLoadData(({ http, signal }) => fetchCountries(http, language, signal), [language]);
  const countries = list.data?.length ? list.data : FALLBACK_COUNTRIES;
  return { countries, loading: list.loading, failed: list.status === 'error' };
}
