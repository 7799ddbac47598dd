import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons/Icon';
import styles from './WordPrompt.module.css';
import { ReadAloudButton, useUiLanguageTag } from './ReadAloudButton';

interface Props {
  clue?: string;
  image?: string;
  audio?: string;
  /** a short label read before the clue, e.g. "Clue" */
  label?: string;
  /** a small picture and text, where a board and keypad share a phone screen */
  compact?: boolean;
}

/** The clue, picture and sound of a word (pictures and audio are served by the api under /media). */
export function WordPrompt({ clue, image, audio, label, compact = false }: Props) {
  const { t } = useTranslation();
  const player = useRef<HTMLAudioElement>(null);
  // the board around is in the topic's language; "Clue" and "Listen" are the UI's (WCAG 3.1.2)
  const ui = useUiLanguageTag();
  if (!clue && !image && !audio) return null;
  return (
    <div className={`${styles.prompt} ${compact ? styles.compact : ''}`} data-testid="word-prompt">
      {image ? <img className={styles.picture} src={`/media/pictures/${encodeURIComponent(image)}.svg`} alt={clue ?? ''} width={96} height={96} /> : null}
      <div className={styles.text}>
        {clue ? (
          <p className={styles.clue} data-testid="word-clue">
            <span className={styles.label} lang={ui}>
              {label ?? t('game.clue')}
            </span>{' '}
            {clue}
            <ReadAloudButton auto testId="read-aloud-prompt" />
          </p>
        ) : null}
        {audio ? (
          <>
            <button
              type="button"
              className={styles.listen}
              lang={ui}
              onClick={() => void Promise.resolve(player.current?.play()).catch(() => undefined)}
              data-testid="word-listen"
            >
              <Icon name="speaker-high-volume" size={28} className={styles.listenIcon} /> {t('game.listen')}
            </button>
            <audio ref={player} src={`/media/audio/${encodeURIComponent(audio)}.wav`} preload="none" />
          </>
        ) : null}
      </div>
    </div>
  );
}
