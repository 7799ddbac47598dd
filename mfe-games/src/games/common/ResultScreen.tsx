import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { accuracyPercent, type GameTally } from './gameSession';
import { formatDuration } from './useClock';
import styles from './GameFrame.module.css';

export type SaveStatus = 'saving' | 'sent' | 'queued' | 'signedOut' | 'failed';

interface Props extends GameTally {
  durationMs: number;
  saveStatus: SaveStatus;
  onAgain: () => void;
  onChooseLevel: () => void;
  onOtherGame: () => void;
}

export function ResultScreen({ score, correct, attempted, durationMs, saveStatus, onAgain, onChooseLevel, onOtherGame }: Props) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // Move focus to the result so keyboard and screen-reader users learn the game has ended.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.panel} aria-labelledby="game-result-heading" data-testid="game-result">
      <h2 id="game-result-heading" className={styles.panelHeading} tabIndex={-1} ref={heading}>
        <span aria-hidden="true">🏆 </span>{t('game.result.title')}
      </h2>
      <dl className={styles.results}>
        <div><dt>{t('game.score')}</dt><dd data-testid="result-score">{score}</dd></div>
        <div><dt>{t('game.time')}</dt><dd data-testid="result-time">{formatDuration(durationMs)}</dd></div>
        <div><dt>{t('game.accuracy')}</dt><dd data-testid="result-accuracy">{accuracyPercent({ correct, attempted })}%</dd></div>
        <div><dt>{t('game.result.answers')}</dt><dd>{t('game.result.correctOf', { correct, attempted })}</dd></div>
      </dl>
      <p className={styles.saveStatus} data-testid="result-save-status" data-status={saveStatus}>{t(`game.result.save.${saveStatus}`)}</p>
      <div className={styles.actionsRow}>
        <button type="button" className={styles.primary} onClick={onAgain} data-testid="result-again">{t('game.result.again')}</button>
        <button type="button" className={styles.secondary} onClick={onChooseLevel} data-testid="result-level">{t('game.result.chooseLevel')}</button>
        <button type="button" className={styles.secondary} onClick={onOtherGame} data-testid="result-other">{t('game.result.otherGame')}</button>
      </div>
    </section>
  );
}
