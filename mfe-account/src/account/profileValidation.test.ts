import { hasErrors, validateMykad, validateProfile, validateRegistration, type ProfileValues, type RegistrationValues } from './profileValidation';

const NOW = new Date('2026-11-22T00:00:00Z');
const PROFILE: ProfileValues = {
  firstName: 'Kavitha',
  lastName: 'Raman',
  email: 'kavitha@example.my',
  phoneNumber: '012-345 6789',
  country: 'MY',
  state: 'Selangor',
  school: 'SJK(T) Ladang Bukit',
};
const REGISTRATION: RegistrationValues = { ...PROFILE, mykad: '120315-10-1234', role: 'student' };

describe('validateMykad (shared MyKad validator, translated)', () => {
  const rows: [string, string, string | undefined, Record<string, unknown> | undefined][] = [
    ['a valid number with dashes', '120315-10-1234', undefined, undefined],
    ['a valid number without dashes', '120315101234', undefined, undefined],
    ['an empty field', '  ', 'auth.mykadErrors.required', undefined],
    ['letters', '12031510123A', 'auth.mykadErrors.characters', undefined],
    ['11 digits', '12031510123', 'auth.mykadErrors.digitCount', { count: 11 }],
    ['dashes in the wrong place', '1203-1510-1234', 'auth.mykadErrors.dashes', undefined],
    ['30 February as the birth date', '120230-10-1234', 'auth.mykadErrors.date', { value: '120230' }],
    ['place-of-birth code 00, never issued by JPN', '120315-00-1234', 'auth.mykadErrors.placeOfBirth', { code: '00' }],
  ];
  for (const [name, input, key, values] of rows) {
    it(`when given ${name}, ${key ? `reports ${key}` : 'accepts it'}`, () => {
      const error = validateMykad(input, NOW);
      expect(error?.key).toBe(key);
      if (values) expect(error?.values).toEqual(values);
    });
  }
});

describe('validateProfile', () => {
  const rows: [string, Partial<ProfileValues>, keyof ProfileValues | null, string | null][] = [
    ['a complete profile', {}, null, null],
    ['an empty first name', { firstName: ' ' }, 'firstName', 'account.errors.required'],
    ['a 61-character last name', { lastName: 'x'.repeat(61) }, 'lastName', 'account.errors.tooLong'],
    ['an email without a domain', { email: 'kavitha@' }, 'email', 'account.errors.email'],
    ['a phone number of 8 digits', { phoneNumber: '1234 5678' }, 'phoneNumber', 'account.errors.phone'],
    ['an international phone number', { phoneNumber: '+60 12-345 6789' }, null, null],
    ['a state that is not Malaysian while the country is MY', { state: 'Tamil Nadu' }, 'state', 'account.errors.state'],
    ['any state outside Malaysia', { country: 'IN', state: 'Tamil Nadu' }, null, null],
    ['no school', { school: '' }, 'school', 'account.errors.required'],
  ];
  for (const [name, patch, field, key] of rows) {
    it(`when given ${name}, ${field ? `flags ${field}` : 'finds no error'}`, () => {
      const errors = validateProfile({ ...PROFILE, ...patch });
      if (field) expect(errors[field]?.key).toBe(key);
      else expect(hasErrors(errors)).toBe(false);
    });
  }
});

describe('validateRegistration (docs/requirements.md §3 registration payload)', () => {
  const rows: [string, Partial<RegistrationValues>, keyof RegistrationValues | null, string | null][] = [
    ['a complete registration', {}, null, null],
    ['no role chosen', { role: '' }, 'role', 'account.errors.role'],
    ['an invalid MyKad', { mykad: '123' }, 'mykad', 'auth.mykadErrors.digitCount'],
  ];
  for (const [name, patch, field, key] of rows) {
    it(`when given ${name}, ${field ? `flags ${field}` : 'finds no error'}`, () => {
      const errors = validateRegistration({ ...REGISTRATION, ...patch }, NOW);
      if (field) expect(errors[field]?.key).toBe(key);
      else expect(hasErrors(errors)).toBe(false);
    });
  }
});
