import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText, useLoadData, usePlatform } from '@app/shared';
import { TextField } from '../common/FormField';
import formStyles from '../common/Form.module.css';
import { fetchPinStatus, removePin, savePin, type PinStatus } from './securityApi';

const PIN = /^\d{6,12}$/;

/**
 * A teacher's optional sign-in PIN (beyond the spec's MyKad-only login): set, change or remove it.
 * Changing or removing needs the current PIN. Nothing is shown to accounts that cannot have one,
 * nor when the PIN's state cannot be read.
 */
export function TeacherPin() {
  const { t } = useTranslation();
  const platform = usePlatform();
  const errorText = useApiErrorText();
  const loaded = useLoadData(({ http, signal }) => fetchPinStatus(http, signal), []);
  // the answer of the last save or removal, which is newer than what was loaded
  const [changed, setChanged] = useState<PinStatus | null>(null);
  const [pin, setPin] = useState('');
  const [current, setCurrent] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const status = changed ?? loaded.data;
  if (!status?.pin_available) return null;

  const run = async (action: () => Promise<PinStatus>, done: string) => {
    setBusy(true);
    setMessage(null);
    try {
      setChanged(await action());
      setPin('');
      setCurrent('');
      setMessage({ ok: true, text: t(done) });
    } catch (e) {
      setMessage({ ok: false, text: errorText(e) });
    }
    setBusy(false);
  };
  /** The server asks for the current PIN too; asking here first says it in this form's own words. */
  const currentMissing = () => {
    if (!status.pin_set || current.trim()) return false;
    setMessage({ ok: false, text: t('security.currentPinNeeded') });
    return true;
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!PIN.test(pin.trim())) {
      setMessage({ ok: false, text: t('security.pinFormat') });
      return;
    }
    if (currentMissing()) return;
    void run(() => savePin(platform.http, pin.trim(), status.pin_set ? current.trim() : undefined), 'security.pinSaved');
  };
  const remove = () => {
    if (currentMissing()) return;
    void run(() => removePin(platform.http, current.trim()), 'security.pinRemoved');
  };

  return (
    <section className={formStyles.card} aria-labelledby="teacher-pin-title" data-testid="teacher-pin">
      <h2 className={formStyles.cardTitle} id="teacher-pin-title">
        {t('security.pinTitle')}
      </h2>
      <p className={status.pin_set ? formStyles.cardIntro : formStyles.notice} data-testid="teacher-pin-state">
        {status.pin_set ? t('security.pinOn') : t('security.pinOff')}
      </p>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        {status.pin_set ? (
          <TextField
            label={t('security.currentPin')}
            testId="pin-current"
            type="password"
            inputMode="numeric"
            autoComplete="current-password"
            maxLength={12}
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
          />
        ) : null}
        <TextField
          label={status.pin_set ? t('security.newPin') : t('security.pinLabel')}
          hint={t('security.pinFormat')}
          testId="pin-new"
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          maxLength={12}
          value={pin}
          onChange={(e) => setPin(e.target.value)}
        />
        {message ? (
          <p className={message.ok ? formStyles.success : formStyles.alert} role={message.ok ? 'status' : 'alert'} data-testid="pin-message">
            {message.text}
          </p>
        ) : null}
        <div className={formStyles.actions}>
          <button type="submit" className={formStyles.primary} disabled={busy} data-testid="pin-save">
            {status.pin_set ? t('security.changePin') : t('security.setPin')}
          </button>
          {status.pin_set ? (
            <button type="button" className={formStyles.danger} disabled={busy} data-testid="pin-remove" onClick={remove}>
              {t('security.removePin')}
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
