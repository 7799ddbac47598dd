import { useEffect, useLayoutEffect, type RefObject } from 'react';

/**
 * Shrinks the text of each element matching `selector` inside `root` that is wider than its box
 * (a Tamil letter such as னை or க்ஷ in a small cell, in whatever font the phone has), so no letter
 * is ever clipped or spills onto a neighbour. Runs after every render; see fitTexts for its cost.
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
  if (el) fitTexts(el.querySelectorAll<HTMLElement>(selector));
}

const overflows = (cell: HTMLElement): boolean => cell.clientWidth > 0 && cell.scrollWidth > cell.clientWidth;

/**
 * Shrinks each element's font until its content fits its width (at most a few steps). All cells
 * are reset, then measured, then resized, then measured again, so the browser lays the page out
 * once per step, not once per cell: fitting a word search's or a keypad's cells one by one forced
 * a layout per cell, 80 ms of a 230 ms task on a cheap phone at 4x CPU (issue 22).
 */
export function fitTexts(cells: Iterable<HTMLElement>): void {
  const all = [...cells];
  for (const cell of all) if (cell.style.fontSize) cell.style.fontSize = '';
  let over = all.filter(overflows);
  for (let step = 0; step < 4 && over.length > 0; step++) {
    const sizes = over.map((cell) => Math.floor(parseFloat(getComputedStyle(cell).fontSize) * (cell.clientWidth / cell.scrollWidth) * 0.95 * 10) / 10);
    over.forEach((cell, i) => (cell.style.fontSize = `${sizes[i]}px`));
    over = over.filter(overflows);
  }
}
