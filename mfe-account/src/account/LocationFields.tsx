import { useTranslation } from 'react-i18next';
import { MALAYSIAN_STATES, useReaderLanguage } from '@app/shared';
import { SelectField, TextField } from '../common/FormField';
import type { FieldError } from './profileValidation';
import { useCountries } from './useCountries';

interface LocationFieldsProps {
  /** data-testid prefix: `register` or `profile` */
  prefix: string;
  country: string;
  state: string;
  errors: { country?: FieldError; state?: FieldError };
  onChange(patch: { country?: string; state?: string }): void;
}

/** Country from the server's list; for Malaysia the state is one of the 16 official ones. */
export function LocationFields({ prefix, country, state, errors, onChange }: LocationFieldsProps) {
  const { t } = useTranslation();
  const { countries, loading, failed } = useCountries();
  const language = useReaderLanguage();
  const message = (e?: FieldError) => (e ? t(e.key, e.values ?? {}) : undefined);
  return (
    <>
      <SelectField
        label={t('account.fields.country')}
        testId={`${prefix}-country`}
        name="country"
        autoComplete="country"
        value={country}
        error={message(errors.country)}
        hint={loading ? t('account.countriesLoading') : failed ? t('account.countriesFailed') : undefined}
        options={countries.map((c) => ({ value: c.cca2, label: c.name.common }))}
        onChange={(e) => onChange({ country: e.target.value, state: '' })}
      />
      {country === 'MY' ? (
        <SelectField
          label={t('account.fields.state')}
          testId={`${prefix}-state`}
          name="state"
          autoComplete="address-level1"
          value={state}
          error={message(errors.state)}
          placeholder={t('account.chooseState')}
          options={MALAYSIAN_STATES.map((s) => ({ value: s.value, label: s.names[language] }))}
          onChange={(e) => onChange({ state: e.target.value })}
        />
      ) : (
        <TextField
          label={t('account.fields.stateOther')}
          testId={`${prefix}-state`}
          name="state"
          autoComplete="address-level1"
          value={state}
          error={message(errors.state)}
          onChange={(e) => onChange({ state: e.target.value })}
        />
      )}
    </>
  );
}
