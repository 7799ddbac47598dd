import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatLocaleNumber,
  isLanguage,
  letters,
  useApiErrorText,
  useLoadData,
  usePlatform,
  useReaderLanguage,
  shownPlayerName,
  type WordResultRecord,
} from '@app/shared';
import styles from './gameboard.module.css';
import common from '../common/boards.module.css';
import { PinQrCode } from './PinQrCode';
import { useLiveBoard } from './useLiveBoard';
import type { BoardSnapshot } from '@app/shared';
import { GAMEBOARD_API } from './gameboardTypes';
import { useTopicTitles } from '../common/useTopicTitles';
import { WordResults } from '../homework/WordResults';

/** The projector-friendly live board of one PIN game. */
export function LiveBoard({ pin, onClose }: { pin: string; onClose(): void }) {
  const { t } = useTranslation();
  const language = useReaderLanguage();
  const errorText = useApiErrorText();
  const { http, toast } = usePlatform();
  const { board, mode, error, setBoard } = useLiveBoard(pin);
  const [projector, setProjector] = useState(false);
  const [busy, setBusy] = useState(false);
  const container = useRef<HTMLElement>(null);
  const joinUrl = `${window.location.origin}/gameboard?pin=${pin}`;
  const ended = board?.session.status === 'ended';
  const titleOf = useTopicTitles(board ? [board.session.topicKey] : []);
  // what the class missed, once the game is over: the teacher's next lesson (read once; no score comes after the end)
  const words = useLoadData(
    ({ http: client, signal }) => client.get<{ language: string; words: WordResultRecord[] }>(`${GAMEBOARD_API}/${pin}/words`, { signal }).then((r) => r.data),
    [pin, ended],
    { enabled: ended },
  );

  const end = async () => {
    setBusy(true);
    try {
      setBoard((await http.post<BoardSnapshot>(`${GAMEBOARD_API}/${pin}/end`)).data);
    } catch (e) {
      toast({ message: errorText(e), color: 'danger' });
    } finally {
      setBusy(false);
    }
  };
  // the teacher lets a waiting player in, or takes one off; the stream brings the change
  const actOn = async (action: 'admit' | 'remove', nickname: string) => {
    try {
      await http.post(`${GAMEBOARD_API}/${pin}/players/${action}`, { nickname });
    } catch (e) {
      toast({ message: errorText(e), color: 'danger' });
    }
  };
  const playing = board?.players.filter((p) => p.status === 'playing') ?? [];
  const waiting = board?.players.filter((p) => p.status === 'waiting') ?? [];
  const exportCsv = async () => {
    try {
      const { data } = await http.get<Blob>(`${GAMEBOARD_API}/${pin}/results.csv`, { responseType: 'blob' });
      const href = URL.createObjectURL(data);
      const a = Object.assign(document.createElement('a'), { href, download: `gameboard-${pin}.csv` });
      a.click();
      URL.revokeObjectURL(href);
    } catch (e) {
      toast({ message: errorText(e), color: 'danger' });
    }
  };
  const toggleProjector = () => {
    const next = !projector;
    setProjector(next);
    if (next) void container.current?.requestFullscreen?.().catch(() => undefined);
    else if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  };

  return (
    <section
      ref={container}
      className={`${styles.board} ${projector ? styles.projector : ''}`}
      data-testid="gameboard-live"
      aria-labelledby="gameboard-pin-label"
    >
      <div className={styles.top}>
        <div>
          <p className={styles.pinLabel} id="gameboard-pin-label">
            {t('gameboard.pinLabel')}
          </p>
          <p className={styles.pin} data-testid="gameboard-pin" aria-label={t('gameboard.pinAria', { pin: letters(pin).join(' ') })}>
            {pin}
          </p>
          <p className={styles.joinUrl}>
            {t('gameboard.joinAt')} <strong>{joinUrl}</strong>
          </p>
          {board ? (
            <p className={styles.meta}>
              {t(`gameNames.${board.session.quizCategory}`)} · {titleOf(board.session.topicKey)} · {t(`languageNames.${board.session.language}`)}
            </p>
          ) : null}
          <p className={styles.status} data-testid="gameboard-status" role="status">
            {ended ? t('gameboard.ended') : t(`gameboard.${mode}`)}
          </p>
        </div>
        {!ended ? (
          <div className={styles.qr}>
            <PinQrCode url={joinUrl} alt={t('gameboard.qrAlt', { pin })} />
          </div>
        ) : null}
      </div>
      <div className={styles.toolbar}>
        {!ended ? (
          <button type="button" className={common.danger} onClick={() => void end()} disabled={busy} data-testid="gameboard-end">
            {t('gameboard.end')}
          </button>
        ) : null}
        <button type="button" className={common.secondary} onClick={() => void exportCsv()} data-testid="gameboard-export">
          {t('gameboard.export')}
        </button>
        <button type="button" className={common.secondary} onClick={toggleProjector} aria-pressed={projector} data-testid="gameboard-projector">
          {projector ? t('gameboard.exitProjector') : t('gameboard.projector')}
        </button>
        <button type="button" className={common.secondary} onClick={onClose} data-testid="gameboard-close">
          {t('gameboard.back')}
        </button>
      </div>
      {error && !board ? <p role="alert">{errorText(error)}</p> : null}
      <h2 className={common.visuallyHidden}>{t('gameboard.playersHeading')}</h2>
      <p aria-live="polite" className={common.visuallyHidden}>
        {t('gameboard.playerCount', { count: playing.length })}
      </p>
      {waiting.length > 0 && !ended ? (
        <section aria-labelledby="gameboard-waiting-title" data-testid="gameboard-admission">
          <h3 id="gameboard-waiting-title">{t('gameboard.waitingToJoin', { count: waiting.length })}</h3>
          <ul className={styles.players}>
            {waiting.map((p) => (
              <li key={p.nickname} className={styles.player} data-testid="gameboard-waiting-player">
                <span className={styles.rank}>·</span>
                <span>{p.nickname}</span>
                <span className={styles.actions}>
                  <button type="button" className={common.secondary} onClick={() => void actOn('admit', p.nickname)} data-testid="gameboard-admit">
                    {t('gameboard.admit', { nickname: p.nickname })}
                  </button>
                  <button type="button" className={common.danger} onClick={() => void actOn('remove', p.nickname)} data-testid="gameboard-refuse">
                    {t('gameboard.remove', { nickname: p.nickname })}
                  </button>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {board && playing.length === 0 ? (
        <p className={styles.waiting} data-testid="gameboard-waiting">
          {t('gameboard.waiting')}
        </p>
      ) : null}
      <ol className={styles.players} data-testid="gameboard-players">
        {playing.map((p) => (
          <li key={p.nickname} className={styles.player} data-testid="gameboard-player">
            <span className={styles.rank}>{p.rank ?? '·'}</span>
            <span data-testid="gameboard-player-name">{shownPlayerName(p.nickname, language)}</span>
            {p.bestScore === null ? (
              <span className={styles.waiting}>{t('gameboard.playing')}</span>
            ) : (
              <span className={styles.score} data-testid="gameboard-player-score">
                {formatLocaleNumber(p.bestScore, language)}
              </span>
            )}
            {!ended && !projector ? (
              <button
                type="button"
                className={`${common.secondary} ${styles.removeButton}`}
                onClick={() => void actOn('remove', p.nickname)}
                aria-label={t('gameboard.removeAria', { nickname: shownPlayerName(p.nickname, language) })}
                data-testid="gameboard-remove"
              >
                {t('gameboard.removeShort')}
              </button>
            ) : null}
          </li>
        ))}
      </ol>
      {ended ? (
        <div className={styles.words}>
          {words.data ? (
            <WordResults
              words={words.data.words}
              language={isLanguage(words.data.language) ? words.data.language : language}
              heading={t('gameboard.wordsHeading')}
              testId="gameboard"
            />
          ) : words.status === 'error' ? (
            <p role="alert">{errorText(words.error)}</p>
          ) : (
            <p role="status">{t('common.loading')}</p>
          )}
        </div>
      ) : null}
    </section>
  );
}
