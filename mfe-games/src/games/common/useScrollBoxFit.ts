import { useLayoutEffect, type RefObject } from 'react';

/**
 * Keeps the page no taller than the screen by letting one box scroll inside itself: a passage that
 * is longer than a phone can show keeps the game's buttons (Done, its verdict) in view, as the
 * board and its input must be on one screen. The box never gets shorter than `minPx`; on a screen
 * too small for that the page scrolls as a last resort.
 *
 * Fitted once before the first paint, then whenever the page's or the box's size changes
 * (a ResizeObserver, which runs after the frame's own layout) and on resize. A fit adjusts the
 * box's height from where it is, without first letting it grow back to its full height: that
 * reset, run after every render, laid the whole passage out twice in each tap's task (34 ms of a
 * 165 ms task at 4x CPU, issue 22.6).
 */
export function useScrollBoxFit(box: RefObject<HTMLElement | null>, minPx = 160): void {
  useLayoutEffect(() => {
    const el = box.current;
    if (!el || typeof window === 'undefined') return undefined;
    const fit = () => {
      const over = document.documentElement.scrollHeight - window.innerHeight;
      const height = el.clientHeight;
      // what the box hides below its fold: room it may give back when the page has some to spare
      const hidden = el.scrollHeight - height;
      if (over > 0) el.style.maxHeight = `${Math.max(minPx, height - over)}px`;
      else if (over < 0 && hidden > 0) el.style.maxHeight = `${height + Math.min(-over, hidden)}px`;
    };
    fit();
    window.addEventListener('resize', fit);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
    observer?.observe(document.body);
    observer?.observe(el);
    return () => {
      window.removeEventListener('resize', fit);
      observer?.disconnect();
    };
  }, [box, minPx]);
}
