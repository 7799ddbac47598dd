import { useEffect, useState, type ReactElement } from 'react';
import { matchRoutes, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Platform, RemoteName } from '@app/shared';
import { ROUTES, type RouteEntry } from '../routes/routeTable';
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
  platform,
  locked,
  renderGate,
}: {
  loader: RemoteLoader;
  platform: Platform;
  locked: boolean;
  renderGate: () => ReactElement;
}) {
  const location = useLocation();
  const { t } = useTranslation('shell');
  const match = matchRoutes(ROUTES as RouteEntry[], location.pathname)?.[0];
  const entry = match?.route;
  const params = (match?.params ?? {}) as Record<string, string>;
  const allowed = useRouteGuard(entry, params, loader, platform);
  if (!entry) return <NotFound />;
  if (locked && entry.guarded) return renderGate();
  if (!allowed) return <PageSkeleton label={t('remote.checking')} testId="guard-checking" />;
  const remote: RemoteName = entry.remote;
  // keyed by remote: moving between pages of one remote keeps its parcel (and its state) mounted
  return <RemoteArea key={remote} remote={remote} loader={loader} platform={platform} />;
}
