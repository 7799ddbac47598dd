import { isMalaysianState, parseMykad, type MykadResult } from '@app/shared';

/** A field error as an i18n key (under `account.errors` or `auth.mykadErrors`) plus its values. */
export interface FieldError {
  key: string;
  values?: Record<string, string | number>;
}
export type FieldErrors<F extends string> = Partial<Record<F, FieldError>>;

export interface ProfileValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  country: string;
  state: string;
  school: string;
}

/** What registration asks: the profile, the MyKad (sign-in) and the role asked for (docs/adr/0010). */
export interface RegistrationValues extends ProfileValues {
  mykad: string;
  role: 'student' | 'teacher' | '';
}

// Deliberately loose: the server is the authority; this only catches typing slips early.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
// Malaysian mobile/landline (01x-xxxxxxx, 03-xxxxxxxx) or an international +CC number.
const PHONE = /^\+?[0-9][0-9\s-]{7,16}[0-9]$/;
const NAME_MAX = 60;
const SCHOOL_MAX = 120;

function required(value: string): boolean {
  return value.trim().length > 0;
}

function checkName(value: string): FieldError | undefined {
  if (!required(value)) return { key: 'account.errors.required' };
  if (value.trim().length > NAME_MAX) return { key: 'account.errors.tooLong', values: { max: NAME_MAX } };
  return undefined;
}

/** The validation shared by registration and profile edit; returns only the fields in error. */
export function validateProfile(values: ProfileValues): FieldErrors<keyof ProfileValues> {
  const errors: FieldErrors<keyof ProfileValues> = {};
  const firstName = checkName(values.firstName);
  if (firstName) errors.firstName = firstName;
  const lastName = checkName(values.lastName);
  if (lastName) errors.lastName = lastName;
  if (!required(values.email)) errors.email = { key: 'account.errors.required' };
  else if (!EMAIL.test(values.email.trim())) errors.email = { key: 'account.errors.email' };
  const digits = values.phoneNumber.replace(/\D/g, '');
  if (!required(values.phoneNumber)) errors.phoneNumber = { key: 'account.errors.required' };
  else if (!PHONE.test(values.phoneNumber.trim()) || digits.length < 9 || digits.length > 15) errors.phoneNumber = { key: 'account.errors.phone' };
  if (!required(values.country)) errors.country = { key: 'account.errors.required' };
  if (!required(values.state)) errors.state = { key: 'account.errors.required' };
  else if (values.country === 'MY' && !isMalaysianState(values.state)) errors.state = { key: 'account.errors.state' };
  if (!required(values.school)) errors.school = { key: 'account.errors.required' };
  else if (values.school.trim().length > SCHOOL_MAX) errors.school = { key: 'account.errors.tooLong', values: { max: SCHOOL_MAX } };
  return errors;
}

/**
 * The translation key for a MyKad validation failure. The shared validator's messages are
 * English; the same distinctions are made here so Tamil and Malay users read them too.
 */
export function mykadError(input: string, result: MykadResult): FieldError | undefined {
  if (result.ok) return undefined;
  const raw = input.trim();
  if (result.code === 'mykad_date') return { key: 'auth.mykadErrors.date', values: { value: raw.replace(/-/g, '').slice(0, 6) } };
  if (result.code === 'mykad_place_of_birth') return { key: 'auth.mykadErrors.placeOfBirth', values: { code: raw.replace(/-/g, '').slice(6, 8) } };
  if (raw.length === 0) return { key: 'auth.mykadErrors.required' };
  if (/[^\d-]/.test(raw)) return { key: 'auth.mykadErrors.characters' };
  const count = raw.replace(/-/g, '').length;
  if (count !== 12) return { key: 'auth.mykadErrors.digitCount', values: { count } };
  return { key: 'auth.mykadErrors.dashes' };
}

export function validateMykad(input: string, now?: Date): FieldError | undefined {
  return mykadError(input, parseMykad(input, now));
}

export function validateRegistration(values: RegistrationValues, now?: Date): FieldErrors<keyof RegistrationValues> {
  const errors: FieldErrors<keyof RegistrationValues> = { ...validateProfile(values) };
  const mykad = validateMykad(values.mykad, now);
  if (mykad) errors.mykad = mykad;
  if (values.role !== 'student' && values.role !== 'teacher') errors.role = { key: 'account.errors.role' };
  return errors;
}

export function hasErrors(errors: Record<string, unknown>): boolean {
  return Object.values(errors).some(Boolean);
}
