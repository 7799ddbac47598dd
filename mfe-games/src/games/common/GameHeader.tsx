import { useTranslation } from 'react-i18next';
import { formatDuration, useClock } from './useClock';
import { Icon } from './icons/Icon';
import { SoundSwitch } from './SoundSwitch';
import type { Level } from './levels';
import styles from './GameFrame.module.css';
import { ReadAloudInstructions } from './ReadAloudButton';

interface Props {
  level: Level;
  /** the round's time at a moment (ms since the epoch); null: an untimed round (homework set so) shows no clock */
  elapsed: ((now: number) => number) | null;
  /** the score after hint charges */
  score: number;
  /** units done of the round's total, when the game says */
  progress: { done: number; total: number } | null;
  onHint: (() => void) | null;
  /** what the next hint costs, shown on the button so a hint is never a surprise */
  hintCost: number;
  hintsUsed: number;
  onQuit: () => void;
}

/**
 * The compact HUD: timer, score, progress, hint and stop in one row, pinned under the app bar so
 * it stays in view while the page scrolls. Icons carry the meaning on a narrow phone; every stat
 * has a spoken label.
 */
export function GameHeader({ level, elapsed, score, progress, onHint, hintCost, hintsUsed, onQuit }: Props) {
  const { t } = useTranslation();
  return (
    <div className={styles.bar} data-testid="game-header" role="group" aria-label={t('game.hud', { level: t(`game.levels.${level}`) })}>
      {/* the stats share what the buttons leave: on a phone they take two lines in the row, never a row of their own */}
      <span className={styles.stats}>
        {elapsed === null ? null : <GameTimer elapsed={elapsed} />}
        <span className={styles.stat} data-testid="game-score">
          <span className={styles.srOnly}>{t('game.scoreLabel', { score })}</span>
          <span aria-hidden="true" className={styles.statValue}>
            <Icon name="star" size={22} />
            <strong>{score}</strong>
          </span>
        </span>
        {progress ? (
          <span className={styles.stat} data-testid="game-progress">
            <span className={styles.srOnly}>{t('game.progressLabel', { done: progress.done, total: progress.total })}</span>
            <span aria-hidden="true">
              {Math.min(progress.done, progress.total)}/{progress.total}
            </span>
          </span>
        ) : null}
      </span>
      <span className={styles.barActions}>
        <SoundSwitch />
        <ReadAloudInstructions />
        {onHint ? (
          <button
            type="button"
            className={styles.hudButton}
            onClick={onHint}
            data-testid="game-hint"
            aria-label={t('game.hintCosts', { cost: hintCost, used: hintsUsed })}
          >
            <span aria-hidden="true" className={styles.statValue}>
              <Icon name="light-bulb" size={22} />
              <span className={styles.hintCost}>−{hintCost}</span>
            </span>
          </button>
        ) : null}
        <button type="button" className={styles.hudButton} onClick={onQuit} data-testid="game-quit" aria-label={t('game.quit')}>
          <Icon name="multiply" size={22} />
        </button>
      </span>
    </div>
  );
}

/**
 * The clock alone ticks every second: kept out of the page, whose every render drew the whole
 * board again once a second (issue 22.6).
 */
function GameTimer({ elapsed }: { elapsed: (now: number) => number }) {
  const { t } = useTranslation();
  const time = formatDuration(elapsed(useClock(true)));
  return (
    <span className={`${styles.stat} ${styles.timer}`} data-testid="game-timer" role="timer" aria-label={t('game.timeLabel', { time })}>
      <span aria-hidden="true" className={styles.statValue}>
        <Icon name="stopwatch" size={22} />
        {time}
      </span>
    </span>
  );
}
