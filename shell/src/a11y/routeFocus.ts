/**
 * After a route change the new page's heading takes focus and its name is announced (WCAG 2.4.3,
 * 4.1.3): without this, focus fell to <body> when the link that was followed unmounted, and a
 * screen reader said nothing. A remote renders its page a moment later, so the heading is waited
 * for. Focus is only moved while nothing else has claimed it: a page that focuses its own field
 * (a form, a game's first tile) keeps that focus.
 */
export function focusIsFree(active: Element | null, atNavigation: Element | null): boolean {
  if (!active || active === active.ownerDocument?.body) return true;
  if (!active.isConnected) return true;
  // still on the link or button that navigated (the side menu's link stays mounted)
  return active === atNavigation;
}

/** The page's own heading inside the content area: its first h1. */
export function findPageHeading(content: ParentNode): HTMLElement | null {
  return content.querySelector<HTMLElement>('h1');
}

/** Focuses the heading without scrolling past the sticky bar, and marks it as a reading start (no ring). */
export function focusHeading(heading: HTMLElement) {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.setAttribute('data-route-focus', '');
  heading.focus({ preventScroll: true });
}

export interface RouteFocusOptions {
  content: HTMLElement;
  /** the element focused when the route changed */
  atNavigation: Element | null;
  /** the heading shown before the change: a page still showing it has not rendered yet */
  previousHeading: HTMLElement | null;
  previousText: string;
  announce(text: string): void;
  /** give up after this long (a page that never shows a heading) */
  timeoutMs?: number;
}

/**
 * Waits for the new page's heading, then focuses and announces it. Returns a cancel function
 * (the next route change cancels the wait for this one).
 */
export function focusNewPageHeading({ content, atNavigation, previousHeading, previousText, announce, timeoutMs = 8000 }: RouteFocusOptions): () => void {
  let done = false;
  const tryNow = () => {
    if (done) return;
    const heading = findPageHeading(content);
    const text = heading?.textContent?.trim() ?? '';
    // the old page's heading, or a page still loading (aria-busy), is not the new page yet
    if (!heading || !text || (heading === previousHeading && text === previousText) || heading.closest('[aria-busy="true"]')) return;
    finish();
    const doc = content.ownerDocument;
    if (focusIsFree(doc.activeElement, atNavigation)) focusHeading(heading);
    announce(text);
  };
  const observer = typeof MutationObserver === 'undefined' ? null : new MutationObserver(tryNow);
  observer?.observe(content, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['aria-busy'] });
  const timer = setTimeout(finish, timeoutMs);
  function finish() {
    done = true;
    observer?.disconnect();
    clearTimeout(timer);
  }
  tryNow();
  return finish;
}
