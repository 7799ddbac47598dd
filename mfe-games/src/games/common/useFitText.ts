import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useOnWidthChange } from './useOnWidthChange';

/**
 * Fits the text of each element matching `selector` inside `root` that is wider than its box (a
 * Tamil letter such as னை or க்ஷ in a small cell), so no letter is ever clipped or spills onto a
 * neighbour: narrower first (Noto Sans Tamil's condensed design), smaller only if that is not
 * enough (see fitTexts). Runs after every render, but fits only the cells whose text changed, and
 * all of them again when the root's size changes or a font arrives, as those change every cell's
 * box (the condensed face itself arrives after the first fit that asks for it).
 */
export function useFitText(root: RefObject<HTMLElement | null>, selector: string): void {
  useLayoutEffect(() => fitAll(root.current, selector, false));
  useRefitWhenFontsLoad(() => fitAll(root.current, selector, true));
  // a new box width changes every cell's box while their text stays: fit them all again
  useOnWidthChange(root, () => fitAll(root.current, selector, true));
}

/**
 * A Tamil web font arriving after the fit makes a fitted word wider again ("தவளை" clipped in a
 * pair card, a crossword letter 37 px in its 35 px cell) while its text, class and width, what a
 * fit is remembered by, stay the same: `refit` (forced) runs, in the next frame, when fonts finish
 * loading. So does the condensed face (CONDENSED_FAMILY), fetched when a first fit asks for it:
 * until it is there that fit makes the letter smaller; the refit narrows it instead.
 */
export function useRefitWhenFontsLoad(refit: () => void): void {
  const latest = useRef(refit);
  latest.current = refit;
  useEffect(() => {
    const fonts = fontFaces();
    if (!fonts) return;
    let live = true;
    // `ready` and `loadingdone` come together when a game's fonts arrive: one refit per frame, as a
    // forced refit measures every cell again (a second one is a whole long task for nothing)
    let frame: number | null = null;
    const onLoaded = () => {
      if (live && frame === null)
        frame = requestAnimationFrame(() => {
          frame = null;
          if (live) latest.current();
        });
    };
    fonts.addEventListener('loadingdone', onLoaded);
    void fonts.ready.then(onLoaded);
    return () => {
      live = false;
      if (frame !== null) cancelAnimationFrame(frame);
      fonts.removeEventListener('loadingdone', onLoaded);
    };
  }, []);
}

/** The page's FontFaceSet, where there is one (not in jsdom). */
const fontFaces = (): FontFaceSet | undefined => (typeof document === 'undefined' ? undefined : document.fonts);

function fitAll(el: HTMLElement | null, selector: string, force: boolean): void {
  if (el) fitTexts(el.querySelectorAll<HTMLElement>(selector), { force });
}

/** A cell's text: an input's value, or its text. */
const textOf = (cell: HTMLElement): string => (cell instanceof HTMLInputElement ? cell.value : (cell.textContent ?? ''));

/**
 * What a cell was fitted for: its text (an input's value), its class and its width. Reading the
 * width lays the page out once, as the next frame would anyway; resetting every cell's font is
 * what made the browser restyle and lay out the whole board again, twice.
 */
const fitKey = (cell: HTMLElement): string => `${textOf(cell)}\u0000${cell.className}\u0000${cell.clientWidth}`;
const fittedFor = new WeakMap<HTMLElement, string>();

const overflows = (cell: HTMLElement): boolean => cell.clientWidth > 0 && cell.scrollWidth > cell.clientWidth;

/**
 * Noto Sans Tamil's condensed design, declared by the shell (shell/src/condensedTamil.css) and the
 * dev harness: the same letters on a width axis from 62.5 % to 100 % (docs/adr/0032).
 */
export const CONDENSED_FAMILY = 'Noto Sans Tamil Variable';
/** The narrowest font-stretch of CONDENSED_FAMILY, %. */
export const NARROWEST = 62.5;
/**
 * How much narrower a Noto Sans Tamil letter gets per % of font-stretch, measured at 22 px in
 * Chromium: at 87.5 % a letter is 0.91 of its width, at 75 % 0.83, at 62.5 % 0.76 (ணை 61.8 → 47.2 px).
 */
