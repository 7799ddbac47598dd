/**
 * Focuses an element once the frame that first shows it is painted, and returns the cancel for an
 * effect's clean-up. `focus()` inside a commit makes the browser compute the new board's style and
 * layout at once, in the same task as the tap that changed it; at 4x CPU that alone added 10–36 ms
 * to a task already near 100 ms (issue 22.6). After the paint the style is already computed, and
 * the focus is a task of its own. A keyboard player meets the focus one frame later, before a key
 * can be pressed again.
 */
export function focusAfterPaint(target: () => HTMLElement | null | undefined, options?: FocusOptions): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(() => target()?.focus(options));
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
