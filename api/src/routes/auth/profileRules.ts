import { parseMykad, isMalaysianState } from '@app/shared/node';
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

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PHONE = /^\+?[0-9][0-9\s-]{7,16}[0-9]$/;
const USERNAME = /^[A-Za-z0-9._-]{3,30}$/;
export const NAME_MAX = 60;
export const SCHOOL_MAX = 120;

const invalid = (field: string, message: string): HttpError => badRequest(message, `invalid_${field}`, { field });

function requiredText(field: string, label: string, value: string | undefined, max: number): HttpError | undefined {
  if (!value || value.trim().length === 0) return invalid(field, `${label} is required.`);
  if (value.trim().length > max) return invalid(field, `${label} must be at most ${max} characters.`);
  return undefined;
}

/**
 * Checks the profile fields that are present (all of them when `requireAll`), returning the
 * first problem as a 400 that names the field. The browser form checks the same things, but the
 * server is the authority (docs/architecture.md "api").
 */
export function profileError(input: ProfileInput, requireAll: boolean): HttpError | undefined {
  const has = (v: unknown) => requireAll || v !== undefined;
  if (has(input.first_name)) {
    const e = requiredText('first_name', 'First name', input.first_name, NAME_MAX);
    if (e) return e;
  }
  if (has(input.last_name)) {
    const e = requiredText('last_name', 'Last name', input.last_name, NAME_MAX);
    if (e) return e;
  }
  if (has(input.email)) {
    if (!input.email || input.email.trim().length === 0) return invalid('email', 'Email is required.');
    if (input.email.trim().length > 254 || !EMAIL.test(input.email.trim())) return invalid('email', `Email address "${input.email.trim()}" is not valid.`);
  }
  if (has(input.phone_number)) {
    const phone = input.phone_number?.trim() ?? '';
    if (phone.length === 0) return invalid('phone_number', 'Phone number is required.');
    const digits = phone.replace(/\D/g, '').length;
    if (!PHONE.test(phone) || digits < 9 || digits > 15)
      return invalid('phone_number', 'Phone number must have 9 to 15 digits (for example 012-3456789 or +60123456789).');
  }
  if (has(input.country)) {
    const country = input.country?.trim() ?? '';
    if (country.length === 0) return invalid('country', 'Country is required.');
    if (!isCountryCode(country)) return invalid('country', `Country must be a two-letter country code (cca2, for example MY); "${country}" is not one.`);
  }
  if (has(input.state)) {
    const e = requiredText('state', 'State', input.state, NAME_MAX);
    if (e) return e;
  }
  if (input.school !== undefined && input.school !== null && input.school.trim().length > SCHOOL_MAX) {
    return invalid('school', `School must be at most ${SCHOOL_MAX} characters.`);
  }
  return undefined;
}

/** A Malaysian address needs one of the 16 states or federal territories (the stored value). */
export function stateForCountryError(country: string, state: string): HttpError | undefined {
  if (country === 'MY' && !isMalaysianState(state.trim())) {
    return invalid('state', `State "${state.trim()}" is not a Malaysian state or federal territory.`);
  }
  return undefined;
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
