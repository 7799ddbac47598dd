import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  apiErrorCode,
  isApiError,
  NEW_DEVICE_STEPS,
  normalizeMykad,
  useApiErrorText,
  usePlatform,
  userDetailsFromAccount,
  type NewDeviceStep,
} from '@app/shared';
import { AlertRegion } from '../common/AlertRegion';
import { TextField } from '../common/FormField';
import styles from '../common/Form.module.css';
import { login, type LoginResponse } from './accountApi';
import { NewDeviceSteps } from './newDevice/NewDeviceSteps';
import { validateMykad } from './profileValidation';

/**
 * Refused sign-ins this form words itself: a slowed-down login says that a known phone or
 * computer can still sign in, which the shared "too many tries" line cannot know. Every other
 * failure is worded by its code in the reader's language.
 */
const SIGN_IN_TEXT: Record<string, string> = {
  rate_limited: 'security.tooManyAttempts',
};

/** The steps a `device_step_required` answer names (only the ones this app knows). */
function stepsOf(error: unknown): NewDeviceStep[] | null {
  if (!isApiError(error) || error.code !== 'device_step_required') return null;
  const steps = error.details.steps;
  return Array.isArray(steps) ? steps.filter((s): s is NewDeviceStep => (NEW_DEVICE_STEPS as readonly unknown[]).includes(s)) : [];
}

/**
 * docs/requirements.md §1 "Login is by mykad only": no password field. On a phone or computer that
 * has signed in to the account before, the MyKad is all it takes; a new one is guided through one
 * more step (docs/adr/0018).
 */
export function LoginForm() {
  const { t } = useTranslation();
  const platform = usePlatform();
  const errorText = useApiErrorText();
  const [mykad, setMykad] = useState('');
  const [steps, setSteps] = useState<NewDeviceStep[] | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const digits = normalizeMykad(mykad) ?? mykad.trim();

  const signedIn = (response: LoginResponse) => {
    platform.signIn(response.token, userDetailsFromAccount(response));
    platform.toast({ message: t('auth.welcome', { name: response.first_name }), color: 'success', position: 'top' });
    platform.navigate(response.pin_setup_required ? '/account' : '/home');
  };

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
      signedIn(await login(platform.http, digits));
    } catch (error) {
      const needed = stepsOf(error);
      // an older api asks a teacher's PIN this way
      if (apiErrorCode(error) === 'pin_required') setSteps(['pin']);
      else if (needed) setSteps(needed);
      else {
        const code = apiErrorCode(error);
        const ownText = code ? SIGN_IN_TEXT[code] : undefined;
        setServerError(ownText ? t(ownText) : errorText(error));
      }
      setBusy(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="login-title" data-testid="login-card">
      <h2 className={styles.cardTitle} id="login-title">
        {steps ? t('newDevice.title') : t('auth.loginTitle')}
      </h2>
      {steps ? null : <p className={styles.cardIntro}>{t('auth.loginIntro')}</p>}
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
            setSteps(null);
          }}
        />
        <AlertRegion text={serverError} testId="login-error" />
        {steps ? null : (
          <div className={styles.actions}>
            <button type="submit" className={styles.primary} data-testid="login-submit" disabled={busy}>
              {busy ? t('auth.signingIn') : t('auth.signIn')}
            </button>
          </div>
        )}
      </form>
      {steps ? <NewDeviceSteps mykad={digits} steps={steps} onSignedIn={signedIn} /> : null}
    </section>
  );
}
