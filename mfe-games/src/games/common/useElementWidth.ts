import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The element's inner width in CSS pixels, kept up to date (rotation, a narrower window). `initial`
 * (the width measured before the element was drawn) or 0 until measured, and 0 where nothing is
 * laid out (jsdom): callers treat 0 as "no limit known".
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>, initial = 0): number {
  const [width, setWidth] = useState(initial);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setWidth(el.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
