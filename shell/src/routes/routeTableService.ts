import { BehaviorSubject } from 'rxjs';
import type { RemotesDirectory } from '../remotes/remotesManifest';
import { routeTable, type RouteEntry } from './routeTable';

/**
 * The route table for the content area: `null` while remotes.json could not be read (the area
 * shows a retry, never "page not found" for a page that may well exist). `ready` settles once the
 * first read is done, so the shell renders its first frame with routes.
 */
export function createRouteTableService(remotes: RemotesDirectory) {
  const routes$ = new BehaviorSubject<RouteEntry[] | null>(null);
  const read = (fresh: boolean) =>
    remotes.get({ fresh }).then(
      (manifest) => routes$.next(routeTable(manifest)),
      () => routes$.next(routes$.value),
    );
  const ready = read(false);
  return { routes$, ready, retry: () => read(true) };
}
export type RouteTableService = ReturnType<typeof createRouteTableService>;
