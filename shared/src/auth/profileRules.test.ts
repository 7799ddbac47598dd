import { profileFieldProblem, type ProfileField } from './profileRules';

describe('profile rules (docs/requirements.md §3 user details)', () => {
  const rows: [string, ProfileField, string | undefined, Parameters<typeof profileFieldProblem>[2], ReturnType<typeof profileFieldProblem>][] = [
    ['a first name is required', 'firstName', '  ', {}, { problem: 'required' }],
    ['a last name of 61 letters is too long', 'lastName', 'a'.repeat(61), {}, { problem: 'tooLong', max: 60 }],
    ['a Tamil name is a name', 'firstName', 'கவிதா', {}, undefined],
    ['an email needs an @ and a domain', 'email', 'kavitha@school', {}, { problem: 'email' }],
    ['an email with a domain is fine', 'email', 'kavitha@sekolah.edu.my', {}, undefined],
    ['a Malaysian mobile number is a phone number', 'phoneNumber', '012-3456789', {}, undefined],
    ['an international number is a phone number', 'phoneNumber', '+60 12 345 6789', {}, undefined],
    ['eight digits are too few', 'phoneNumber', '1234-5678', {}, { problem: 'phone' }],
    ['letters are no phone number', 'phoneNumber', '012-CALL-ME', {}, { problem: 'phone' }],
    ['a state in Malaysia must be a Malaysian state', 'state', 'Bavaria', { country: 'MY' }, { problem: 'state' }],
    ['Johor is a Malaysian state', 'state', 'Johor', { country: 'MY' }, undefined],
    ['a state elsewhere is free text', 'state', 'Bavaria', { country: 'DE' }, undefined],
    ['a school may be left empty where it is optional', 'school', '', { optional: true }, undefined],
    ['a school is required where a form asks for it', 'school', '', {}, { problem: 'required' }],
    ['a school of 121 letters is too long', 'school', 'S'.repeat(121), { optional: true }, { problem: 'tooLong', max: 120 }],
    ['a country is required', 'country', undefined, {}, { problem: 'required' }],
  ];
  it.each(rows)('%s', (_name, field, value, options, problem) => expect(profileFieldProblem(field, value, options)).toEqual(problem));
});
