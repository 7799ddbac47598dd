import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText, usePlatform, type UserDetails } from '@app/shared';
import styles from '../common/Form.module.css';
import { updateProfile } from './accountApi';
import { ProfileFields } from './ProfileFields';
import { hasErrors, validateProfile, type ProfileValues } from './profileValidation';
import { useFormValues } from './useFormValues';

function valuesOf(user: UserDetails): ProfileValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    country: user.country,
    state: user.state,
    school: user.school ?? '',
  };
}

/** docs/requirements.md §7 update-profile: user_id plus first_name, last_name, email, phone_number, state, school, country. */
export function ProfileEditForm({ user, onDone }: { user: UserDetails; onDone(): void }) {
  const { t } = useTranslation();
  const platform = usePlatform();
  const errorText = useApiErrorText();
  const formRef = useRef<HTMLFormElement>(null);
  const { values, errors, setErrors, set } = useFormValues<ProfileValues>(() => valuesOf(user));
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

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
      <ProfileFields prefix="profile" values={values} errors={errors} onChange={set} />
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