const NARROWING_PER_STRETCH = 0.0063;
/** A letter in Tamil script: the condensed face holds the Tamil subset alone. */
const TAMIL = /[\u0B80-\u0BFF]/;
/** Set in Noto Sans Tamil (the app's font; not a font the child chose, as Baloo Thambi 2). */
const NOTO_SANS_TAMIL_FIRST = /^\s*["']?Noto Sans Tamil["']?\s*(,|$)/;

/**
 * Whether CONDENSED_FAMILY is there to narrow with. Its @font-face is fetched on first use: asked
 * here, once a fit needs it. Until it has arrived a fit makes letters smaller at once, and the refit
 * when it arrives (useRefitWhenFontsLoad) narrows them instead: narrowing in a face that is not
 * there changed nothing, and finding that out cost two more layouts of every too-wide cell (the hard
 * word search's first board: 330–440 ms at 4x CPU, against about 230 ms without the face).
 */
let condensedArrived = false;
function condensedReady(): boolean {
  if (condensedArrived) return true;
  const fonts = fontFaces();
  // no FontFaceSet to ask (jsdom): narrowing is tried and judged by its effect
  if (typeof fonts?.check !== 'function') return true;
  const face = `16px '${CONDENSED_FAMILY}'`;
  if (fonts.check(face, 'க')) return (condensedArrived = true);
  fonts.load(face, 'க').catch(() => undefined);
  return false;
}

/** Where a cell's fit stands during fitTexts. */
interface Fitting {
  cell: HTMLElement;
  /** its font-stretch, %: 100 until narrowed */
  stretch: number;
  /** its text's width at the last measure */
  width: number;
  /** whether narrowing can help: Tamil text in Noto Sans Tamil, and the last narrowing took effect */
  narrowable: boolean;
}

/** The font-stretch that makes a letter `stretch` % wide, now `ratio` too wide, fit (rounded down to 0.5 %). */
function narrowerStretch(stretch: number, ratio: number): number {
  const widthNow = 1 - NARROWING_PER_STRETCH * (100 - stretch);
  const wanted = 100 - (1 - widthNow * ratio * 0.97) / NARROWING_PER_STRETCH;
  return Math.max(NARROWEST, Math.min(stretch - 1, Math.floor(wanted * 2) / 2));
}

/**
 * Fits each element's text to its width, narrowing before shrinking (issue 22: a game letter
 * stays 22 px wherever it can): a letter too wide for its cell is first set in Noto Sans Tamil's
 * condensed design (CONDENSED_FAMILY, font-stretch down to 62.5 %: the same letters, drawn
 * narrower, not stretched glyphs), and only if it still does not fit, a bold one loses its bold,
 * and then its font is made smaller. A fitted cell says how: `data-fit="narrow"` (condensed, at its
 * size) or `data-fit="small"` (made smaller, condensed first where it could be).
 *
 * All cells are reset, then measured, then changed, then measured again, so the browser lays the
 * page out once per step, not once per cell: fitting a word search's or a keypad's cells one by
 * one forced a layout per cell, 80 ms of a 230 ms task on a cheap phone at 4x CPU (issue 22). A
 * letter that fits condensed takes one step, one too wide for that two or three more.
 *
 * A cell already fitted for the same text and class at the same width keeps its fit and is not
 * reset: resetting and measuring a whole keypad after each key a child pressed laid the page
 * out again, 100–400 ms per tap at 4x CPU. `force` fits every cell (its box or its font changed:
 * the condensed face arriving after a fit, useRefitWhenFontsLoad).
 */
export function fitTexts(cells: Iterable<HTMLElement>, { force = false }: { force?: boolean } = {}): void {
  const all = force ? [...cells] : [...cells].filter((cell) => fittedFor.get(cell) !== fitKey(cell));
  if (all.length === 0) return;
  for (const cell of all) reset(cell);
  let over: Fitting[] = all.filter(overflows).map((cell) => ({
    cell,
    stretch: 100,
    width: cell.scrollWidth,
    narrowable: TAMIL.test(textOf(cell)) && NOTO_SANS_TAMIL_FIRST.test(getComputedStyle(cell).fontFamily ?? ''),
  }));
  if (over.some((f) => f.narrowable) && !condensedReady()) for (const f of over) f.narrowable = false;
  for (let step = 0; step < 6 && over.length > 0; step++) {
    // read everything the step needs, then write: one layout per step
    const changes = over.map((f) => {
      const style = getComputedStyle(f.cell);
      const ratio = f.cell.clientWidth / f.cell.scrollWidth;
      // a narrowing that left the width as it was: the condensed face lacks these letters, or
      // there is no FontFaceSet to say it has not arrived
      if (f.stretch < 100 && f.cell.scrollWidth >= f.width) f.narrowable = false;
      f.width = f.cell.scrollWidth;
      if (f.narrowable && f.stretch > NARROWEST) {
        const stretch = narrowerStretch(f.stretch, ratio);
        // the cell's own families after it: its spaces and any Latin letter, and its letters while the face loads
        const family = f.stretch === 100 ? `'${CONDENSED_FAMILY}', ${style.fontFamily}` : null;
        return () => {
          if (family) f.cell.style.fontFamily = family;
          f.stretch = stretch;
          f.cell.style.fontStretch = `${stretch}%`;
          f.cell.dataset.fit = 'narrow';
        };
      }
      // a letter's size matters more to a child than its weight (a found word's cells are bold)
      if (parseFloat(style.fontWeight) > 400) return () => (f.cell.style.fontWeight = '400');
      const size = Math.floor(parseFloat(style.fontSize) * ratio * 0.95 * 10) / 10;
      return () => {
        f.cell.style.fontSize = `${size}px`;
        f.cell.dataset.fit = 'small';
      };
    });
    changes.forEach((change) => change());
    over = over.filter((f) => overflows(f.cell));
  }
  // the widths as fitted (the last check above has just laid them out)
  for (const cell of all) fittedFor.set(cell, fitKey(cell));
}

/** Undoes a cell's last fit, writing only what was set (a write makes the browser restyle). */
function reset(cell: HTMLElement): void {
  const { style } = cell;
  if (style.fontSize) style.fontSize = '';
  if (style.fontFamily) style.fontFamily = '';
  if (style.fontStretch) style.fontStretch = '';
  if (style.fontWeight) style.fontWeight = '';
  if (cell.dataset.fit) delete cell.dataset.fit;
}
