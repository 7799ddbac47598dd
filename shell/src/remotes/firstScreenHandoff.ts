import { FIRST_SCREEN_ID } from './earlyStart';

let shown: { path: string; html: string } | undefined;

/**
 * Keeps the first screen the page is showing (earlyStart.ts `showFirstScreen`) before the app's
 * first render replaces the static frame, so the content area can go on showing it until the
 * remote has drawn the page (RemoteArea.tsx). Its styles sit outside #root and stay.
 */
export function keepFirstScreen(doc: Document, path: string) {
  const screen = doc.getElementById(FIRST_SCREEN_ID);
  shown = screen ? { path, html: screen.innerHTML } : undefined;
}

/** The kept first screen, once, if it was the page at `path`. */
export function takeFirstScreen(path: string): string | undefined {
  const screen = shown;
  shown = undefined;
  return screen?.path === path ? screen.html : undefined;
}
