import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Shrinks the text of each element matching `selector` inside `root` that is wider than its box
 * (a Tamil letter such as னை or க்ஷ in a small cell, in whatever font the phone has), so no letter
 * is ever clipped or spills onto a neighbour. Runs after every render, but fits only the cells
 * whose text changed (see fitTexts), and all of them again when the root's size changes or a font
 * arrives, as those change every cell's box.
 */
export function useFitText(root: RefObject<HTMLElement | null>, selector: string): void {
  useLayoutEffect(() => fitAll(root.current, selector, false));
  useRefitWhenFontsLoad(() => fitAll(root.current, selector, true));
  // A new box width (the phone turned, a larger text size) changes every cell's box while their
  // text stays: fit them all again. The observer's first call only reports the size it started at.
  useEffect(() => {
    const el = root.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    let width: number | null = null;
    const observer = new ResizeObserver(([entry]) => {
      const next = entry?.contentRect.width ?? 0;
      if (width !== null && next !== width) fitAll(el, selector, true);
      width = next;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [root, selector]);
}

/**
 * A Tamil web font arriving after the fit makes a fitted word wider again ("தவளை" clipped in a
 * pair card, a crossword letter 37 px in its 35 px cell) while its text, class and width, what a
 * fit is remembered by, stay the same: `refit` (forced) runs when fonts finish loading.
 */
export function useRefitWhenFontsLoad(refit: () => void): void {
  const latest = useRef(refit);
  latest.current = refit;
  useEffect(() => {
    const fonts = typeof document === 'undefined' ? undefined : document.fonts;
    if (!fonts) return;
    let live = true;
    const onLoaded = () => live && latest.current();
    fonts.addEventListener('loadingdone', onLoaded);
    void fonts.ready.then(onLoaded);
    return () => {
      live = false;
      fonts.removeEventListener('loadingdone', onLoaded);
    };
  }, []);
}

function fitAll(el: HTMLElement | null, selector: string, force: boolean): void {
  if (el) fitTexts(el.querySelectorAll<HTMLElement>(selector), { force });
}

/**
 * What a cell was fitted for: its text (an input's value), its class and its width. Reading the
 * width lays the page out once, as the next frame would anyway; resetting every cell's font is
 * what made the browser restyle and lay out the whole board again, twice.
 */
const fitKey = (cell: HTMLElement): string =>
  `${cell instanceof HTMLInputElement ? cell.value : (cell.textContent ?? '')}\u0000${cell.className}\u0000${cell.clientWidth}`;
const fittedFor = new WeakMap<HTMLElement, string>();

const overflows = (cell: HTMLElement): boolean => cell.clientWidth > 0 && cell.scrollWidth > cell.clientWidth;

/**
 * Shrinks each element's font until its content fits its width (at most a few steps). All cells
 * are reset, then measured, then resized, then measured again, so the browser lays the page out
 * once per step, not once per cell: fitting a word search's or a keypad's cells one by one forced
 * a layout per cell, 80 ms of a 230 ms task on a cheap phone at 4x CPU (issue 22).
 *
 * A cell already fitted for the same text and class at the same width keeps its size and is not
 * reset: resetting and measuring a whole keypad after each key a child pressed laid the page
 * out again, 100–400 ms per tap at 4x CPU. `force` fits every cell (its box changed).
 */
export function fitTexts(cells: Iterable<HTMLElement>, { force = false }: { force?: boolean } = {}): void {
  const all = force ? [...cells] : [...cells].filter((cell) => fittedFor.get(cell) !== fitKey(cell));
  if (all.length === 0) return;
  for (const cell of all) if (cell.style.fontSize) cell.style.fontSize = '';
  let over = all.filter(overflows);
  for (let step = 0; step < 4 && over.length > 0; step++) {
    const sizes = over.map((cell) => Math.floor(parseFloat(getComputedStyle(cell).fontSize) * (cell.clientWidth / cell.scrollWidth) * 0.95 * 10) / 10);
    over.forEach((cell, i) => (cell.style.fontSize = `${sizes[i]}px`));
    over = over.filter(overflows);
  }
  // the widths as fitted (the last check above has just laid them out)
  for (const cell of all) fittedFor.set(cell, fitKey(cell));
}
