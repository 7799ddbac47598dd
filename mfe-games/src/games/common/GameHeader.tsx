import { useTranslation } from 'react-i18next';
import { formatDuration } from './useClock';
import type { Level } from './levels';
import styles from './GameFrame.module.css';

interface Props {
  level: Level;
  elapsedMs: number;
  score: number;
  onHint: (() => void) | null;
  hintsUsed: number;
  onQuit: () => void;
}

/** Always-visible timer, score, level, hint and quit (DESIGN.md §6 "a visible timer and score"). */
export function GameHeader({ level, elapsedMs, score, onHint, hintsUsed, onQuit }: Props) {
  const { t } = useTranslation();
  const time = formatDuration(elapsedMs);
  return (
    <div className={styles.bar} data-testid="game-header">
      <span className={styles.stat} data-testid="game-level">
        <span className={styles.statLabel}>{t('game.level')}</span> {t(`game.levels.${level}`)}
      </span>
      <span className={styles.stat} data-testid="game-timer" role="timer" aria-label={t('game.timeLabel', { time })}>
        <span aria-hidden="true">⏱</span> {time}
      </span>
      <span className={styles.stat} data-testid="game-score" aria-label={t('game.scoreLabel', { score })}>
        <span className={styles.statLabel}>{t('game.score')}</span> <strong>{score}</strong>
      </span>
      <span className={styles.barActions}>
        {onHint ? (
          <button type="button" className={styles.secondary} onClick={onHint} data-testid="game-hint">
            <span aria-hidden="true">💡</span> {t('game.hint')}
            {hintsUsed > 0 ? <span className={styles.statLabel}> ({hintsUsed})</span> : null}
          </button>
        ) : null}
        <button type="button" className={styles.secondary} onClick={onQuit} data-testid="game-quit">
          {t('game.quit')}
        </button>
      </span>
    </div>
  );
}
