import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMalaysiaDate, SIGN_IN_PICTURES, useApiErrorText, usePlatform, useReaderLanguage } from '@app/shared';
import boards from '../common/boards.module.css';
import { fetchMoreTimePupils } from '../contestAccommodations/moreTimeApi';
import { MoreTimeSwitch } from '../contestAccommodations/MoreTimeSwitch';
import { fetchPupils, issueCards, revokeCard, setPictures, type IssuedCard, type PupilSignIn } from './classSignInApi';
import styles from './ClassSignIn.module.css';

/**
 * The class page's sign-in section (docs/adr/0018): a phone or computer that never signed in to
 * a pupil's account needs the pupil's sign-in card, or in Years 1–3 their two pictures. The
 * teacher prints cards (all or one; printing again stops the old card), revokes a lost one, and
 * sets a young pupil's pictures with them.
 */
export function ClassSignIn({ classId, className }: { classId: number; className: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div data-testid="class-sign-in">
      <button type="button" className={boards.secondary} aria-expanded={open} onClick={() => setOpen(!open)} data-testid="class-sign-in-toggle">
        {t('signInCards.open')}
      </button>
      {open ? <ClassSignInPanel classId={classId} className={className} /> : null}
    </div>
  );
}

function ClassSignInPanel({ classId, className }: { classId: number; className: string }) {
  const { t } = useTranslation();
  const { http } = usePlatform();
  const language = useReaderLanguage();
  const errorText = useApiErrorText();
  const [pupils, setPupils] = useState<PupilSignIn[] | null>(null);
  const [choosing, setChoosing] = useState<number | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // null until known: a switch drawn before the list came would show "off" for a pupil who has more time
  const [moreTime, setMoreTime] = useState<ReadonlySet<string> | null>(null);

  useEffect(() => {
    fetchMoreTimePupils(http).then(setMoreTime, (e: unknown) => setMessage({ ok: false, text: errorText(e) }));
  }, [http, errorText]);

  const load = useCallback(() => {
    fetchPupils(http, classId).then(setPupils, (e: unknown) => setMessage({ ok: false, text: errorText(e) }));
  }, [http, classId, errorText]);
  useEffect(load, [load]);

  const replace = (next: PupilSignIn) => setPupils((now) => now?.map((p) => (p.user_id === next.user_id ? next : p)) ?? null);

  const print = async (userIds?: number[]) => {
    // opened now, while the click still counts, so no pop-up blocker stops it
    const sheet = window.open('', '_blank');
    if (!sheet) {
      setMessage({ ok: false, text: t('signInCards.popupBlocked') });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const cards: IssuedCard[] = await issueCards(http, classId, userIds);
      const { printCardSheet } = await import('./printCardSheet');
      await printCardSheet(sheet, {
        cards,
        className,
        origin: window.location.origin,
        formatDate: (iso) => formatMalaysiaDate(iso, language),
        text: {
          language,
          title: t('signInCards.sheetTitle'),
          scan: t('signInCards.sheetScan'),
          orType: t('signInCards.sheetOrType'),
          keep: t('signInCards.sheetKeep'),
          issued: t('signInCards.sheetIssued'),
        },
      });
      setMessage({ ok: true, text: t('signInCards.printed', { count: cards.length }) });
      load();
    } catch (e) {
      sheet.close();
      setMessage({ ok: false, text: errorText(e) });
    }
    setBusy(false);
  };

  const revoke = async (pupil: PupilSignIn) => {
    try {
      replace(await revokeCard(http, classId, pupil.user_id));
      setMessage({ ok: true, text: t('signInCards.revoked', { name: pupil.first_name }) });
    } catch (e) {
      setMessage({ ok: false, text: errorText(e) });
    }
  };

  const savePictures = async (pupil: PupilSignIn, pair: number[]) => {
    try {
      replace(await setPictures(http, classId, pupil.user_id, pair));
      setChoosing(null);
      setMessage({ ok: true, text: t('signInCards.picturesSaved', { name: pupil.first_name }) });
    } catch (e) {
      setMessage({ ok: false, text: errorText(e) });
    }
  };

  return (
    <section className={styles.panel} aria-label={t('signInCards.title', { name: className })} data-testid="class-sign-in-panel">
      <p className={boards.muted}>{t('signInCards.intro')}</p>
      <div className={styles.actions}>
        <button type="button" className={boards.button} disabled={busy || !pupils?.length} onClick={() => void print()} data-testid="cards-print-all">
          {t('signInCards.printAll')}
        </button>
      </div>
      <p className={boards.muted}>{t('signInCards.printAgainNote')}</p>
      {message ? (
        <p className={message.ok ? boards.muted : boards.formError} role={message.ok ? 'status' : 'alert'} data-testid="class-sign-in-message">
          {message.text}
        </p>
      ) : null}
      {pupils && pupils.length === 0 ? <p className={boards.muted}>{t('signInCards.noPupils')}</p> : null}
      <ul className={styles.pupils}>
        {(pupils ?? []).map((p) => (
          <li key={p.user_id} className={styles.pupil} data-testid="sign-in-pupil">
            <span className={styles.pupilName}>{`${p.first_name} ${p.last_name}`}</span>
            <p className={styles.state}>
              {p.card_issued_at ? t('signInCards.cardSince', { date: formatMalaysiaDate(p.card_issued_at, language) }) : t('signInCards.noCard')}
              {p.pictures.allowed
                ? ` · ${t(p.pictures.locked ? 'signInCards.picturesLocked' : p.pictures.set ? 'signInCards.picturesSet' : 'signInCards.noPictures')}`
                : ''}
            </p>
            <div className={styles.actions}>
              <button type="button" className={boards.secondary} disabled={busy} onClick={() => void print([p.user_id])} data-testid="card-print-one">
                {p.card_issued_at ? t('signInCards.newCard') : t('signInCards.printOne')}
              </button>
              {p.card_issued_at ? (
                <button type="button" className={boards.secondary} onClick={() => void revoke(p)} data-testid="card-revoke">
                  {t('signInCards.revoke')}
                </button>
              ) : null}
              {p.pictures.allowed ? (
                <button
                  type="button"
                  className={boards.secondary}
                  aria-expanded={choosing === p.user_id}
                  onClick={() => setChoosing(choosing === p.user_id ? null : p.user_id)}
                  data-testid="pictures-choose"
                >
                  {t('signInCards.choosePictures')}
                </button>
              ) : null}
            </div>
            {moreTime ? <MoreTimeSwitch userId={p.user_id} pupilName={`${p.first_name} ${p.last_name}`} granted={moreTime.has(String(p.user_id))} /> : null}
            {choosing === p.user_id ? <PicturePairChooser onSave={(pair) => void savePictures(p, pair)} /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Two of the nine pictures, chosen with the pupil: the pupil remembers them, the api keeps only a hash. */
function PicturePairChooser({ onSave }: { onSave(pair: number[]): void }) {
  const { t } = useTranslation();
  const [pair, setPair] = useState<number[]>([]);
  const toggle = (i: number) => setPair((now) => (now.includes(i) ? now.filter((x) => x !== i) : now.length < 2 ? [...now, i] : now));
  return (
    <div className={styles.panel}>
      <p className={boards.muted}>{t('signInCards.picturesHint')}</p>
      <div className={styles.grid} role="group" aria-label={t('signInCards.choosePictures')}>
        {SIGN_IN_PICTURES.map((id, i) => (
          <button
            key={id}
            type="button"
            className={styles.picture}
            aria-pressed={pair.includes(i)}
            aria-label={t(`pictures.${id}`)}
            onClick={() => toggle(i)}
            data-testid={`set-picture-${id}`}
          >
            <img src={`/media/pictures/${id}.svg`} alt="" width={48} height={48} />
          </button>
        ))}
      </div>
      <div className={styles.actions}>
        <button type="button" className={boards.button} disabled={pair.length !== 2} onClick={() => onSave(pair)} data-testid="pictures-save">
          {t('signInCards.savePictures')}
        </button>
      </div>
    </div>
  );
}
