/**
 * Rate limits count in fixed windows: a burst that straddles a window's end would be counted in
 * two. Waits (at most `marginSeconds`) when the current window of `windowSeconds` is about to end.
 */
export async function freshWindow(windowSeconds = 60, marginSeconds = 12): Promise<void> {
  const into = Date.now() % (windowSeconds * 1000);
  const left = windowSeconds * 1000 - into;
  if (left < marginSeconds * 1000) await new Promise((r) => setTimeout(r, left + 50));
}
