import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSoundMuted, onSoundMuted, prepareSounds, setSoundMuted } from './gameSounds';
import { Icon } from './icons/Icon';
import styles from './GameFrame.module.css';

/**
 * The HUD's sound switch: pressed while sounds play; the choice is kept for the next game. Musical
 * notes, not a speaker: the instructions' read-aloud speaker sits beside it.
 */
export function SoundSwitch() {
  const { t } = useTranslation();
  const [muted, setMuted] = useState(isSoundMuted);
  useEffect(() => onSoundMuted(setMuted), []);
  // shown with a game's board: the sounds get ready while the child looks at it, not in her first tap
  useEffect(() => prepareSounds(), []);
  return (
    <button
      type="button"
      className={`${styles.hudButton} ${muted ? styles.soundOff : ''}`}
      onClick={() => setSoundMuted(!muted)}
      aria-pressed={!muted}
      aria-label={t('game.sound')}
      title={t('game.sound')}
      data-testid="game-sound"
    >
      <Icon name="musical-notes" size={22} />
    </button>
  );
}
