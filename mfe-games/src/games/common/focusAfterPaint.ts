/**
 * Runs `run` once the frame that first shows the last render is painted, and returns the cancel
 * for an effect's clean-up. A read of the layout (a size, a focus) inside a commit makes the
 * browser compute the new board's style and layout at once, in the same task as the tap that
 * changed it; after the paint they are already computed, and `run` is a task of its own.
 */
export function afterPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Focuses an element once the frame that first shows it is painted (`afterPaint`). `focus()`
 * inside a commit added 10–36 ms at 4x CPU to a task already near 100 ms (issue 22.6). A keyboard
 * player meets the focus one frame later, before a key can be pressed again.
 */
export function focusAfterPaint(target: () => HTMLElement | null | undefined, options?: FocusOptions): () => void {
  return afterPaint(() => target()?.focus(options));
}
