import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorCode, normalizeMykad, useApiErrorText, usePlatform, userDetailsFromAccount } from '@app/shared';
import { TextField } from '../common/FormField';
import styles from '../common/Form.module.css';
import { login } from './accountApi';
import { validateMykad } from './profileValidation';

/**
 * Refused sign-ins this form words itself: a slowed-down login says that a known phone or
 * computer can still sign in, which the shared "too many tries" line cannot know. Every other
 * failure is worded by its code in the reader's language.
 */
const SIGN_IN_TEXT: Record<string, string> = {
  rate_limited: 'security.tooManyAttempts',
};

/**
 * docs/requirements.md §1 "Login is by mykad only": no password field. A teacher who set a PIN is asked for it
 * after the MyKad (docs/adr/0010).
 */
export function LoginForm() {
  const { t } = useTranslation();
  const platform = usePlatform();
  const errorText = useApiErrorText();
  const [mykad, setMykad] = useState('');
  const [pin, setPin] = useState('');
  const [pinNeeded, setPinNeeded] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setServerError(null);
    const invalid = validateMykad(mykad);
    if (invalid) {
      setFieldError(t(invalid.key, invalid.values ?? {}));
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    try {
      const response = await login(platform.http, normalizeMykad(mykad) ?? mykad.trim(), pinNeeded ? pin.trim() : undefined);
      platform.signIn(response.token, userDetailsFromAccount(response));
      platform.toast({ message: t('auth.welcome', { name: response.first_name }), color: 'success', position: 'top' });
      platform.navigate('/home');
    } catch (error) {
      const code = apiErrorCode(error);
      const ownText = code ? SIGN_IN_TEXT[code] : undefined;
      if (code === 'pin_required') {
        setPinNeeded(true);
        setServerError(pinNeeded ? t('security.pinPrompt') : null);
      } else setServerError(ownText ? t(ownText) : errorText(error));
      setBusy(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="login-title" data-testid="login-card">
      <h2 className={styles.cardTitle} id="login-title">
        {t('auth.loginTitle')}
      </h2>
      <p className={styles.cardIntro}>{t('auth.loginIntro')}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={t('auth.mykadLabel')}
          hint={t('auth.mykadHint')}
          error={fieldError}
          testId="login-mykad"
          name="mykad"
          inputMode="numeric"
          autoComplete="off"
          maxLength={14}
          value={mykad}
          onChange={(e) => {
            setMykad(e.target.value);
            setPinNeeded(false);
            setPin('');
          }}
        />
        {pinNeeded ? (
          <TextField
            label={t('security.pinLabel')}
            hint={t('security.pinPrompt')}
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
        ) : null}
        {serverError ? (
          <p className={styles.alert} role="alert" data-testid="login-error">
            {serverError}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} data-testid="login-submit" disabled={busy}>
            {busy ? t('auth.signingIn') : t('auth.signIn')}
          </button>
        </div>
      </form>
    </section>
  );
}
