import { act, render } from '@testing-library/react';
import { fitTexts, useRefitWhenFontsLoad } from './useFitText';

// A cell of `chars` letters in a 40 px box; its text is chars × 0.6 × font size wide (20 px unless
// shrunk). Every read of its size is logged, and so is every font write: a read after a write is a
// layout the browser must do at once.
const BOX = 40;
const log: ('read' | 'write')[] = [];

function cell(chars: number): HTMLElement {
  const el = document.createElement('span');
  let fontSize = '';
  const style = {
    get fontSize() {
      return fontSize;
    },
    set fontSize(value: string) {
      log.push('write');
      fontSize = value;
    },
  };
  const size = () => parseFloat(fontSize || '20px');
  Object.defineProperties(el, {
    style: { value: style },
    clientWidth: { get: () => (log.push('read'), BOX) },
    scrollWidth: { get: () => (log.push('read'), Math.max(BOX, Math.round(chars * 0.6 * size()))) },
  });
  return el;
}

/** How many times the page is laid out: each run of reads after a write. */
const layouts = () => log.filter((entry, i) => entry === 'read' && (i === 0 || log[i - 1] === 'write')).length;

beforeEach(() => {
  log.length = 0;
  jest.spyOn(window, 'getComputedStyle').mockImplementation((el) => ({ fontSize: (el as HTMLElement).style.fontSize || '20px' }) as CSSStyleDeclaration);
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
    cells[1]!.textContent = 'க';
    fitTexts(cells);
    expect(cells.map((c) => c.style.fontSize)).toEqual(['20px', '7px', '20px']);
    fitTexts(cells, { force: true });
    expect(cells.map((c) => c.style.fontSize)).toEqual(['7px', '7px', '7px']);
  });
});

describe('useRefitWhenFontsLoad', () => {
  // the crossword fits its cells itself: a font arriving after that fit left a letter 37 px wide in
  // its 35 px cell, as the fit is remembered by text, class and width, which the font does not change
  it('calls the refit when fonts finish loading, the latest one given, and no more after unmount', async () => {
    const fonts = Object.assign(new EventTarget(), { ready: Promise.resolve() });
    Object.defineProperty(document, 'fonts', { value: fonts, configurable: true });
    const calls: string[] = [];
    function Cells({ name }: { name: string }) {
      useRefitWhenFontsLoad(() => calls.push(name));
      return null;
    }
    const { rerender, unmount } = render(<Cells name="first" />);
    await act(async () => fonts.ready);
    expect(calls).toEqual(['first']);
    rerender(<Cells name="second" />);
    fonts.dispatchEvent(new Event('loadingdone'));
    expect(calls).toEqual(['first', 'second']);
    unmount();
    fonts.dispatchEvent(new Event('loadingdone'));
    expect(calls).toEqual(['first', 'second']);
    Reflect.deleteProperty(document, 'fonts');
  });
});
