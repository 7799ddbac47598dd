import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorCode, useApiErrorText, usePlatform, type NewDeviceStep } from '@app/shared';
import { TextField } from '../../common/FormField';
import { AlertRegion } from '../../common/AlertRegion';
import formStyles from '../../common/Form.module.css';
import { login, sendDeviceLink, type LoginResponse, type StepAnswer } from '../accountApi';
import { PicturePicker } from './PicturePicker';
import styles from './NewDevice.module.css';

/** Pictures first (the youngest pupils), then the card, the PIN and the email link. */
const ORDER: NewDeviceStep[] = ['pictures', 'card', 'pin', 'email_link'];

/**
 * The one more step a phone or computer that never signed in to the account needs (docs/adr/0018),
 * offering only the steps the api named: a Year 1–3 pupil picks their two pictures, a pupil types
 * the code on the sign-in card the teacher printed (or scans its QR code), a teacher gives their
 * PIN, anyone may ask for a link to the account's (parent's) email. Wrong answers say so in the
 * reader's language; the api counts them.
 */
export function NewDeviceSteps({ mykad, steps, onSignedIn }: { mykad: string; steps: NewDeviceStep[]; onSignedIn(response: LoginResponse): void }) {
  const { t } = useTranslation();
  const platform = usePlatform();
  const errorText = useApiErrorText();
  const [offered, setOffered] = useState(steps);
  const [pictures, setPictures] = useState<number[]>([]);
  const [code, setCode] = useState('');
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [linkSent, setLinkSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const answer = async (step: StepAnswer) => {
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await login(platform.http, mykad, step));
    } catch (failure) {
      setError(errorText(failure));
      const code = apiErrorCode(failure);
      if (code === 'pictures_wrong' || code === 'pictures_locked') setPictures([]);
      if (code === 'pictures_locked') setOffered((now) => now.filter((s) => s !== 'pictures'));
      setBusy(false);
    }
  };
  const choosePictures = (next: number[]) => {
    setPictures(next);
    if (next.length === 2) void answer({ pictures: next });
  };
  const submitCode = (e: FormEvent) => {
    e.preventDefault();
    void answer({ card_code: code });
  };
  const submitPin = (e: FormEvent) => {
    e.preventDefault();
    void answer({ pin });
  };
  const sendLink = async () => {
    setBusy(true);
    setError(null);
    try {
      await sendDeviceLink(platform.http, mykad);
      setLinkSent(true);
    } catch (failure) {
      setError(errorText(failure));
    }
    setBusy(false);
  };

  return (
    <div className={formStyles.form} data-testid="new-device-steps">
      <p className={formStyles.notice}>{t('newDevice.intro')}</p>
      <AlertRegion text={error} testId="new-device-error" />
      {ORDER.filter((s) => offered.includes(s)).map((step) => (
        <section key={step} className={styles.step} data-testid={`step-${step}`} aria-labelledby={`step-${step}-title`}>
          <h3 className={styles.stepTitle} id={`step-${step}-title`}>
            {t(`newDevice.${step}.title`)}
          </h3>
          <p className={formStyles.hint}>{t(`newDevice.${step}.hint`)}</p>
          {step === 'pictures' ? (
            <>
              <PicturePicker chosen={pictures} onChange={choosePictures} disabled={busy} />
              <p className={styles.count} aria-live="polite">
                {t('newDevice.pictures.chosen', { count: pictures.length })}
              </p>
            </>
          ) : null}
          {step === 'card' ? (
            <form className={formStyles.form} onSubmit={submitCode} noValidate>
              <TextField
                label={t('newDevice.card.label')}
                testId="card-code"
                name="card-code"
                autoComplete="off"
                autoCapitalize="characters"
                maxLength={9}
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
              <div className={formStyles.actions}>
                <button type="submit" className={formStyles.primary} disabled={busy || code.trim().length < 6} data-testid="card-code-submit">
                  {t('newDevice.card.submit')}
                </button>
              </div>
            </form>
          ) : null}
          {step === 'pin' ? (
            <form className={formStyles.form} onSubmit={submitPin} noValidate>
              <TextField
                label={t('security.pinLabel')}
                testId="login-pin"
                name="pin"
                type="password"
                inputMode="numeric"
                autoComplete="current-password"
                maxLength={12}
                autoFocus
                value={pin}
                onChange={(e) => setPin(e.target.value)}
              />
              <div className={formStyles.actions}>
                <button type="submit" className={formStyles.primary} disabled={busy} data-testid="pin-submit">
                  {t('auth.signIn')}
                </button>
              </div>
            </form>
          ) : null}
          {step === 'email_link' ? (
            linkSent ? (
              <>
                <p className={formStyles.success} role="status" data-testid="email-link-sent">
                  {t('newDevice.email_link.sent')}
                </p>
                <div className={formStyles.actions}>
                  <button type="button" className={formStyles.primary} disabled={busy} onClick={() => void answer({})} data-testid="email-link-retry">
                    {t('newDevice.retry')}
                  </button>
                </div>
              </>
            ) : (
              <div className={formStyles.actions}>
                <button type="button" className={formStyles.secondary} disabled={busy} onClick={() => void sendLink()} data-testid="email-link-send">
                  {t('newDevice.email_link.send')}
                </button>
              </div>
            )
          ) : null}
        </section>
      ))}
    </div>
  );
}
