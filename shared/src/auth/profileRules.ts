import { isMalaysianState } from '../malaysia/states';

/**
 * The profile rules (docs/requirements.md §3 user details), in one place for the registration and
 * profile forms (mfe-account, which words a problem in ta/en/bm) and the api (the authority, which
 * answers 400 naming the field). Which fields a form asks for is the caller's; whether a value is
 * acceptable is decided here.
 */
export type ProfileField = 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'country' | 'state' | 'school';
export type ProfileProblem = { problem: 'required' } | { problem: 'tooLong'; max: number } | { problem: 'email' } | { problem: 'phone' } | { problem: 'state' };

export const PROFILE_LIMITS = { name: 60, school: 120, email: 254 } as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
// Malaysian mobile/landline (01x-xxxxxxx, 03-xxxxxxxx) or an international +CC number: 9 to 15 digits
const PHONE = /^\+?[0-9][0-9\s-]{7,16}[0-9]$/;

/**
 * What is wrong with one field's value, or undefined. An empty value is `required` unless the
 * field is optional (`optional`: the school, where a form does not ask for it). A state is judged
 * against the country when one is given: in Malaysia it must be one of the 16 states and territories.
 */
export function profileFieldProblem(
  field: ProfileField,
  value: string | null | undefined,
  options: { country?: string; optional?: boolean } = {},
): ProfileProblem | undefined {
  const text = (value ?? '').trim();
  if (text.length === 0) return options.optional ? undefined : { problem: 'required' };
  switch (field) {
    case 'firstName':
    case 'lastName':
      return text.length > PROFILE_LIMITS.name ? { problem: 'tooLong', max: PROFILE_LIMITS.name } : undefined;
    case 'state':
      if (text.length > PROFILE_LIMITS.name) return { problem: 'tooLong', max: PROFILE_LIMITS.name };
      return options.country === 'MY' && !isMalaysianState(text) ? { problem: 'state' } : undefined;
    case 'school':
      return text.length > PROFILE_LIMITS.school ? { problem: 'tooLong', max: PROFILE_LIMITS.school } : undefined;
    case 'email':
      return text.length > PROFILE_LIMITS.email || !EMAIL.test(text) ? { problem: 'email' } : undefined;
    case 'phoneNumber': {
      const digits = text.replace(/\D/g, '').length;
      return !PHONE.test(text) || digits < 9 || digits > 15 ? { problem: 'phone' } : undefined;
    }
    case 'country':
      return undefined;
  }
}
