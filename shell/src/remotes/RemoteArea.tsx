import { useCallback, useEffect, useRef, useState } from 'react';
import { mountRootParcel, type Parcel } from 'single-spa';
import { useTranslation } from 'react-i18next';
import { RemoteFallback, type Platform, type RemoteName, type RemoteRegistration } from '@app/shared';
import type { RemoteLoader } from './remoteLoader';
import { RemoteLoadError } from './remoteLoader';
import { PageSkeleton } from '../layout/PageSkeleton';
import { takeFirstScreen } from './firstScreenHandoff';
import styles from './RemoteArea.module.css';

/** How long a first screen may wait for the remote to draw its page before it gives way anyway. */
const FIRST_SCREEN_WAIT_MS = 4000;
/** What a remote's page has drawn once it is on screen: its page frame, or a fallback. */
const PAGE_DRAWN = 'article, [role="alert"]';

type AreaState = { status: 'loading' } | { status: 'ready'; registration: RemoteRegistration } | { status: 'failed'; message: string; contract: boolean };

/**
 * Loads one remote and mounts its single-spa parcel in the content area. It stays mounted while
 * the user moves between that remote's pages (its own router follows the URL); a failure to load,
 * a contract mismatch or a crash shows a fallback with a retry button, never a white screen.
 */
export function RemoteArea({ remote, loader, platform }: { remote: RemoteName; loader: RemoteLoader; platform: Platform }) {
  const { t } = useTranslation('shell');
  const [state, setState] = useState<AreaState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const host = useRef<HTMLDivElement>(null);
  // the page as the server prerendered it, shown until the remote has drawn the same page
  const [firstScreen, setFirstScreen] = useState(() => takeFirstScreen(window.location.pathname));

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    loader
      .load(remote, { reload: attempt > 0 })
      .then((registration) => live && setState({ status: 'ready', registration }))
      .catch((error: unknown) => {
        if (!live) return;
        const contract = error instanceof RemoteLoadError && error.failure.kind === 'contract';
        setState({ status: 'failed', contract, message: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      live = false;
    };
  }, [remote, loader, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // offline, a remote that fails to load is one never opened online: say so, not "check your connection"
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;

  useEffect(() => {
    if (state.status !== 'ready' || !host.current) return;
    const domElement = document.createElement('div');
    domElement.className = styles.parcel ?? '';
    host.current.appendChild(domElement);
    let parcel: Parcel | null = null;
    try {
      parcel = mountRootParcel(state.registration.lifecycles as never, { domElement, platform, remount: retry, name: remote });
      parcel.mountPromise.catch((error: unknown) => {
        setState({ status: 'failed', contract: false, message: error instanceof Error ? error.message : String(error) });
      });
    } catch (error) {
      setState({ status: 'failed', contract: false, message: error instanceof Error ? error.message : String(error) });
    }
    return () => {
      const mounted = parcel;
      if (mounted && mounted.getStatus() === 'MOUNTED') {
        mounted.unmount().finally(() => domElement.remove());
      } else {
        domElement.remove();
      }
    };
  }, [state, platform, remote, retry]);

  useEffect(() => {
    const target = host.current;
    if (!firstScreen || state.status !== 'ready' || !target) return;
    const drawn = () => target.querySelector(PAGE_DRAWN) !== null;
    if (drawn()) return setFirstScreen(undefined);
    const observer = new MutationObserver(() => drawn() && setFirstScreen(undefined));
    observer.observe(target, { childList: true, subtree: true });
    const timer = setTimeout(() => setFirstScreen(undefined), FIRST_SCREEN_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [firstScreen, state.status]);

  const showFirstScreen = firstScreen !== undefined && state.status !== 'failed';
  return (
    <div className={styles.area} data-testid={`remote-area-${remote}`} data-remote-status={state.status}>
      {state.status === 'loading' && !showFirstScreen ? <PageSkeleton label={t('remote.loading')} testId="remote-loading" /> : null}
      {/* markup our own build prerendered, read back from the page our server sent */}
      {showFirstScreen ? <div data-testid="first-screen" aria-busy="true" dangerouslySetInnerHTML={{ __html: firstScreen }} /> : null}
      {state.status === 'failed' ? (
        <RemoteFallback
          title={state.contract ? t('remote.contractTitle') : offline ? t('loadFailure.offlineTitle') : t('remote.failedTitle')}
          detail={!state.contract && offline ? t('loadFailure.offlineDetail') : t('remote.failedDetail')}
          retryLabel={t('remote.retry')}
          onRetry={retry}
        />
      ) : null}
      <div ref={host} hidden={state.status !== 'ready' || showFirstScreen} />
    </div>
  );
}
