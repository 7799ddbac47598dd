import { useEffect, useState } from 'react';
import { usePlatform } from '@app/shared';
import { fetchCountries, type Country } from './accountApi';

/** Used when the list cannot be loaded, so a Malaysian user can still register. */
export const FALLBACK_COUNTRIES: Country[] = [{ cca2: 'MY', name: { common: 'Malaysia' } }];

export function useCountries(): { countries: Country[]; loading: boolean; failed: boolean } {
  const platform = usePlatform();
  const [state, setState] = useState<{ countries: Country[]; loading: boolean; failed: boolean }>({ countries: FALLBACK_COUNTRIES, loading: true, failed: false });
  useEffect(() => {
    let live = true;
    fetchCountries(platform.http)
      .then((countries) => live && setState({ countries: countries.length ? countries : FALLBACK_COUNTRIES, loading: false, failed: false }))
      .catch(() => live && setState({ countries: FALLBACK_COUNTRIES, loading: false, failed: true }));
    return () => {
      live = false;
    };
  }, [platform.http]);
  return state;
}
