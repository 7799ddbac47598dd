import { useTranslation } from 'react-i18next';
import type { Feedback } from './GameContext';
import styles from './GameFrame.module.css';

const ICONS = { correct: '✔', incorrect: '✖', hint: '💡', info: 'ℹ' } as const;

/** Feedback by icon + word + message, announced politely; colour only reinforces it. */
export function FeedbackBanner({ feedback }: { feedback: Feedback | null }) {
  const { t } = useTranslation();
  return (
    <div className={styles.feedbackSlot} role="status" aria-live="polite" aria-atomic="true" data-testid="game-feedback-region">
      {feedback ? (
        <p key={feedback.id} className={`${styles.feedback} ${styles[feedback.kind]}`} data-testid="game-feedback" data-kind={feedback.kind}>
          <span aria-hidden="true" className={styles.feedbackIcon}>{ICONS[feedback.kind]}</span>
          <strong>{t(`game.feedback.${feedback.kind}`)}</strong> <span>{feedback.message}</span>
        </p>
      ) : null}
    </div>
  );
}
