import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onChange` when `root`'s width changes (the phone turned, a larger text size), not for the
 * width it had when first observed: the observer's first report is only that.
 */
export function useOnWidthChange(root: RefObject<HTMLElement | null>, onChange: () => void): void {
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    const el = root.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    let width: number | null = null;
    const observer = new ResizeObserver(([entry]) => {
      const next = entry?.contentRect.width ?? 0;
      if (width !== null && next !== width) latest.current();
      width = next;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [root]);
}
