import { useEffect, type ReactNode } from 'react';
import styles from './PageFrame.module.css';

export interface PageFrameProps {
  /** translated page heading; also the document title */
  heading: string;
  testId: string;
  loading?: boolean;
  loadingLabel?: string;
  error?: string | null;
  /** shown instead of children when set and not loading */
  empty?: string | null;
  actions?: ReactNode;
  children?: ReactNode;
}

/** The frame every page of every remote renders in: heading, loading, error and empty states. */
export function PageFrame({ heading, testId, loading, loadingLabel = '…', error, empty, actions, children }: PageFrameProps) {
  useEffect(() => {
    document.title = heading;
  }, [heading]);
  return (
    <article className={styles.page} data-testid={testId} aria-busy={loading || undefined}>
      <header className={styles.header}>
        <h1 className={styles.heading}>{heading}</h1>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </header>
      {loading ? (
        <p className={styles.loading} role="status" data-testid="page-loading">
          <span className={styles.spinner} aria-hidden="true" />
          {loadingLabel}
        </p>
      ) : error ? (
        <p className={styles.error} role="alert" data-testid="page-error">
          {error}
        </p>
      ) : empty ? (
        <p className={styles.empty} data-testid="page-empty">
          {empty}
        </p>
      ) : (
        children
      )}
    </article>
  );
}
