import { act, render } from '@testing-library/react';
import { fitTexts, useRefitWhenFontsLoad } from './useFitText';

// A cell of `chars` letters in a 40 px box; its text is chars × 0.6 × font size wide (20 px unless
// shrunk), narrower in the condensed face (as Noto Sans Tamil's: 0.76 of that at 62.5 %, once the
// face is there) and 1.1 × as wide in bold. Every read of its size is logged, and so is every font
// write: a read after a write is a layout the browser must do at once.
const BOX = 40;
const APP_FONT = "'Noto Sans Tamil', system-ui, sans-serif";
const log: ('read' | 'write')[] = [];
const writes: string[] = [];
let condensedLoaded = true;

interface CellStyle {
  fontSize: string;
  fontFamily: string;
  fontStretch: string;
  fontWeight: string;
}
/** what a cell's stylesheet gives it (getComputedStyle without the inline style) */
const sheet = new WeakMap<HTMLElement, { fontFamily: string; fontWeight: string }>();

function cell(chars: number, { text = '', family = APP_FONT, bold = false }: { text?: string; family?: string; bold?: boolean } = {}): HTMLElement {
  const el = document.createElement('span');
  el.textContent = text;
  const values: CellStyle = { fontSize: '', fontFamily: '', fontStretch: '', fontWeight: '' };
  const style = Object.fromEntries(
    (Object.keys(values) as (keyof CellStyle)[]).map((name) => [
      name,
      {
        get: () => values[name],
        set: (value: string) => {
          log.push('write');
          writes.push(`${name}=${value}`);
          values[name] = value;
        },
        enumerable: true,
      },
    ]),
  );
  const size = () => parseFloat(values.fontSize || '20px');
  const condensed = () => condensedLoaded && values.fontFamily.startsWith("'Noto Sans Tamil Variable'");
  const narrowing = () => (condensed() && values.fontStretch ? 1 - 0.0063 * (100 - parseFloat(values.fontStretch)) : 1);
  const weight = () => ((values.fontWeight || (bold ? '700' : '400')) === '700' ? 1.1 : 1);
  sheet.set(el, { fontFamily: family, fontWeight: bold ? '700' : '400' });
  Object.defineProperties(el, {
    style: { value: Object.defineProperties({}, style) },
    clientWidth: { get: () => (log.push('read'), BOX) },
    scrollWidth: { get: () => (log.push('read'), Math.max(BOX, Math.round(chars * 0.6 * size() * narrowing() * weight()))), configurable: true },
  });
  return el;
}

/** How many times the page is laid out: each run of reads after a write. */
const layouts = () => log.filter((entry, i) => entry === 'read' && (i === 0 || log[i - 1] === 'write')).length;

beforeEach(() => {
  log.length = 0;
  writes.length = 0;
  condensedLoaded = true;
  jest.spyOn(window, 'getComputedStyle').mockImplementation((el) => {
    const { style } = el as HTMLElement;
    const own = sheet.get(el as HTMLElement);
    return {
      fontSize: style.fontSize || '20px',
      fontFamily: style.fontFamily || own?.fontFamily,
      fontWeight: style.fontWeight || own?.fontWeight,
    } as CSSStyleDeclaration;
  });
});
afterEach(() => jest.restoreAllMocks());

