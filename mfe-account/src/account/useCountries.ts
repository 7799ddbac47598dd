import { useLoadData } from '@app/shared';
import { fetchCountries, type Country } from './accountApi';

/** Used when the list cannot be loaded, so a Malaysian user can still register. */
export const FALLBACK_COUNTRIES: Country[] = [{ cca2: 'MY', name: { common: 'Malaysia' } }];

/** The countries to choose from: the fallback while the list loads, when it fails or when it is empty. */
export function useCountries(): { countries: Country[]; loading: boolean; failed: boolean } {
  const list = useLoadData(({ http, signal }) => fetchCountries(http, signal), []);
  const countries = list.data?.length ? list.data : FALLBACK_COUNTRIES;
  return { countries, loading: list.loading, failed: list.status === 'error' };
}
