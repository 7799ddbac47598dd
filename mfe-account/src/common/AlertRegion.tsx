import styles from './Form.module.css';

/**
 * An error region that is in the page before there is an error (WCAG 4.1.3): TalkBack and some
 * other readers say nothing when an element arrives with `role="alert"` and its text at once, but
 * they do read a change inside an alert region they already know.
 */
export function AlertRegion({ text, testId }: { text: string | null; testId: string }) {
  return (
    <div role="alert" aria-atomic="true" data-testid={`${testId}-region`}>
      {text ? (
        <p className={styles.alert} data-testid={testId}>
          {text}
        </p>
      ) : null}
    </div>
  );
}
