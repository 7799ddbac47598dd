import { useEffect, type RefObject } from 'react';

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements Tab visits inside `root`, in order (inert or hidden ones skipped). */
export function tabbables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(TABBABLE)).filter((el) => !el.closest('[inert], [hidden]'));
}

/**
 * Keeps Tab and Shift+Tab inside a modal dialog (WCAG 2.4.3): from the last control Tab goes to
 * the first and the reverse, and focus that escapes (a click outside) is brought back in.
 * The page behind is also made inert by the caller where it owns it.
 */
export function useFocusTrap(dialog: RefObject<HTMLElement | null>, active = true) {
  useEffect(() => {
    const root = dialog.current;
    if (!active || !root) return undefined;
    const doc = root.ownerDocument;
    if (!root.contains(doc.activeElement)) (tabbables(root)[0] ?? root).focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Tab') return;
      const items = tabbables(root);
      if (items.length === 0) {
        e.preventDefault();
        return;
      }
      const first = items[0] as HTMLElement;
      const last = items[items.length - 1] as HTMLElement;
      const current = doc.activeElement;
      if (e.shiftKey && (current === first || !root.contains(current))) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (current === last || !root.contains(current))) {
        e.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (e: FocusEvent) => {
      if (e.target instanceof Node && !root.contains(e.target)) (tabbables(root)[0] ?? root).focus();
    };
    doc.addEventListener('keydown', onKey, true);
    doc.addEventListener('focusin', onFocusIn);
    return () => {
      doc.removeEventListener('keydown', onKey, true);
      doc.removeEventListener('focusin', onFocusIn);
    };
  }, [dialog, active]);
}
