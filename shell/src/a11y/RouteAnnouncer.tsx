import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { focusNewPageHeading } from './routeFocus';

/**
 * Moves focus to the new page's heading on every route change after the first, and says the
 * page's name in a polite live region (the region exists from the start: a region created with
 * its text is not read).
 */
export function RouteAnnouncer({ contentId }: { contentId: string }) {
  const location = useLocation();
  const [message, setMessage] = useState('');
  const first = useRef(true);
  const lastHeading = useRef<{ el: HTMLElement | null; text: string }>({ el: null, text: '' });
  useEffect(() => {
    const content = document.getElementById(contentId);
    if (!content) return undefined;
    if (first.current) {
      // the first page: the browser starts at the top; nothing to move or announce
      first.current = false;
      return undefined;
    }
    const previous = content.querySelector<HTMLElement>('h1');
    return focusNewPageHeading({
      content,
      atNavigation: document.activeElement,
      previousHeading: previous === lastHeading.current.el ? previous : null,
      previousText: previous === lastHeading.current.el ? lastHeading.current.text : '',
      announce: (text) => {
        lastHeading.current = { el: content.querySelector<HTMLElement>('h1'), text };
        // the same name twice in a row (a tab of one page) is still said: clear, then set
        setMessage('');
        requestAnimationFrame(() => setMessage(text));
      },
    });
  }, [location.pathname, contentId]);
  // remember the first page's heading once it shows, so the next change can tell old from new
  useEffect(() => {
    const content = document.getElementById(contentId);
    if (!content || typeof MutationObserver === 'undefined') return undefined;
    const remember = () => {
      const h1 = content.querySelector<HTMLElement>('h1');
      if (h1 && !lastHeading.current.el) lastHeading.current = { el: h1, text: h1.textContent?.trim() ?? '' };
      if (h1) observer.disconnect();
    };
    const observer = new MutationObserver(remember);
    observer.observe(content, { childList: true, subtree: true });
    remember();
    return () => observer.disconnect();
  }, [contentId]);
  return (
    <div className="app-visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {message}
    </div>
  );
}
