import { parseMykad, profileFieldProblem, type MykadResult, type ProfileProblem } from '@app/shared';

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

/** A problem of the shared profile rules, as an i18n key under `account.errors`. */
function errorOf(problem: ProfileProblem): FieldError {
  if (problem.problem === 'tooLong') return { key: 'account.errors.tooLong', values: { max: problem.max } };
  return { key: `account.errors.${problem.problem}` };
}

/**
 * The validation shared by registration and profile edit (the shared profile rules, which the
 * api applies too; these forms also ask for the school); returns only the fields in error.
 */
export function validateProfile(values: ProfileValues): FieldErrors<keyof ProfileValues> {
  const errors: FieldErrors<keyof ProfileValues> = {};
  for (const field of ['firstName', 'lastName', 'email', 'phoneNumber', 'country', 'state', 'school'] as const) {
    const problem = profileFieldProblem(field, values[field], { country: values.country });
    if (problem) errors[field] = errorOf(problem);
  }
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
