import { useTranslation } from 'react-i18next';
import { TextField } from '../common/FormField';
import styles from '../common/Form.module.css';
import { LocationFields } from './LocationFields';
import type { FieldError, FieldErrors, ProfileValues } from './profileValidation';

interface ProfileFieldsProps {
  /** data-testid prefix: `register` or `profile` */
  prefix: string;
  values: ProfileValues;
  errors: FieldErrors<keyof ProfileValues>;
  onChange(patch: Partial<ProfileValues>): void;
}

/** The profile's fields, as registration asks for them and the profile form edits them. */
export function ProfileFields({ prefix, values, errors, onChange }: ProfileFieldsProps) {
  const { t } = useTranslation();
  const message = (e?: FieldError) => (e ? t(e.key, e.values ?? {}) : undefined);
  return (
    <div className={styles.grid}>
      <TextField
        label={t('account.fields.firstName')}
        testId={`${prefix}-first_name`}
        name="first_name"
        autoComplete="given-name"
        value={values.firstName}
        error={message(errors.firstName)}
        onChange={(e) => onChange({ firstName: e.target.value })}
      />
      <TextField
        label={t('account.fields.lastName')}
        testId={`${prefix}-last_name`}
        name="last_name"
        autoComplete="family-name"
        value={values.lastName}
        error={message(errors.lastName)}
        onChange={(e) => onChange({ lastName: e.target.value })}
      />
      <TextField
        label={t('account.fields.email')}
        testId={`${prefix}-email`}
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        error={message(errors.email)}
        onChange={(e) => onChange({ email: e.target.value })}
      />
      <TextField
        label={t('account.fields.phoneNumber')}
        hint={t('account.phoneHint')}
        testId={`${prefix}-phone_number`}
        name="phone_number"
        type="tel"
        autoComplete="tel"
        value={values.phoneNumber}
        error={message(errors.phoneNumber)}
        onChange={(e) => onChange({ phoneNumber: e.target.value })}
      />
      <LocationFields prefix={prefix} country={values.country} state={values.state} errors={errors} onChange={onChange} />
      <TextField
        label={t('account.fields.school')}
        testId={`${prefix}-school`}
        name="school"
        autoComplete="organization"
        value={values.school}
        error={message(errors.school)}
        onChange={(e) => onChange({ school: e.target.value })}
      />
    </div>
  );
}
