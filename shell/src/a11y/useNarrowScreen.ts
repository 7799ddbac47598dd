import { useEffect, useState } from 'react';

/** The side menu's breakpoint (SideMenu.module.css): at or under it the menu is a drawer. */
export const DRAWER_QUERY = '(max-width: 768px)';

/** Whether the screen is at or under the drawer breakpoint, following resizes and rotations. */
export function useNarrowScreen(query = DRAWER_QUERY): boolean {
  const mql = typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
  const [narrow, setNarrow] = useState(() => mql?.matches ?? false);
  useEffect(() => {
    if (!mql) return undefined;
    const change = () => setNarrow(mql.matches);
    change();
    mql.addEventListener('change', change);
    return () => mql.removeEventListener('change', change);
    // the query string is the dependency; a new MediaQueryList each render is the same query
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query]);
  return narrow;
}
