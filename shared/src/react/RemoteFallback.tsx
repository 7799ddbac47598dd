import styles from './RemoteFallback.module.css';

/**
 * What a remote's area shows when it cannot be loaded, speaks the wrong contract, or crashed.
 * The rest of the app keeps working around it (docs/architecture.md "One origin, many deployables": no white screens, ever).
 */
export function RemoteFallback({ title, detail, retryLabel, onRetry }: { title: string; detail?: string; retryLabel: string; onRetry: () => void }) {
  return (
    <section className={styles.fallback} role="alert" data-testid="remote-fallback">
      <h2 className={styles.title}>{title}</h2>
      {detail ? <p className={styles.detail}>{detail}</p> : null}
      <button type="button" className={styles.retry} onClick={onRetry} data-testid="remote-retry">
        {retryLabel}
      </button>
    </section>
  );
}
