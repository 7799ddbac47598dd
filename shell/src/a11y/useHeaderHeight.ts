import { useEffect, type RefObject } from 'react';

/**
 * Publishes the app bar's real height as `--app-bar-height` on <html>: the side menu, the game's
 * HUD (which sticks under the bar) and `scroll-padding-top` (focus never lands under the bar,
 * WCAG 2.4.11) read it, so none of them assumes 3.5rem when the bar wraps at a large font.
 */
export function useHeaderHeight(header: RefObject<HTMLElement | null>, root: HTMLElement = document.documentElement) {
  useEffect(() => {
    const el = header.current;
    if (!el) return undefined;
    const publish = () => root.style.setProperty('--app-bar-height', `${Math.ceil(el.getBoundingClientRect().height)}px`);
    publish();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(publish);
    observer.observe(el);
    return () => observer.disconnect();
  }, [header, root]);
}