describe('fitTexts (issue 22: no layout per cell)', () => {
  it('shrinks only the cells whose text is wider than their box, until it fits', () => {
    const cells = [cell(2), cell(5), cell(3), cell(9)];
    fitTexts(cells);
    expect(cells.map((c) => c.style.fontSize)).toEqual(['', '12.6px', '', '7px']);
    expect(cells.every((c) => c.scrollWidth <= c.clientWidth)).toBe(true);
  });

  it('lays the page out once per step, not once per cell', () => {
    const cells = Array.from({ length: 60 }, (_, i) => cell(i % 2 === 0 ? 2 : 5));
    cells.forEach((c) => (c.style.fontSize = '18px')); // sizes left by the last render
    log.length = 0;
    fitTexts(cells, { force: true });
    // reset all, measure (1), resize the 30 that overflow, measure again (2)
    expect(layouts()).toBe(2);
    expect(cells.filter((c) => c.style.fontSize === '12.6px')).toHaveLength(30);
  });

  it('writes nothing when every cell fits and none was shrunk', () => {
    fitTexts([cell(1), cell(2)]);
    expect(log).not.toContain('write');
  });

  it('leaves cells fitted for the same text alone, so a key press does not lay the keypad out again', () => {
    const cells = [cell(2), cell(5), cell(9)];
    cells.forEach((c, i) => (c.textContent = ['அ', 'னை', 'க்ஷ'][i] ?? ''));
    fitTexts(cells);
    const sizes = cells.map((c) => c.style.fontSize);
    log.length = 0;
    fitTexts(cells);
    // their widths are read (one layout, which the next frame needs anyway), and nothing is written
    expect(log).not.toContain('write');
    expect(layouts()).toBe(1);
    expect(cells.map((c) => c.style.fontSize)).toEqual(sizes);
  });

  it('fits again only the cell whose text changed, and every cell when forced', () => {
    const cells = [cell(9), cell(9), cell(9)];
    fitTexts(cells);
    cells.forEach((c) => (c.style.fontSize = '20px')); // as if a new box had undone the fit
    cells[1]!.textContent = 'x'; // not Tamil: made smaller only (below)
    fitTexts(cells);
    expect(cells.map((c) => c.style.fontSize)).toEqual(['20px', '7px', '20px']);
    fitTexts(cells, { force: true });
    expect(cells.map((c) => c.style.fontSize)).toEqual(['7px', '7px', '7px']);
  });
});

describe('fitTexts: narrower before smaller (issue 22, docs/adr/0032)', () => {
  const fits = (c: HTMLElement) => c.scrollWidth <= c.clientWidth;

  it('sets a Tamil letter a little too wide in the condensed face at its own size', () => {
    const c = cell(4, { text: 'கோ' }); // 48 px in a 40 px box
    fitTexts([c]);
    expect(c.style.fontFamily).toBe(`'Noto Sans Tamil Variable', ${APP_FONT}`);
    expect(parseFloat(c.style.fontStretch)).toBeGreaterThanOrEqual(62.5);
    expect(parseFloat(c.style.fontStretch)).toBeLessThan(100);
    expect(c.style.fontSize).toBe('');
    expect(c.dataset.fit).toBe('narrow');
    expect(fits(c)).toBe(true);
  });

  it('makes a letter smaller only once it is at the narrowest width, and then keeps it there', () => {
    const c = cell(5, { text: 'ணை' }); // 60 px: 45.6 at 62.5 %, still too wide
    fitTexts([c]);
    expect(c.style.fontStretch).toBe('62.5%');
    expect(c.dataset.fit).toBe('small');
    expect(parseFloat(c.style.fontSize)).toBeLessThan(20);
    // condensed and 16.5 px, where shrinking alone made it 12.6 px
    expect(c.style.fontSize).toBe('16.5px');
    expect(fits(c)).toBe(true);
    const order = writes.map((w) => w.split('=')[0]);
    expect(order.lastIndexOf('fontStretch')).toBeLessThan(order.indexOf('fontSize'));
  });

  it('takes a bold letter that is still too wide at the narrowest width to the regular weight before making it smaller', () => {
    const c = cell(4.2, { text: 'னை', bold: true }); // 55.4 px; 42.4 at 62.5 %; 38.5 regular
    fitTexts([c]);
    expect(c.style.fontStretch).toBe('62.5%');
    expect(c.style.fontWeight).toBe('400');
    expect(c.style.fontSize).toBe('');
    expect(c.dataset.fit).toBe('narrow');
    const order = writes.map((w) => w.split('=')[0]);
    expect(order.indexOf('fontStretch')).toBeLessThan(order.indexOf('fontWeight'));
  });

  it('only makes smaller what the condensed face cannot narrow: Latin text, or a font the child chose', () => {
    const latin = cell(5, { text: 'WOMBAT' });
    const baloo = cell(5, { text: 'ணை', family: "'Baloo Thambi 2 Variable', 'Noto Sans Tamil', system-ui, sans-serif" });
    fitTexts([latin, baloo]);
    for (const c of [latin, baloo]) {
      expect(c.style.fontFamily).toBe('');
      expect(c.style.fontStretch).toBe('');
      expect(c.style.fontSize).toBe('12.6px');
      expect(c.dataset.fit).toBe('small');
    }
  });

  it('makes a letter smaller while the condensed face is not there, and narrows it instead when it arrives (the forced refit)', () => {
    condensedLoaded = false;
    const c = cell(4, { text: 'கோ' });
    fitTexts([c]);
    // one narrowing that changed nothing, then smaller
    expect(c.dataset.fit).toBe('small');
    expect(fits(c)).toBe(true);
    condensedLoaded = true;
    fitTexts([c], { force: true });
    expect(c.dataset.fit).toBe('narrow');
    expect(c.style.fontSize).toBe('');
    expect(fits(c)).toBe(true);
  });

  it('does not narrow before the condensed face has arrived: it asks for it once, makes the letter smaller, and narrows on the refit', () => {
    condensedLoaded = false;
    const load = jest.fn(() => Promise.resolve([]));
    const fonts = { check: jest.fn(() => condensedLoaded), load };
    Object.defineProperty(document, 'fonts', { value: fonts, configurable: true });
    try {
      const cells = [cell(4, { text: 'கோ' }), cell(5, { text: 'ணை' })];
      fitTexts(cells);
      // no narrowing that would change nothing: measure (1), smaller (2)
      expect(writes.filter((w) => w.startsWith('fontStretch'))).toEqual([]);
      expect(layouts()).toBe(2);
      expect(cells.map((c) => c.dataset.fit)).toEqual(['small', 'small']);
      expect(load).toHaveBeenCalledTimes(1);
      expect(load).toHaveBeenCalledWith("16px 'Noto Sans Tamil Variable'", 'க');
      condensedLoaded = true;
      fitTexts(cells, { force: true });
      expect(cells[0]!.dataset.fit).toBe('narrow');
      expect(cells.every(fits)).toBe(true);
    } finally {
      Reflect.deleteProperty(document, 'fonts');
    }
  });

  it('still lays the page out once per step: condensed letters in one step, the widest in two', () => {
    const cells = Array.from({ length: 60 }, (_, i) => cell([2, 4, 5][i % 3]!, { text: 'கோ' }));
    fitTexts(cells, { force: true });
    // measure (1); narrow the 40 too wide (2), the 20 too wide even condensed at once to 62.5 %;
    // make those smaller (3)
    expect(layouts()).toBe(3);
    expect(cells.every(fits)).toBe(true);
    expect(cells.filter((c) => c.dataset.fit === 'narrow')).toHaveLength(20);
    expect(cells.filter((c) => c.dataset.fit === 'small')).toHaveLength(20);
  });

  it('undoes the whole fit when the text changes to one that fits', () => {
    const c = cell(5, { text: 'ணை', bold: true });
    fitTexts([c]);
    c.textContent = 'க';
    Object.defineProperty(c, 'scrollWidth', { get: () => BOX });
    fitTexts([c]);
    expect([c.style.fontFamily, c.style.fontStretch, c.style.fontWeight, c.style.fontSize, c.dataset.fit]).toEqual(['', '', '', '', undefined]);
  });
});

