import { useTranslation } from 'react-i18next';
import type { AssignmentMode } from '@app/shared';
import type { ProgressEnvelope } from '../games/common/progressState';
import styles from '../games/common/GameFrame.module.css';

/**
 * Before a homework game: what the teacher set (level, with or without a clock) and one button to
 * start, in place of the level chooser; a game left unfinished at that level can be continued.
 */
export function AssignmentStart({
  assignment,
  saved,
  onStart,
  onResume,
}: {
  assignment: AssignmentMode;
  saved: ProgressEnvelope | undefined;
  onStart: () => void;
  onResume: (saved: ProgressEnvelope) => void;
}) {
  const { t } = useTranslation();
  const resumable = saved && saved.level === assignment.level ? saved : undefined;
  return (
    <section className={styles.panel} aria-labelledby="assignment-start-heading" data-testid="assignment-start">
      <h2 id="assignment-start-heading" className={styles.panelHeading}>
        {t('homework.title')}
      </h2>
      <p>
        {t('homework.levelSet', { level: t(`game.levels.${assignment.level}`) })} · {t(assignment.timed ? 'homework.timed' : 'homework.untimed')}
      </p>
      <p>
        {resumable ? (
          <button type="button" className={styles.primary} onClick={() => onResume(resumable)} data-testid="game-resume">
            {t('game.resume', { level: t(`game.levels.${resumable.level}`) })}
          </button>
        ) : (
          <button type="button" className={styles.primary} onClick={onStart} data-testid="assignment-begin">
            {t('homework.begin')}
          </button>
        )}
      </p>
    </section>
  );
}
