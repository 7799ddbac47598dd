import { Component, lazy, Suspense, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoteFallback } from './RemoteFallback';
import { failureKind, failureText, isCodeLoadError, isOnline } from './pageLoadFailure';

/**
 * A page loaded when its route is first visited, so a remote's first screen does not carry every
 * other page (a cheap phone parses JS slowly). `name` is the page's named export. If its code
 * cannot be downloaded (offline and never opened, or the network dropped), the page shows a
 * translated message with a retry button that downloads it again; the rest of the app works.
 */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  const make = () => lazy(() => load().then((module) => ({ default: module[name] as ComponentType })));
  // React.lazy keeps a failed download forever: a retry needs a fresh one
  let Lazy = make();
  function LazyPage(props: Record<string, unknown>) {
    const [, setAttempt] = useState(0);
    const retry = () => {
      Lazy = make();
      setAttempt((n) => n + 1);
    };
    return (
      <PageCodeBoundary onRetry={retry}>
        <Lazy {...props} />
      </PageCodeBoundary>
    );
  }
  LazyPage.displayName = `LazyPage(${name})`;
  return LazyPage;
}

/** Catches a page whose code failed to download; any other error goes on to the remote's boundary. */
class PageCodeBoundary extends Component<{ onRetry: () => void; children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    if (isCodeLoadError(error)) console.warn('Page code did not load', error.message, info.componentStack ?? '');
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    // not ours to handle: the remote's own boundary shows it
    if (!isCodeLoadError(error)) throw error;
    return (
      <PageCodeFallback
        error={error}
        onRetry={() => {
          this.setState({ error: null });
          this.props.onRetry();
        }}
      />
    );
  }
}

function PageCodeFallback({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { i18n } = useTranslation();
  const text = failureText(i18n, failureKind(error, isOnline()));
  return <RemoteFallback title={text.title} detail={text.detail} retryLabel={text.retry} onRetry={onRetry} />;
}

/** Shows a quiet loading line while a lazy page's code arrives. */
export function PageSuspense({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <p role="status" data-testid="page-code-loading" style={{ padding: '1.5rem' }}>
          …
        </p>
      }
    >
      {children}
    </Suspense>
  );
}
