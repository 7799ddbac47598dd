import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText, usePlatform } from '@app/shared';
import common from '../common/boards.module.css';
import styles from './gameboard.module.css';
import { GAMEBOARD_API, type JoinResponse } from './gameboardTypes';

/** A student joins a live game with the PIN on the classroom screen and a nickname. */
export function JoinGame({ initialPin, defaultNickname }: { initialPin: string; defaultNickname: string }) {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const { http, navigate } = usePlatform();
  const [pin, setPin] = useState(initialPin);
  const [nickname, setNickname] = useState(defaultNickname);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [joined, setJoined] = useState<JoinResponse | null>(null);
  // the signed-in name arrives after the first render; offer it unless the student typed one
  useEffect(() => {
    if (defaultNickname) setNickname((current) => current || defaultNickname);
  }, [defaultNickname]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { data } = await http.post<JoinResponse>(`${GAMEBOARD_API}/${pin}/join`, { nickname: nickname.trim() });
      setJoined(data);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  // an approve game: wait here until the teacher lets the player in (or takes them off)
  const [removed, setRemoved] = useState(false);
  useEffect(() => {
    if (joined?.status !== 'waiting') return undefined;
    const timer = setInterval(() => {
      http
        .post<{ status: 'playing' | 'waiting' | 'removed'; playUrl: string | null }>(`${GAMEBOARD_API}/${joined.session.pin}/status`, {
          playerToken: joined.playerToken,
        })
        .then(
          ({ data }) => {
            if (data.status === 'playing') setJoined((j) => (j ? { ...j, status: 'playing' } : j));
            if (data.status === 'removed') setRemoved(true);
          },
          () => undefined,
        );
    }, 3000);
    return () => clearInterval(timer);
  }, [http, joined]);

  if (joined && (joined.status === 'waiting' || removed)) {
    return (
      <section className={`${common.section} ${styles.joinBox}`} data-testid="join-waiting" role="status">
        <h2 className={common.sectionTitle}>{removed ? t('join.removedTitle') : t('join.waitingTitle', { nickname: joined.nickname })}</h2>
        <p>{removed ? t('join.removedText') : t('join.waitingText')}</p>
      </section>
    );
  }
  if (joined) {
    return (
      <section className={`${common.section} ${styles.joinBox}`} data-testid="join-done">
        <h2 className={common.sectionTitle}>{t('join.joinedTitle', { nickname: joined.nickname })}</h2>
        <p>{t('join.joinedText', { game: t(`gameNames.${joined.session.quizCategory}`) })}</p>
        <a className={common.button} href={joined.playUrl} data-testid="join-play" onClick={(e) => (e.preventDefault(), navigate(joined.playUrl))}>
          {t('join.play')}
        </a>
      </section>
    );
  }
  const pinOk = /^\d{6}$/.test(pin);
  return (
    <form className={`${common.section} ${styles.joinBox}`} onSubmit={submit} data-testid="join-form" aria-labelledby="join-title">
      <h2 className={common.sectionTitle} id="join-title">
        {t('join.title')}
      </h2>
      <div className={common.filters}>
        <label className={common.field}>
          {t('join.pin')}
          <input
            className={styles.bigInput}
            value={pin}
            onChange={(e) => setPin(e.target.value.replace(/\D/g, '').slice(0, 6))}
            inputMode="numeric"
            autoComplete="off"
            required
            aria-describedby="join-pin-hint"
            data-testid="join-pin"
          />
        </label>
        <span id="join-pin-hint" className={common.visuallyHidden}>
          {t('join.pinHint')}
        </span>
        <label className={common.field}>
          {t('join.nickname')}
          <input value={nickname} onChange={(e) => setNickname(e.target.value)} maxLength={24} required data-testid="join-nickname" />
        </label>
        <button type="submit" className={common.button} disabled={busy || !pinOk || !nickname.trim()} data-testid="join-submit">
          {t('join.submit')}
        </button>
      </div>
      {error ? (
        <p className={common.formError} role="alert" data-testid="join-error">
          {error}
        </p>
      ) : null}
    </form>
  );
}
