import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { needsParentConsent, normalizeMykad, parseMykad, stateForPlaceOfBirth, useApiErrorText, usePlatform, userDetailsFromAccount } from '@app/shared';
import { TextField } from '../common/FormField';
import styles from '../common/Form.module.css';
import { checkMykad, register, type RegistrationPayload } from './accountApi';
import { ProfileFields } from './ProfileFields';
import { hasErrors, validateMykad, validateRegistration, type FieldError, type RegistrationValues } from './profileValidation';
import { useFormValues } from './useFormValues';
import { consentError, consentPayload, NO_CONSENT, ParentConsentFields, type ConsentErrorKey, type ParentConsentValues } from './ParentConsentFields';

/** Whether the MyKad typed so far says the pupil is under 18 (then a parent consents: issue 21.3). */
function isMinor(mykad: string): boolean {
  const parsed = parseMykad(mykad);
  return parsed.ok && needsParentConsent(parsed.value.birthDate, new Date());
}

const EMPTY: RegistrationValues = { email: '', firstName: '', lastName: '', phoneNumber: '', country: 'MY', state: '', school: '', mykad: '', role: '' };

export function toRegistrationPayload(v: RegistrationValues): RegistrationPayload {
  return {
    email: v.email.trim(),
    first_name: v.firstName.trim(),
    last_name: v.lastName.trim(),
    phone_number: v.phoneNumber.trim(),
    country: v.country,
    state: v.state.trim(),
    school: v.school.trim(),
    meta_data: [
      { key: 'mykad', value: normalizeMykad(v.mykad) ?? v.mykad.trim() },
      { key: 'role', value: v.role },
    ],
  };
}

/**
 * docs/requirements.md §3 "Registration payload": the profile, plus the MyKad and the role asked for in
 * meta_data. No username or password: sign-in is by MyKad and never used them (docs/adr/0010).
 * Asking to be a teacher is a request that a school licence code or an admin confirms (ADR 0009).
 */
export function RegisterForm() {
  const { t } = useTranslation();
  const platform = usePlatform();
  const errorText = useApiErrorText();
  const formRef = useRef<HTMLFormElement>(null);
  const { values, setValues, errors, setErrors, set } = useFormValues<RegistrationValues>(EMPTY);
  const [mykadTaken, setMykadTaken] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [consent, setConsent] = useState<ParentConsentValues>(NO_CONSENT);
  const [consentProblem, setConsentProblem] = useState<ConsentErrorKey | null>(null);
  const minor = isMinor(values.mykad);
  // The state the MyKad suggested; replaced when the MyKad changes, never a state the user chose.
  const suggestedState = useRef<string | null>(null);

  const message = (e?: FieldError) => (e ? t(e.key, e.values ?? {}) : undefined);

  // Tell the user early that this MyKad already has an account, before they fill in the rest.
  const onMykadBlur = async () => {
    const parsed = parseMykad(values.mykad);
    if (!parsed.ok) {
      if (values.mykad.trim()) setErrors((e) => ({ ...e, mykad: validateMykad(values.mykad) }));
      return;
    }
    const suggestion = values.country === 'MY' ? stateForPlaceOfBirth(parsed.value.placeOfBirthCode)?.value : undefined;
    if (suggestion && (!values.state || values.state === suggestedState.current)) {
      suggestedState.current = suggestion;
      setValues((v) => ({ ...v, state: suggestion }));
    }
    try {
      setMykadTaken(await checkMykad(platform.http, parsed.value.digits));
    } catch {
      // The check is only a courtesy: registration itself reports a duplicate.
      setMykadTaken(false);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setServerError(null);
    const found = validateRegistration(values);
    setErrors(found);
    const consentFound = minor ? consentError(consent) : null;
    setConsentProblem(consentFound);
    if (hasErrors(found) || consentFound) {
      // Move focus to the first field in error so keyboard and screen-reader users land on it.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setBusy(true);
    try {
      const payload = toRegistrationPayload(values);
      const response = await register(platform.http, minor ? { ...payload, parent_consent: consentPayload(consent) } : payload);
      platform.signIn(response.token, userDetailsFromAccount(response));
      platform.toast({ message: t('auth.registered', { name: response.first_name }), color: 'success', position: 'top' });
      // a teacher's request waits for the school's licence code (or an admin): show where to enter it
      if (response.teacher_request === 'pending') {
        platform.toast({ message: t('security.teacherRequestPending'), color: 'primary', position: 'top', duration: 8000 });
        platform.navigate('/license-management');
      } else platform.navigate('/home');
    } catch (error) {
      setServerError(errorText(error));
      setBusy(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="register-title" data-testid="register-card">
      <h2 className={styles.cardTitle} id="register-title">
        {t('auth.registerTitle')}
      </h2>
      <p className={styles.cardIntro}>{t('auth.registerIntro')}</p>
      <p className={styles.hint}>
        {t('privacy.registerNotice')}{' '}
        <a href="/policies#privacy" target="_blank" rel="noopener" data-testid="register-privacy-link">
          {t('privacy.noticeLink')}
        </a>
      </p>
      <form className={styles.form} onSubmit={submit} noValidate ref={formRef}>
        <TextField
          label={t('auth.mykadLabel')}
          hint={t('auth.mykadHint')}
          testId="register-mykad"
          name="mykad"
          inputMode="numeric"
          autoComplete="off"
          maxLength={14}
          value={values.mykad}
          error={message(errors.mykad)}
          onChange={(e) => {
            setMykadTaken(false);
            set({ mykad: e.target.value });
          }}
          onBlur={() => void onMykadBlur()}
        />
        {mykadTaken ? (
          <p className={styles.notice} role="status" data-testid="register-mykad-exists">
            {t('auth.mykadExists')}
          </p>
        ) : null}
        <fieldset className={styles.fieldset} data-testid="register-role" aria-describedby={errors.role ? 'register-role-error' : undefined}>
          <legend className={styles.legend}>{t('account.fields.role')}</legend>
          {(['student', 'teacher'] as const).map((role) => (
            <label className={styles.choice} key={role}>
              <input
                type="radio"
                name="role"
                value={role}
                data-testid={`register-role-${role}`}
                checked={values.role === role}
                aria-invalid={errors.role ? true : undefined}
                onChange={() => set({ role })}
              />
              {t(`account.roles.${role}`)}
            </label>
          ))}
          {values.role === 'teacher' ? (
            <p className={styles.hint} data-testid="register-teacher-note" style={{ width: '100%' }}>
              {t('security.teacherRequestNote')}
            </p>
          ) : null}
          {errors.role ? (
            <p className={styles.fieldError} id="register-role-error" data-testid="register-role-error" style={{ width: '100%' }}>
              {message(errors.role)}
            </p>
          ) : null}
        </fieldset>
        <ProfileFields prefix="register" values={values} errors={errors} onChange={set} />
        {minor ? (
          <ParentConsentFields
            values={consent}
            error={consentProblem}
            onChange={(change) => {
              setConsent((c) => ({ ...c, ...change }));
              setConsentProblem(null);
            }}
          />
        ) : null}
        {serverError ? (
          <p className={styles.alert} role="alert" data-testid="register-error">
            {serverError}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} data-testid="register-submit" disabled={busy}>
            {busy ? t('auth.registering') : t('auth.register')}
          </button>
        </div>
      </form>
    </section>
  );
}
