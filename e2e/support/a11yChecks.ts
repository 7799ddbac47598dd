import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Checks for what axe cannot see (issue 26): where focus is, whether it can be seen, whether the
 * sticky app bar hides it, and what the read-aloud buttons say.
 */

export interface FocusState {
  what: string;
  inHeader: boolean;
  /** a ring (outline or box-shadow) of at least 2 px is drawn */
  ringShown: boolean;
  /** the ring's best contrast against the background it is drawn on (WCAG 1.4.11 asks 3:1) */
  ringContrast: number;
  /** the element's centre is the element itself (or its label), not the app bar or the HUD over it */
  notObscured: boolean;
  inViewport: boolean;
}

/** Where focus is now and how it shows; null when focus is on <body>. */
export async function focusState(page: Page): Promise<FocusState | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) return null;
    const cs = getComputedStyle(el);
    const outlined = cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) >= 2;
    const shadowed = cs.boxShadow !== 'none' && /\d+px/.test(cs.boxShadow);
    const ringShown = outlined || shadowed;
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const lin = (v: number) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const contrast = (a: number[], b: number[]) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (hi + 0.05) / (lo + 0.05);
    };
    // the ring is drawn outside the element: against the first opaque background behind it
    let bg = [255, 255, 255];
    for (let p: Element | null = el.parentElement; p; p = p.parentElement) {
      const c = getComputedStyle(p).backgroundColor;
      const parts = rgb(c);
      if (parts.length >= 3 && (parts.length < 4 || (parts[3] ?? 0) > 0.5)) {
        bg = parts.slice(0, 3);
        break;
      }
    }
    const ringColours = [...(outlined ? [rgb(cs.outlineColor)] : []), ...(shadowed ? [rgb(cs.boxShadow.match(/rgba?\([^)]*\)/)?.[0] ?? '')] : [])];
    const ringContrast = Math.max(0, ...ringColours.filter((c) => c.length >= 3).map((c) => contrast(c, bg)));
    // a visually hidden input (a styled radio or checkbox) shows focus on its label
    const target = el.getBoundingClientRect().width <= 2 ? (el.closest('label') ?? el.parentElement ?? el) : el;
    const r = target.getBoundingClientRect();
    const x = Math.min(Math.max(r.left + r.width / 2, 0), innerWidth - 1);
    const y = Math.min(Math.max(r.top + Math.min(r.height / 2, 12), 0), innerHeight - 1);
    const hit = document.elementFromPoint(x, y);
    const notObscured = !!hit && (target.contains(hit) || hit.contains(target) || (hit.closest('label')?.contains(el) ?? false));
    const what = `${el.tagName.toLowerCase()}${el.dataset.testid ? `[data-testid=${el.dataset.testid}]` : ''} "${(el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 30)}"`;
    return { what, inHeader: !!el.closest('.app-header'), ringShown, ringContrast, notObscured, inViewport: r.bottom > 0 && r.top < innerHeight };
  });
}

/**
 * WCAG 1.4.11 for a component drawn by its border (an empty crossword cell, a tile slot): the
 * border's contrast against the first opaque background outside the element.
 */
export async function borderContrast(element: Locator): Promise<{ border: string; outside: string; contrast: number }> {
  return element.evaluate((el) => {
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const opaque = (parts: number[]) => parts.length >= 3 && (parts.length < 4 || (parts[3] ?? 0) > 0.5);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const lin = (v: number) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const cs = getComputedStyle(el);
    let outside = [255, 255, 255];
    for (let p: Element | null = el.parentElement; p; p = p.parentElement) {
      const parts = rgb(getComputedStyle(p).backgroundColor);
      if (opaque(parts)) {
        outside = parts.slice(0, 3);
        break;
      }
    }
    const border = rgb(cs.borderTopColor).slice(0, 3);
    const [hi, lo] = [luminance(border), luminance(outside)].sort((x, y) => y - x) as [number, number];
    return { border: cs.borderTopColor, outside: `rgb(${outside.join(', ')})`, contrast: parseFloat(cs.borderTopWidth) > 0 ? (hi + 0.05) / (lo + 0.05) : 1 };
  });
}

/** Presses Tab `count` times; after each, focus is somewhere, its ring shows and nothing covers it. */
export async function expectEveryTabStopVisible(page: Page, count: number): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < count; i += 1) {
    await page.keyboard.press('Tab');
    const state = await focusState(page);
    if (!state) continue; // past the last control, focus leaves the page for the browser's own UI
    seen.push(state.what);
    expect(state.ringShown, `Tab ${i + 1}: no focus ring on ${state.what}`).toBe(true);
    expect(state.ringContrast, `Tab ${i + 1}: the focus ring on ${state.what} is too faint`).toBeGreaterThanOrEqual(3);
    expect(state.inViewport, `Tab ${i + 1}: ${state.what} is off screen`).toBe(true);
    expect(state.notObscured, `Tab ${i + 1}: ${state.what} is hidden under something (WCAG 2.4.11)`).toBe(true);
  }
  return seen;
}

/** Puts the app at its largest font (24 px), as the shell's settings store it, before the page loads. */
export async function setLargestFont(page: Page): Promise<void> {
  await page.addInitScript((p) => localStorage.setItem('shell.preferences', JSON.stringify(p)), { fontFamily: 'noto-sans-tamil', fontSize: 24 });
}

/**
 * Replaces the device's speech with a recorder: every utterance and every recording played is
 * kept in `window.__readAloud`. No voices are listed, as on a browser that has not loaded them,
 * so the app speaks by language tag.
 */
export async function recordReadAloud(page: Page) {
  await page.addInitScript(() => {
    const log: { kind: 'speech' | 'recording'; text: string; lang: string }[] = [];
    (window as unknown as { __readAloud: typeof log }).__readAloud = log;
    if ('speechSynthesis' in window) {
      const synth = window.speechSynthesis;
      Object.defineProperty(synth, 'speak', { value: (u: SpeechSynthesisUtterance) => log.push({ kind: 'speech', text: u.text, lang: u.lang }) });
      Object.defineProperty(synth, 'cancel', { value: () => undefined });
      Object.defineProperty(synth, 'getVoices', { value: () => [] });
    }
    HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
      log.push({ kind: 'recording', text: this.currentSrc || this.src, lang: '' });
      return Promise.resolve();
    };
  });
}

export async function readAloudLog(page: Page): Promise<{ kind: 'speech' | 'recording'; text: string; lang: string }[]> {
  return page.evaluate(() => (window as unknown as { __readAloud: { kind: 'speech' | 'recording'; text: string; lang: string }[] }).__readAloud.slice());
}

/** Nothing on the page is wider than the window (WCAG 1.4.10); returns the widest offenders for the message. */
export async function expectNoSidewaysScroll(page: Page, label: string) {
  const { scrollWidth, width, wide } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    width: document.documentElement.clientWidth,
    wide: [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
      .slice(0, 5)
      .map((e) => `${e.tagName.toLowerCase()}.${String((e as HTMLElement).className).slice(0, 40)}`),
  }));
  expect(scrollWidth, `${label}: page ${scrollWidth}px wide in a ${width}px window (${wide.join(', ')})`).toBeLessThanOrEqual(width);
}
