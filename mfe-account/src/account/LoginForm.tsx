import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeMykad, usePlatform } from '@app/shared';
import { TextField } from '../common/FormField';
import { apiErrorMessage } from '../common/apiErrorMessage';
import styles from '../common/Form.module.css';
import { login, toUserDetails } from './accountApi';
import { validateMykad } from './profileValidation';

/** SPEC.md §1 "Login is by mykad only": no password field. */
export function LoginForm() {
  const { t } = useTranslation();
  const platform = usePlatform();
  const [mykad, setMykad] = useState('');
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
      const response = await login(platform.http, normalizeMykad(mykad) ?? mykad.trim());
      platform.signIn(response.token, toUserDetails(response));
      platform.toast({ message: t('auth.welcome', { name: response.first_name }), color: 'success', position: 'top' });
      platform.navigate('/home');
    } catch (error) {
      setServerError(apiErrorMessage(error, t));
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
          onChange={(e) => setMykad(e.target.value)}
        />
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