describe('useRefitWhenFontsLoad', () => {
  // the crossword fits its cells itself: a font arriving after that fit left a letter 37 px wide in
  // its 35 px cell, as the fit is remembered by text, class and width, which the font does not change
  it('calls the refit in the next frame when fonts finish loading, once however many say so, the latest one given, and no more after unmount', async () => {
    const fonts = Object.assign(new EventTarget(), { ready: Promise.resolve() });
    Object.defineProperty(document, 'fonts', { value: fonts, configurable: true });
    const frames = new Map<number, FrameRequestCallback>();
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => (frames.set(frames.size + 1, callback), frames.size));
    jest.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => frames.delete(id));
    const nextFrame = () => {
      const due = [...frames.values()];
      frames.clear();
      due.forEach((callback) => callback(0));
    };
    const calls: string[] = [];
    function Cells({ name }: { name: string }) {
      useRefitWhenFontsLoad(() => calls.push(name));
      return null;
    }
    const { rerender, unmount } = render(<Cells name="first" />);
    // `ready` and `loadingdone` together: one refit
    await act(async () => fonts.ready);
    fonts.dispatchEvent(new Event('loadingdone'));
    expect(calls).toEqual([]);
    nextFrame();
    expect(calls).toEqual(['first']);
    rerender(<Cells name="second" />);
    fonts.dispatchEvent(new Event('loadingdone'));
    nextFrame();
    expect(calls).toEqual(['first', 'second']);
    fonts.dispatchEvent(new Event('loadingdone'));
    unmount();
    nextFrame();
    fonts.dispatchEvent(new Event('loadingdone'));
    nextFrame();
    expect(calls).toEqual(['first', 'second']);
    Reflect.deleteProperty(document, 'fonts');
  });
});
