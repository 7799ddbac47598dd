import { useTranslation } from 'react-i18next';
import { parentConsentProblem, PRIVACY_NOTICE_VERSION } from '@app/shared';
import { SelectField, TextField } from '../common/FormField';
import styles from '../common/Form.module.css';

export interface ParentConsentValues {
  name: string;
  contact: string;
  relationship: 'parent' | 'guardian';
  agreed: boolean;
}

export const NO_CONSENT: ParentConsentValues = { name: '', contact: '', relationship: 'parent', agreed: false };

export type ConsentErrorKey = 'consentName' | 'consentContact' | 'consentAgree';

/** What is wrong with the consent as typed, as the shared rule (and so the api) judges it. */
export function consentError(v: ParentConsentValues): ConsentErrorKey | null {
  const problem = parentConsentProblem({ ...v, noticeVersion: PRIVACY_NOTICE_VERSION });
  if (problem === 'consent_name') return 'consentName';
  if (problem === 'consent_contact') return 'consentContact';
  if (problem === 'consent_not_given') return 'consentAgree';
  return null;
}

/** The consent the api records (issue 21.3): who, how to reach them, the notice version shown. */
export function consentPayload(v: ParentConsentValues) {
  return { name: v.name.trim(), contact: v.contact.trim(), relationship: v.relationship, notice_version: PRIVACY_NOTICE_VERSION, agreed: v.agreed };
}

/**
 * A parent's or guardian's consent, asked when the MyKad says the pupil is under 18: their name
 * and contact, and a box they tick after reading the privacy notice (linked here).
 */
export function ParentConsentFields({
  values,
  error,
  onChange,
}: {
  values: ParentConsentValues;
  error: ConsentErrorKey | null;
  onChange: (change: Partial<ParentConsentValues>) => void;
}) {
  const { t } = useTranslation();
  const message = (key: ConsentErrorKey) => (error === key ? t(`privacy.errors.${key}`) : undefined);
  return (
    <fieldset className={styles.fieldset} data-testid="register-consent" aria-labelledby="register-consent-title">
      <legend className={styles.legend} id="register-consent-title">
        {t('privacy.consentTitle')}
      </legend>
      <p className={styles.hint} style={{ width: '100%' }}>
        {t('privacy.consentIntro')}{' '}
        <a href="/policies#privacy" target="_blank" rel="noopener" data-testid="register-consent-notice">
          {t('privacy.noticeLink')}
        </a>
      </p>
      <TextField
        label={t('privacy.consentName')}
        testId="register-consent-name"
        name="parent_name"
        autoComplete="off"
        value={values.name}
        error={message('consentName')}
        onChange={(e) => onChange({ name: e.target.value })}
      />
      <TextField
        label={t('privacy.consentContact')}
        testId="register-consent-contact"
        name="parent_contact"
        autoComplete="off"
        value={values.contact}
        error={message('consentContact')}
        onChange={(e) => onChange({ contact: e.target.value })}
      />
      <SelectField
        label={t('privacy.consentRelationship')}
        testId="register-consent-relationship"
        name="parent_relationship"
        value={values.relationship}
        options={(['parent', 'guardian'] as const).map((r) => ({ value: r, label: t(`privacy.relationship.${r}`) }))}
        onChange={(e) => onChange({ relationship: e.target.value === 'guardian' ? 'guardian' : 'parent' })}
      />
      <label className={styles.choice} style={{ width: '100%', height: 'auto', padding: '0.5rem 0.75rem' }}>
        <input
          type="checkbox"
          data-testid="register-consent-agree"
          checked={values.agreed}
          aria-invalid={error === 'consentAgree' ? true : undefined}
          aria-describedby={error === 'consentAgree' ? 'register-consent-error' : undefined}
          onChange={(e) => onChange({ agreed: e.target.checked })}
        />
        {t('privacy.consentAgree')}
      </label>
      {error === 'consentAgree' ? (
        <p className={styles.fieldError} id="register-consent-error" data-testid="register-consent-error" style={{ width: '100%' }}>
          {t('privacy.errors.consentAgree')}
        </p>
      ) : null}
    </fieldset>
  );
}
