import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A page loaded when its route is first visited, so a remote's first screen does not carry every
 * other page (a cheap phone parses JS slowly). `name` is the page's named export.
 */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return lazy(() => load().then((module) => ({ default: module[name] as ComponentType })));
}

/** Shows a quiet loading line while a lazy page's code arrives. */
export function PageSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<p role="status" data-testid="page-code-loading" style={{ padding: '1.5rem' }}>…</p>}>{children}</Suspense>;
}
