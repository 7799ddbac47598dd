import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { RemotePage } from '../platform/remoteRoutes';
import { lazyPage, PageSuspense } from './lazyPage';

/**
 * A remote's `App`: one route per page its `src/routes.ts` declares (the same list its build
 * writes into its manifest for the shell), each page downloaded on first visit. `eager` names the
 * components that ship with the remote's first chunk (a first screen), by their `component` name.
 * Paths the remote does not declare render nothing: the shell shows its not-found page for them.
 */
export function createPageRoutes(pages: readonly RemotePage[], eager: Readonly<Record<string, ComponentType>> = {}): ComponentType {
  // made once, so a page keeps its component (and its state) across renders
  const routes = pages.map((page) => ({
    path: `/${page.route}`,
    Page: eager[page.component] ?? lazyPage(() => page.load().then((Page) => ({ [page.component]: Page })), page.component),
  }));
  function PageRoutes() {
    return (
      <PageSuspense>
        <Routes>
          {routes.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={null} />
        </Routes>
      </PageSuspense>
    );
  }
  return PageRoutes;
}
