import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText, usePlatform, type UserDetails } from '@app/shared';
import { TextField } from '../common/FormField';
import styles from '../common/Form.module.css';
import { updateProfile } from './accountApi';
import { LocationFields } from './LocationFields';
import { hasErrors, validateProfile, type FieldError, type FieldErrors, type ProfileValues } from './profileValidation';

function valuesOf(user: UserDetails): ProfileValues {
  return { firstName: user.firstName, lastName: user.lastName, email: user.email, phoneNumber: user.phoneNumber, country: user.country, state: user.state, school: user.school ?? '' };
}

/** docs/requirements.md §7 update-profile: user_id plus first_name, last_name, email, phone_number, state, school, country. */
export function ProfileEditForm({ user, onDone }: { user: UserDetails; onDone(): void }) {
  const { t } = useTranslation();
  const platform = usePlatform();
  const errorText = useApiErrorText();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ProfileValues>(() => valuesOf(user));
  const [errors, setErrors] = useState<FieldErrors<keyof ProfileValues>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const message = (e?: FieldError) => (e ? t(e.key, e.values ?? {}) : undefined);
  const set = (patch: Partial<ProfileValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch) as (keyof ProfileValues)[]) delete next[key];
      return next;
    });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setServerError(null);
    const found = validateProfile(values);
    setErrors(found);
    if (hasErrors(found)) {
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    const trimmed = {
      first_name: values.firstName.trim(),
      last_name: values.lastName.trim(),
      email: values.email.trim(),
      phone_number: values.phoneNumber.trim(),
      state: values.state.trim(),
      school: values.school.trim(),
      country: values.country,
    };
    setBusy(true);
    try {
      await updateProfile(platform.http, user.id, trimmed);
      platform.updateUser({
        ...user,
        firstName: trimmed.first_name,
        lastName: trimmed.last_name,
        email: trimmed.email,
        phoneNumber: trimmed.phone_number,
        state: trimmed.state,
        country: trimmed.country,
        school: trimmed.school,
      });
      platform.toast({ message: t('account.saved'), color: 'success', position: 'top' });
      onDone();
    } catch (error) {
      setServerError(errorText(error));
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate ref={formRef} data-testid="profile-form" aria-labelledby="profile-title">
      <div className={styles.grid}>
        <TextField label={t('account.fields.firstName')} testId="profile-first_name" name="first_name" autoComplete="given-name" value={values.firstName} error={message(errors.firstName)} onChange={(e) => set({ firstName: e.target.value })} />
        <TextField label={t('account.fields.lastName')} testId="profile-last_name" name="last_name" autoComplete="family-name" value={values.lastName} error={message(errors.lastName)} onChange={(e) => set({ lastName: e.target.value })} />
        <TextField label={t('account.fields.email')} testId="profile-email" name="email" type="email" autoComplete="email" value={values.email} error={message(errors.email)} onChange={(e) => set({ email: e.target.value })} />
        <TextField label={t('account.fields.phoneNumber')} hint={t('account.phoneHint')} testId="profile-phone_number" name="phone_number" type="tel" autoComplete="tel" value={values.phoneNumber} error={message(errors.phoneNumber)} onChange={(e) => set({ phoneNumber: e.target.value })} />
        <LocationFields prefix="profile" country={values.country} state={values.state} errors={errors} onChange={(patch) => set(patch)} />
        <TextField label={t('account.fields.school')} testId="profile-school" name="school" autoComplete="organization" value={values.school} error={message(errors.school)} onChange={(e) => set({ school: e.target.value })} />
      </div>
      {serverError ? (
        <p className={styles.alert} role="alert" data-testid="profile-error">
          {serverError}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} data-testid="profile-save" disabled={busy}>
          {busy ? t('account.saving') : t('account.save')}
        </button>
        <button type="button" className={styles.secondary} data-testid="profile-cancel" onClick={onDone} disabled={busy}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
