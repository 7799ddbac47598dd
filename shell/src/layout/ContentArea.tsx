import { useEffect, useState, type ReactElement } from 'react';
import { matchRoutes, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { RemoteFallback, useObservable, type Platform, type RemoteName } from '@app/shared';
import type { RouteEntry } from '../routes/routeTable';
import type { RouteTableService } from '../routes/routeTableService';
import { RemoteArea } from '../remotes/RemoteArea';
import type { RemoteLoader } from '../remotes/remoteLoader';
import { NotFound } from './NotFound';
import { PageSkeleton } from './PageSkeleton';

/** Runs the owning remote's guard (e.g. the contest guard) before its page is shown. */
function useRouteGuard(entry: RouteEntry | undefined, params: Record<string, string>, loader: RemoteLoader, platform: Platform) {
  const location = useLocation();
  const navigate = useNavigate();
  const [allowed, setAllowed] = useState<string | null>(null);
  const key = location.pathname;
  useEffect(() => {
    if (!entry?.guard) return;
    let live = true;
    setAllowed(null);
    loader
      .load(entry.remote)
      .then(async (registration) => {
        const guard = registration.guards?.[entry.guard as string];
        if (!guard) return { allow: true as const };
        return guard({ path: location.pathname, params, platform });
      })
      .then((result) => {
        if (!live) return;
        if (result.allow) setAllowed(key);
        else navigate(result.redirectTo, { replace: true, state: { guardReason: result.reason } });
      })
      // A remote that cannot load shows its own fallback in the area; let it through to that.
      .catch(() => live && setAllowed(key));
    return () => {
      live = false;
    };
    // params are derived from the path; the path is the dependency
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entry, key, loader, platform, navigate]);
  return !entry?.guard || allowed === key;
}

export function ContentArea({
  loader,
  routes: routeService,
  platform,
  locked,
  renderGate,
}: {
  loader: RemoteLoader;
  routes: RouteTableService;
  platform: Platform;
  locked: boolean;
  renderGate: () => ReactElement;
}) {
  const location = useLocation();
  const { t } = useTranslation('shell');
  // the pages the live remotes declare (remotes.json, ADR 0027)
  const routes = useObservable(routeService.routes$, routeService.routes$.value);
  const match = routes ? matchRoutes(routes, location.pathname)?.[0] : undefined;
  const entry = match?.route;
  const params = (match?.params ?? {}) as Record<string, string>;
  const allowed = useRouteGuard(entry, params, loader, platform);
  if (!routes) {
    // remotes.json could not be read: which pages exist is unknown, so no "not found" either
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    return (
      <RemoteFallback
        title={offline ? t('loadFailure.offlineTitle') : t('remote.failedTitle')}
        detail={offline ? t('loadFailure.offlineDetail') : t('remote.failedDetail')}
        retryLabel={t('remote.retry')}
        onRetry={() => void routeService.retry()}
      />
    );
  }
  if (!entry) return <NotFound />;
  if (locked && entry.guarded) return renderGate();
  if (!allowed) return <PageSkeleton label={t('remote.checking')} testId="guard-checking" />;
  const remote: RemoteName = entry.remote;
  // keyed by remote: moving between pages of one remote keeps its parcel (and its state) mounted
  return <RemoteArea key={remote} remote={remote} loader={loader} platform={platform} />;
}
