import { parseMykad, profileFieldProblem, PROFILE_LIMITS, type ProfileField, type ProfileProblem } from '@app/shared/node';
import { isCountryCode } from '../countries/countryList';
import { badRequest, type HttpError } from '../../http/httpError';

/** Profile fields as the api receives them (docs/requirements.md §3 snake_case names). */
export interface ProfileInput {
  first_name?: string;
  last_name?: string;
  email?: string;
  phone_number?: string;
  country?: string;
  state?: string;
  school?: string | null;
}

const USERNAME = /^[A-Za-z0-9._-]{3,30}$/;
export const NAME_MAX = PROFILE_LIMITS.name;
export const SCHOOL_MAX = PROFILE_LIMITS.school;

const invalid = (field: string, message: string): HttpError => badRequest(message, `invalid_${field}`, { field });

function problemError(field: string, label: string, value: string | null | undefined, problem: ProfileProblem | undefined): HttpError | undefined {
  switch (problem?.problem) {
    case undefined:
      return undefined;
    case 'required':
      return invalid(field, `${label} is required.`);
    case 'tooLong':
      return invalid(field, `${label} must be at most ${problem.max} characters.`);
    case 'email':
      return invalid(field, `Email address "${(value ?? '').trim()}" is not valid.`);
    case 'phone':
      return invalid(field, 'Phone number must have 9 to 15 digits (for example 012-3456789 or +60123456789).');
    case 'state':
      return invalid(field, `State "${(value ?? '').trim()}" is not a Malaysian state or federal territory.`);
  }
}

/** A country is also one of our country list's codes (cca2). */
function countryError(country: string | undefined): HttpError | undefined {
  const code = (country ?? '').trim();
  return isCountryCode(code) ? undefined : invalid('country', `Country must be a two-letter country code (cca2, for example MY); "${code}" is not one.`);
}

/**
 * Checks the profile fields that are present (all of them when `requireAll`; the school is always
 * optional here) by the shared profile rules, returning the first problem as a 400 that names the
 * field. The browser form checks the same rules, but the server is the authority
 * (docs/architecture.md "api").
 */
export function profileError(input: ProfileInput, requireAll: boolean): HttpError | undefined {
  const asked = (field: ProfileField, value: string | null | undefined, optional = false) =>
    requireAll || value !== undefined ? profileFieldProblem(field, value, { optional }) : undefined;
  return (
    problemError('first_name', 'First name', input.first_name, asked('firstName', input.first_name)) ??
    problemError('last_name', 'Last name', input.last_name, asked('lastName', input.last_name)) ??
    problemError('email', 'Email', input.email, asked('email', input.email)) ??
    problemError('phone_number', 'Phone number', input.phone_number, asked('phoneNumber', input.phone_number)) ??
    problemError('country', 'Country', input.country, asked('country', input.country)) ??
    (requireAll || input.country !== undefined ? countryError(input.country) : undefined) ??
    problemError('state', 'State', input.state, asked('state', input.state)) ??
    problemError('school', 'School', input.school, asked('school', input.school, true))
  );
}

/** A Malaysian address needs one of the 16 states or federal territories (the stored value). */
export function stateForCountryError(country: string, state: string): HttpError | undefined {
  const problem = profileFieldProblem('state', state, { country });
  return problem?.problem === 'state' ? problemError('state', 'State', state, problem) : undefined;
}

export interface RegistrationInput extends ProfileInput {
  username?: string;
  password?: string;
  meta_data: { key: string; value: unknown }[];
}

export interface ValidRegistration {
  mykad: string;
  /** a username the client chose, kept as given (sign-in never uses it), or null */
  username: string | null;
  /** asked for the teacher role: recorded as a request, never granted here (docs/adr/0009) */
  teacherRequested: boolean;
}

/**
 * docs/requirements.md §3 registration payload. The fields sign-in never uses are still accepted, so older
 * clients keep working (docs/adr/0010): a username is checked and kept if sent, a password is
 * ignored and never stored. meta_data carries the MyKad and, optionally, the role asked for.
 */
export function checkRegistration(input: RegistrationInput, now = new Date()): ValidRegistration {
  const username = input.username?.trim() ?? '';
  if (username.length > 0 && !USERNAME.test(username)) throw invalid('username', 'Username must be 3 to 30 letters, digits, dots, dashes or underscores.');
  const profile = profileError(input, true);
  if (profile) throw profile;
  const state = stateForCountryError(input.country!.trim(), input.state!);
  if (state) throw state;

  const mykadEntry = input.meta_data.find((m) => m.key === 'mykad');
  if (!mykadEntry || typeof mykadEntry.value !== 'string') throw invalid('mykad', 'MyKad number is required (meta_data key "mykad").');
  const mykad = parseMykad(mykadEntry.value, now);
  if (!mykad.ok) throw badRequest(mykad.message, mykad.code, { field: 'mykad' });

  const roleEntry = input.meta_data.find((m) => m.key === 'role');
  const role = roleEntry === undefined || roleEntry.value === '' ? 'student' : roleEntry.value;
  if (role !== 'student' && role !== 'teacher') throw invalid('role', 'Role must be "student" or "teacher".');
  return { mykad: mykad.value.digits, username: username || null, teacherRequested: role === 'teacher' };
}
