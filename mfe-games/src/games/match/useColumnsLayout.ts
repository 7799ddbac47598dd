import { useCallback, useLayoutEffect, type RefObject } from 'react';
import { useRefitWhenFontsLoad } from '../common/useFitText';
import { useOnWidthChange } from '../common/useOnWidthChange';

/**
 * Decides once per board whether match's two columns sit side by side or one under the other, and
 * keeps that for the round. The columns wrap by their words' own widths (MatchBoard.module.css),
 * but a chosen word (bold, a ▶ mark) and a joined pair (a ✓ tag) are wider than an open one: left
 * to the wrap, the first choice or join could send the partners under the words mid-game, and the
 * verdict over the button the child was about to tap (issue 22, a flaky phone test).
 *
 * So the wrap is measured with every item drawn as open (`data-layout="measure"`), and then fixed:
 * `stacked`, or `side` with the words' column frozen at the width it had, its chosen word fitted
 * inside it (FitWords) rather than pushing the partners. Measured again only when what decides it
 * changes: a new board, the board's width (the phone turned) or a font arriving.
 */
export function useColumnsLayout(container: RefObject<HTMLElement | null>, board: unknown): void {
  /** `keep`: only ever wider, never side by side again once stacked (a font arriving mid-round) */
  const decide = useCallback(
    (keep = false) => {
      const el = container.current;
      const [words, partners] = el ? Array.from(el.children) : [];
      if (!el || !(words instanceof HTMLElement) || !(partners instanceof HTMLElement)) return;
      const before = el.dataset.layout;
      const frozen = parseFloat(el.style.getPropertyValue('--match-words-width')) || 0;
      el.dataset.layout = 'measure';
      const stacked = partners.offsetTop > words.offsetTop || (keep && before === 'stacked');
      // room for a joined pair's ✓ and number (18 px icon, 0.5 rem gap, a space and a digit),
      // taken from what the partners have beyond their 9 em: without it a joined word was fitted
      // to 12 px beside its tag
      const size = parseFloat(getComputedStyle(partners).fontSize) || 16;
      const spare = partners.getBoundingClientRect().width - 9 * size;
      const width = words.getBoundingClientRect().width + Math.max(0, Math.min(26 + size, spare));
      if (!stacked) el.style.setProperty('--match-words-width', `${keep ? Math.max(frozen, width) : width}px`);
      el.dataset.layout = stacked ? 'stacked' : 'side';
    },
    [container],
  );

  useLayoutEffect(() => decide(), [decide, board]);
  // A font arriving widens the words (the app's font after a fallback), or narrows those fitted
  // (the condensed face a chosen word's fit asked for): only the first may change the columns.
  useRefitWhenFontsLoad(() => decide(true));
  useOnWidthChange(container, () => decide());
}
