import { useEffect, type RefObject } from 'react';

/**
 * Publishes the app bar's real height as `--app-bar-height` on <html>: the side menu, the game's
 * HUD (which sticks under the bar) and `scroll-padding-top` (focus never lands under the bar,
 * WCAG 2.4.11) read it, so none of them assumes 3.5rem when the bar wraps at a large font.
 *
 * The height comes from the ResizeObserver's reports, which arrive once the page is laid out and
 * before it is painted. Reading it in the effect forced the whole first page's style and layout
 * inside React's commit: at 4x CPU, 50–85 ms of the load's longest task (issue 22.6). And the
 * property is written only when the bar is not the stylesheet's 3.5rem: a custom property on
 * <html> restyles every element that inherits it, which is all of them.
 */
export function useHeaderHeight(header: RefObject<HTMLElement | null>, root: HTMLElement = document.documentElement) {
  useEffect(() => {
    const el = header.current;
    if (!el) return undefined;
    const publish = (height: number) => {
      const px = Math.ceil(height);
      const rem = parseFloat(getComputedStyle(root).fontSize) || 16;
      const value = `${px}px`;
      if (root.style.getPropertyValue('--app-bar-height') === value) return;
      if (px === Math.ceil(3.5 * rem) && !root.style.getPropertyValue('--app-bar-height')) return;
      root.style.setProperty('--app-bar-height', value);
    };
    if (typeof ResizeObserver === 'undefined') {
      publish(el.getBoundingClientRect().height);
      return undefined;
    }
    const observer = new ResizeObserver(([entry]) => publish(entry?.borderBoxSize?.[0]?.blockSize ?? el.getBoundingClientRect().height));
    observer.observe(el);
    return () => observer.disconnect();
  }, [header, root]);
}
