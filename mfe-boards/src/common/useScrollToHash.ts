import { useEffect } from 'react';

/**
 * A link such as /dashboard#classes (the side menu's "My classes") lands on that part of the page
 * once it has rendered: the browser cannot, because the content arrives after the navigation.
 */
export function useScrollToHash(ready: boolean): void {
  useEffect(() => {
    if (!ready || !window.location.hash) return;
    const target = document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
    target?.scrollIntoView?.({ block: 'start' });
  }, [ready]);
}
