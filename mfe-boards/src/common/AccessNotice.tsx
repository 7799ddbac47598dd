import { usePlatform } from '@app/shared';
import styles from './boards.module.css';

export interface AccessNoticeProps {
  testId: string;
  title: string;
  message: string;
  action?: { label: string; to: string };
}

/** Why a page is not available to this user, and where to go instead: never a blank page. */
export function AccessNotice({ testId, title, message, action }: AccessNoticeProps) {
  const { navigate } = usePlatform();
  return (
    <section className={styles.notice} data-testid={testId} role="status">
      <h2 className={styles.noticeTitle}>{title}</h2>
      <p>{message}</p>
      {action ? (
        <a
          className={styles.button}
          href={action.to}
          onClick={(e) => {
            e.preventDefault();
            navigate(action.to);
          }}
        >
          {action.label}
        </a>
      ) : null}
    </section>
  );
}
