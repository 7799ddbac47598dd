import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './WordPrompt.module.css';

interface Props {
  clue?: string;
  image?: string;
  audio?: string;
  /** a short label read before the clue, e.g. "Clue" */
  label?: string;
}

/** The clue, picture and sound of a word (pictures and audio are served by the api under /media). */
export function WordPrompt({ clue, image, audio, label }: Props) {
  const { t } = useTranslation();
  const player = useRef<HTMLAudioElement>(null);
  if (!clue && !image && !audio) return null;
  return (
    <div className={styles.prompt} data-testid="word-prompt">
      {image ? <img className={styles.picture} src={`/media/pictures/${encodeURIComponent(image)}.svg`} alt={clue ?? ''} width={96} height={96} /> : null}
      <div className={styles.text}>
        {clue ? (
          <p className={styles.clue} data-testid="word-clue">
            <span className={styles.label}>{label ?? t('game.clue')}</span> {clue}
          </p>
        ) : null}
        {audio ? (
          <>
            <button type="button" className={styles.listen} onClick={() => void player.current?.play().catch(() => undefined)} data-testid="word-listen">
              <span aria-hidden="true">🔊</span> {t('game.listen')}
            </button>
            <audio ref={player} src={`/media/audio/${encodeURIComponent(audio)}.wav`} preload="none" />
          </>
        ) : null}
      </div>
    </div>
  );
}
