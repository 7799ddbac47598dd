import { useLayoutEffect, type RefObject } from 'react';

/**
 * Keeps the page no taller than the screen by letting one box scroll inside itself: a passage that
 * is longer than a phone can show keeps the game's buttons (Done, its verdict) in view, as the
 * board and its input must be on one screen. The box never gets shorter than `minPx`; on a screen
 * too small for that the page scrolls as a last resort. Measured after every render and on resize.
 */
export function useScrollBoxFit(box: RefObject<HTMLElement | null>, minPx = 160): void {
  useLayoutEffect(() => {
    const el = box.current;
    if (!el || typeof window === 'undefined') return undefined;
    const fit = () => {
      el.style.maxHeight = '';
      const over = document.documentElement.scrollHeight - window.innerHeight;
      if (over > 0) el.style.maxHeight = `${Math.max(minPx, el.clientHeight - over)}px`;
    };
    fit();
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  });
}
