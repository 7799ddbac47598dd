import React, { startTransition, useEffect, useState, type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import singleSpaReact from 'single-spa-react';
import { PLATFORM_CONTRACT_VERSION, type ParcelProps, type RemoteName, type RemoteRegistration, type RouteGuard } from '../platform/platform';
import { PlatformProvider } from './PlatformContext';
import { RemoteFallback } from './RemoteFallback';
import { failureKind, failureText, isOnline } from './pageLoadFailure';
import { loadNamespace, type SharedTexts } from './remoteI18n';
import { useObservable } from './useObservable';
import { DEFAULT_LANGUAGE } from '../i18n/language';

export interface RemoteDefinition {
  name: RemoteName;
  /** i18next namespace of this remote's strings */
  namespace: string;
  /** where this remote's build is served from (its `__webpack_public_path__`) */
  baseUrl: () => string;
  /** The remote's pages: a react-router <Routes> tree. */
  App: ComponentType;
  guards?: Record<string, RouteGuard>;
  /** strings this remote's namespace takes from `shared/` (added after its own files) */
  sharedTexts?: SharedTexts;
}

type RemoteProps = ParcelProps & { remount?: () => void };

/** Waits until this remote's strings for the current language are in the shared i18next. */
function RemoteTranslations({ definition, props, children }: { definition: RemoteDefinition; props: RemoteProps; children: React.ReactNode }) {
  const { platform } = props;
  const language = useObservable(platform.language$, DEFAULT_LANGUAGE);
  const [ready, setReady] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadNamespace(platform.i18n, definition.namespace, definition.baseUrl(), language, definition.sharedTexts)
      // The page's first render is the remote's biggest piece of work: as a transition it runs
      // in slices, so a cheap phone's main thread is never blocked for long (what stays on
      // screen meanwhile: "…", or the shell's first screen, or the previous language's page).
      .then(() => live && startTransition(() => setReady(language)))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [language, platform.i18n, definition]);
  if (failed) {
    const text = failureText(platform.i18n, isOnline() ? 'textFailed' : 'notDownloaded');
    return <RemoteFallback title={text.title} detail={text.detail} retryLabel={text.retry} onRetry={() => props.remount?.()} />;
  }
  // Keep showing the previous language's page while the new one loads: no flash of empty page.
  return ready ? (
    <>{children}</>
  ) : (
    <p role="status" data-testid="remote-i18n-loading">
      …
    </p>
  );
}

/** Wraps a remote's pages into the single-spa parcel the shell mounts (docs/architecture.md "One origin, many deployables"). */
export function createRemote(definition: RemoteDefinition): RemoteRegistration {
  const { App } = definition;
  function Root(props: RemoteProps) {
    return (
      <PlatformProvider platform={props.platform}>
        <I18nextProvider i18n={props.platform.i18n} defaultNS={definition.namespace}>
          <RemoteTranslations definition={definition} props={props}>
            <BrowserRouter>
              <App />
            </BrowserRouter>
          </RemoteTranslations>
        </I18nextProvider>
      </PlatformProvider>
    );
  }
  const lifecycles = singleSpaReact<RemoteProps>({
    React,
    ReactDOMClient,
    rootComponent: Root,
    // A page's code that failed to download is caught nearer (lazyPage); this is the last line,
    // in the reader's language, never a raw error message.
    errorBoundary: (error: Error, _info: unknown, props: RemoteProps) => {
      const text = failureText(props.platform?.i18n, failureKind(error, isOnline()));
      return <RemoteFallback title={text.title} detail={text.detail} retryLabel={text.retry} onRetry={() => props.remount?.()} />;
    },
  });
  return {
    name: definition.name,
    contractVersion: PLATFORM_CONTRACT_VERSION,
    // single-spa-react's lifecycle types are looser than our contract; the shape is the same.
    lifecycles: lifecycles as unknown as RemoteRegistration['lifecycles'],
    guards: definition.guards,
  };
}
