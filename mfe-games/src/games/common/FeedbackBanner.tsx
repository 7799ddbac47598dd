import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Feedback } from './GameContext';
import styles from './GameFrame.module.css';
import { Icon } from './icons/Icon';
import { LetterHint } from './LetterHint';
import { playSound } from './gameSounds';
import { FeedbackReadAloud, useUiLanguageTag } from './ReadAloudButton';

const ICONS = { correct: 'check-mark-button', incorrect: 'cross-mark', info: 'information', hint: 'light-bulb' } as const;

/** Feedback by icon + word + message, announced politely; colour only reinforces it. */
export function FeedbackBanner({ feedback }: { feedback: Feedback | null }) {
  const { t } = useTranslation();
  const shown = useRef<HTMLParagraphElement>(null);
  // On a phone the verdict must be seen where the child looks: bring it into view if it is not.
  useEffect(() => {
    const el = shown.current;
    if (el && typeof el.scrollIntoView === 'function') el.scrollIntoView({ block: 'nearest' });
    // a short sound with the verdict (issue 22); the HUD's switch mutes it
    if (feedback?.kind === 'correct') playSound('right');
    if (feedback?.kind === 'incorrect') playSound('wrong');
    // only a new verdict sounds; its kind is read with it
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [feedback?.id]);
  return (
    <div className={styles.feedbackSlot} role="status" aria-live="polite" aria-atomic="true" lang={useUiLanguageTag()} data-testid="game-feedback-region">
      {feedback ? (
        <p ref={shown} key={feedback.id} className={`${styles.feedback} ${styles[feedback.kind]}`} data-testid="game-feedback" data-kind={feedback.kind}>
          <span aria-hidden="true" className={styles.feedbackIcon}>
            <Icon name={ICONS[feedback.kind]} size={22} />
          </span>
          <span className={styles.feedbackText}>
            <span>
              <strong>{t(`game.feedback.${feedback.kind}`)}</strong> {feedback.message} <FeedbackReadAloud feedback={feedback} />
            </span>
            {feedback.letters ? <LetterHint {...feedback.letters} /> : null}
          </span>
        </p>
      ) : null}
    </div>
  );
}

interface FeedbackSlotApi {
  feedback: Feedback | null;
  /** a game's <GameFeedback> takes the feedback; the frame's fallback banner then hides */
  claim(): () => void;
}

export const FeedbackSlotContext = createContext<FeedbackSlotApi | null>(null);

/**
 * Where a game shows its feedback: right beside its input (under the options, above the keypad),
 * so a child sees the verdict where they are looking. Render it always (not only after an answer):
 * a live region must exist before its text changes to be announced. `children` (a Next button)
 * share its row. A game that renders none gets the frame's banner under the HUD.
 */
export function GameFeedback({ children }: { children?: ReactNode }) {
  const slot = useContext(FeedbackSlotContext);
  const claim = slot?.claim;
  useEffect(() => claim?.(), [claim]);
  return (
    <div className={styles.feedbackRow} data-testid="game-feedback-slot">
      <FeedbackBanner feedback={slot?.feedback ?? null} />
      {children}
    </div>
  );
}
