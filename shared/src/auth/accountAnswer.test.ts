import { userDetailsFromAccount, type AccountAnswer } from './accountAnswer';

const MEENA: AccountAnswer = {
  data: { user_id: 4 },
  first_name: 'Meena',
  last_name: 'Subramaniam',
  user_email: 'asiriyar.pro@demo.my',
  state: 'Selangor',
  phone_number: '0123456789',
  country: 'MY',
  school: 'SJK(T) Ladang Bukit Rajah',
  mykad_last4: '5337',
  role: 'teacher',
};

describe("userDetailsFromAccount: the api's account answer as the UserDetails the shell keeps", () => {
  it('renames every field and makes the numeric user id a string', () => {
    expect(userDetailsFromAccount(MEENA)).toEqual({
      id: '4',
      firstName: 'Meena',
      lastName: 'Subramaniam',
      email: 'asiriyar.pro@demo.my',
      state: 'Selangor',
      phoneNumber: '0123456789',
      country: 'MY',
      school: 'SJK(T) Ladang Bukit Rajah',
      mykadLast4: '5337',
      role: 'teacher',
    });
  });

  it('keeps no MyKad, even from an older api that sent the whole number', () => {
    const user = userDetailsFromAccount({ ...MEENA, mykad_number: '790923105337' } as AccountAnswer);
    expect(JSON.stringify(user)).not.toContain('790923105337');
  });

  it.each([
    ['an empty school, no MyKad and an admin role', { school: '', mykad_last4: null, role: 'administrator' }],
    ['no school, MyKad or role at all', { school: undefined, mykad_last4: undefined, role: undefined }],
  ])('leaves out what the answer does not hold: %s', (_, fields) => {
    const user = userDetailsFromAccount({ ...MEENA, ...fields });
    expect(['school', 'mykadLast4', 'role'].filter((key) => key in user)).toEqual([]);
  });
});
