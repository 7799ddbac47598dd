import { useEffect, useLayoutEffect, type RefObject } from 'react';

/**
 * Shrinks the text of each element matching `selector` inside `root` that is wider than its box
 * (a Tamil letter such as னை or க்ஷ in a small cell, in whatever font the phone has), so no letter
 * is ever clipped or spills onto a neighbour. Runs after every render; cheap for a few hundred cells.
 */
export function useFitText(root: RefObject<HTMLElement | null>, selector: string): void {
  useLayoutEffect(() => fitAll(root.current, selector));
  // A Tamil web font arriving after the fit makes a fitted word wider again ("தவளை" clipped in a
  // pair card): fit again when fonts finish loading.
  useEffect(() => {
    const fonts = typeof document === 'undefined' ? undefined : document.fonts;
    if (!fonts) return;
    let live = true;
    const refit = () => live && fitAll(root.current, selector);
    fonts.addEventListener('loadingdone', refit);
    void fonts.ready.then(refit);
    return () => {
      live = false;
      fonts.removeEventListener('loadingdone', refit);
    };
  }, [root, selector]);
}

function fitAll(el: HTMLElement | null, selector: string): void {
  if (!el) return;
  for (const cell of el.querySelectorAll<HTMLElement>(selector)) fitText(cell);
}

/** Shrinks one element's font until its content fits its width (at most a few steps). */
export function fitText(cell: HTMLElement): void {
  cell.style.fontSize = '';
  for (let step = 0; step < 4 && cell.clientWidth > 0 && cell.scrollWidth > cell.clientWidth; step++) {
    const size = parseFloat(getComputedStyle(cell).fontSize);
    cell.style.fontSize = `${Math.floor(size * (cell.clientWidth / cell.scrollWidth) * 0.95 * 10) / 10}px`;
  }
}
