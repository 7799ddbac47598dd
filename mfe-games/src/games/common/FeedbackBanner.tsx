import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Feedback } from './GameContext';
import styles from './GameFrame.module.css';
import { Icon } from './icons/Icon';
import { LetterHint } from './LetterHint';
import { playSound } from './gameSounds';
import { FeedbackReadAloud, useUiLanguageTag } from './ReadAloudButton';

const ICONS = { correct: 'check-mark-button', incorrect: 'cross-mark', info: 'information', hint: 'light-bulb' } as const;

/**
 * Feedback by icon + word + message, announced politely; colour only reinforces it. The verdict's
 * box is always there (empty and unframed before the first answer) because its live region is
 * inside it, and a live region must exist before its text changes to be announced. The replay
 * speaker has a column of its own in the box's inline-end corner, outside the live region (inside
 * it, its name "Read aloud" was announced with every verdict): at the end of the verdict's last
 * line it wrapped onto a line of its own when that line was full, and the box grew.
 */
export function FeedbackBanner({ feedback }: { feedback: Feedback | null }) {
  const { t } = useTranslation();
  const shown = useRef<HTMLParagraphElement>(null);
  // On a phone the verdict must be seen where the child looks: bring it into view if it is not.
  useEffect(() => {
    const el = shown.current;
    if (!feedback || !el) return;
    // in the next frame, whose layout it then shares: called here, it laid the page out inside the
    // answer's task (20-30 ms of it at 4x CPU, issue 22.6)
    const frame = requestAnimationFrame(() => el.scrollIntoView?.({ block: 'nearest' }));
    // the box stays (its live region must), so each new verdict pops by itself, not by remounting
    if (typeof el.animate === 'function' && matchMedia?.('(prefers-reduced-motion: no-preference)').matches) {
      el.animate(
        [
          { transform: 'scale(0.97)', opacity: 0.4 },
          { transform: 'none', opacity: 1 },
        ],
        { duration: 160, easing: 'ease-out' },
      );
    }
    // a short sound with the verdict (issue 22); the HUD's switch mutes it
    if (feedback.kind === 'correct') playSound('right');
    if (feedback.kind === 'incorrect') playSound('wrong');
    return () => cancelAnimationFrame(frame);
    // only a new verdict sounds; its kind is read with it
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [feedback?.id]);
  return (
    <div className={styles.feedbackSlot} lang={useUiLanguageTag()}>
      <p
        ref={shown}
        className={feedback ? `${styles.feedback} ${styles[feedback.kind]}` : styles.feedbackIdle}
        data-testid={feedback ? 'game-feedback' : undefined}
        data-kind={feedback?.kind}
      >
        {feedback ? (
          <span aria-hidden="true" className={styles.feedbackIcon}>
            <Icon name={ICONS[feedback.kind]} size={22} />
          </span>
        ) : null}
        <span className={styles.feedbackText}>
          <span role="status" aria-live="polite" aria-atomic="true" className={styles.feedbackLive} data-testid="game-feedback-region">
            {feedback ? (
              <>
                <strong>{t(`game.feedback.${feedback.kind}`)}</strong> {feedback.message}
              </>
            ) : null}
          </span>
          {/* a live region of its own, under the verdict's words */}
          <span aria-live="polite" aria-atomic="true" className={styles.feedbackLetters}>
            {feedback?.letters ? <LetterHint {...feedback.letters} /> : null}
          </span>
        </span>
        {feedback ? (
          <span className={styles.feedbackSpeaker}>
            <FeedbackReadAloud feedback={feedback} />
          </span>
        ) : null}
      </p>
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
