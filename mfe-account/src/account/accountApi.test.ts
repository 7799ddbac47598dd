import { sortCountries, toUserDetails, type LoginResponse } from './accountApi';
import { toRegistrationPayload } from './RegisterForm';

const RESPONSE: LoginResponse = {
  token: 't', data: { user_id: 42 }, first_name: 'Arun', last_name: 'Kumar', user_email: 'arun@example.my', state: 'Perak', phone_number: '0123456789', country: 'MY',
};

describe('toUserDetails (docs/requirements.md §3 "Login response" → "User details")', () => {
  it('maps the snake_case login answer, with the user id as a string', () => {
    expect(toUserDetails(RESPONSE)).toEqual({ id: '42', firstName: 'Arun', lastName: 'Kumar', email: 'arun@example.my', state: 'Perak', phoneNumber: '0123456789', country: 'MY' });
  });
  it('keeps the optional school, MyKad and role when the server sends them', () => {
    expect(toUserDetails({ ...RESPONSE, school: 'SJK(T) Sungai Siput', mykad_number: '120315101234', role: 'teacher' })).toMatchObject({ school: 'SJK(T) Sungai Siput', mykadNumber: '120315101234', role: 'teacher' });
  });
  it('drops a role that is neither student nor teacher', () => {
    expect(toUserDetails({ ...RESPONSE, role: 'admin' })).not.toHaveProperty('role');
  });
});

describe('sortCountries (docs/requirements.md §7 "cca2 and name.common, sorted by name")', () => {
  it('orders countries by their common name', () => {
    const sorted = sortCountries([{ cca2: 'SG', name: { common: 'Singapore' } }, { cca2: 'IN', name: { common: 'India' } }, { cca2: 'MY', name: { common: 'Malaysia' } }]);
    expect(sorted.map((c) => c.cca2)).toEqual(['IN', 'MY', 'SG']);
  });
});

describe('toRegistrationPayload (docs/requirements.md §3 "Registration payload")', () => {
  it('sends what the product uses (no username, no password) and puts the 12-digit MyKad and the role asked for in meta_data', () => {
    const payload = toRegistrationPayload({ email: 'arun@example.my ', firstName: 'Arun', lastName: 'Kumar', phoneNumber: '0123456789', country: 'MY', state: 'Perak', school: 'SJK(T) Sungai Siput', mykad: '120315-10-1234', role: 'teacher' });
    expect(payload).toEqual({
      email: 'arun@example.my', first_name: 'Arun', last_name: 'Kumar', phone_number: '0123456789', country: 'MY', state: 'Perak', school: 'SJK(T) Sungai Siput',
      meta_data: [{ key: 'mykad', value: '120315101234' }, { key: 'role', value: 'teacher' }],
    });
  });
});
