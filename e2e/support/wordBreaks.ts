import type { Locator } from '@playwright/test';
import { letters } from '../../shared/src/text/letters';

/** A word of a button or card that the browser broke across lines. */
export interface BrokenWord {
  word: string;
  /** where each new line starts, as offsets (UTF-16) into the word */
  breaks: number[];
  /** the word's width on one line, and the width its line box offers */
  width: number;
  room: number;
}

/**
 * Each word of each element's text that was broken across lines: every line start inside a word
 * is found by the top of the range up to it. Read in the browser, judged by `badBreaks`. `room`
 * is what the board could give the word: the board's width less the element's own padding and
 * borders around the text (a layout that squeezes a word into a narrow column could give more).
 */
export async function brokenWords(elements: Locator, board: Locator): Promise<BrokenWord[]> {
  const boardWidth = await board.evaluate((b) => {
    const style = getComputedStyle(b);
    return b.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  });
  return elements.evaluateAll((els, boardRoom) => {
    const out: { word: string; breaks: number[]; width: number; room: number }[] = [];
    const lastTop = (node: Text, start: number, end: number) => {
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, end);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0);
      return rects.length ? Math.round(rects[rects.length - 1]!.top) : undefined;
    };
    for (const el of els) {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        const parent = node.parentElement!;
        for (const m of node.data.matchAll(/\S+/gu)) {
          const start = m.index;
          const breaks: number[] = [];
          let top = lastTop(node, start, start + 1);
          for (let i = 2; i <= m[0].length; i += 1) {
            const t = lastTop(node, start, start + i);
            if (t !== undefined && top !== undefined && t > top) breaks.push(i - 1);
            if (t !== undefined) top = t;
          }
          if (!breaks.length) continue;
          const probe = document.createElement('span');
          probe.style.cssText = 'position:absolute;visibility:hidden;white-space:nowrap';
          probe.textContent = m[0];
          parent.append(probe);
          const width = probe.getBoundingClientRect().width;
          probe.remove();
          const style = getComputedStyle(parent);
          const textWidth = parent.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          const room = boardRoom - ((el as HTMLElement).offsetWidth - textWidth);
          out.push({ word: m[0], breaks, width, room });
        }
      }
    }
    return out;
  }, boardWidth);
}

/**
 * The breaks a child must never see: inside a word that would fit on its line, or (in a word too
 * long for any line) inside a letter (`letters()`: ஸ்ரீ, கொ, ள் are one letter each).
 */
export function badBreaks(words: BrokenWord[]): string[] {
  return words.flatMap(({ word, breaks, width, room }) => {
    if (width <= room + 0.5) return [`"${word}" broken though it fits (${Math.round(width)} ≤ ${Math.round(room)} px)`];
    const bounds = new Set<number>();
    let at = 0;
    for (const letter of letters(word)) bounds.add((at += letter.length));
    const inside = breaks.filter((b) => !bounds.has(b));
    return inside.length ? [`"${word}" broken inside a letter at ${inside.join(', ')}`] : [];
  });
}
