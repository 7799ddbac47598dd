import { sortCountries } from './accountApi';
import { toRegistrationPayload } from './RegisterForm';

describe('sortCountries (docs/requirements.md §7 "cca2 and name.common, sorted by name")', () => {
  it('orders countries by their common name', () => {
    const sorted = sortCountries([
      { cca2: 'SG', name: { common: 'Singapore' } },
      { cca2: 'IN', name: { common: 'India' } },
      { cca2: 'MY', name: { common: 'Malaysia' } },
    ]);
    expect(sorted.map((c) => c.cca2)).toEqual(['IN', 'MY', 'SG']);
  });

  it('orders Tamil names in Tamil order (issue 27: the Tamil form lists countries in Tamil)', () => {
    const sorted = sortCountries(
      [
        { cca2: 'SG', name: { common: 'சிங்கப்பூர்' } },
        { cca2: 'MY', name: { common: 'மலேசியா' } },
        { cca2: 'LK', name: { common: 'இலங்கை' } },
      ],
      'ta',
    );
    expect(sorted.map((c) => c.cca2)).toEqual(['LK', 'SG', 'MY']);
  });
});

describe('toRegistrationPayload (docs/requirements.md §3 "Registration payload")', () => {
  it('sends what the product uses (no username, no password) and puts the 12-digit MyKad and the role asked for in meta_data', () => {
    const payload = toRegistrationPayload({
      email: 'arun@example.my ',
      firstName: 'Arun',
      lastName: 'Kumar',
      phoneNumber: '0123456789',
      country: 'MY',
      state: 'Perak',
      school: 'SJK(T) Sungai Siput',
      mykad: '120315-10-1234',
      role: 'teacher',
    });
    expect(payload).toEqual({
      email: 'arun@example.my',
      first_name: 'Arun',
      last_name: 'Kumar',
      phone_number: '0123456789',
      country: 'MY',
      state: 'Perak',
      school: 'SJK(T) Sungai Siput',
      meta_data: [
        { key: 'mykad', value: '120315101234' },
        { key: 'role', value: 'teacher' },
      ],
    });
  });
});
