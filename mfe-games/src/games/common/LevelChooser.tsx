import { useTranslation } from 'react-i18next';
import { LEVELS, type Level } from './levels';
import type { ProgressEnvelope } from './progressState';
import styles from './GameFrame.module.css';

interface Props {
  saved: ProgressEnvelope | undefined;
  onStart: (level: Level) => void;
  onResume: (saved: ProgressEnvelope) => void;
}

export function LevelChooser({ saved, onStart, onResume }: Props) {
  const { t } = useTranslation();
  return (
    <section className={styles.panel} aria-labelledby="level-chooser-heading" data-testid="level-chooser">
      <h2 id="level-chooser-heading" className={styles.panelHeading}>
        {t('game.chooseLevel')}
      </h2>
      {saved ? (
        <p>
          <button type="button" className={styles.primary} onClick={() => onResume(saved)} data-testid="game-resume">
            {t('game.resume', { level: t(`game.levels.${saved.level}`) })}
          </button>
        </p>
      ) : null}
      <div className={styles.levels}>
        {LEVELS.map((level) => (
          <button key={level} type="button" className={styles.level} onClick={() => onStart(level)} data-testid={`level-${level}`}>
            <strong>{t(`game.levels.${level}`)}</strong>
            <span className={styles.statLabel}>{t(`game.levelHelp.${level}`)}</span>
          </button>
        ))}
      </div>
    </section>
  );
}
