import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { buildTestApp, type TestContext } from '../helpers/buildTestApp';
import { verifyToken } from '../../src/auth/tokens';

const REGISTER = '/wp-json/custom/v1/register';
const UPDATE = '/wp-json/custom/v1/update-profile';

let counter = 0;
/** SPEC.md §3 registration payload with a fresh, valid MyKad and email each call. */
function payload(overrides: Record<string, unknown> = {}, mykad?: string) {
  counter += 1;
  return {
    username: `murid${counter}`,
    email: `murid${counter}@sekolah.my`,
    password: 'rahsia-123',
    first_name: 'Priya',
    last_name: 'Devi',
    phone_number: '012-3456789',
    country: 'MY',
    state: 'Johor',
    school: 'SJK(T) Kangkar Pulai',
    meta_data: [{ key: 'mykad', value: mykad ?? `1003150112${String(counter).padStart(2, '0')}` }],
    ...overrides,
  };
}

describe('POST /wp-json/custom/v1/register', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await buildTestApp({ seed: true });
  });
  after(() => ctx.close());

  it('should create the user and answer like login, so the client is signed in', async () => {
    const body = payload({ email: 'Priya.Devi@Sekolah.MY' }, '100315-01-1234');
    const res = await ctx.app.inject({ method: 'POST', url: REGISTER, payload: body });
    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(json).toMatchObject({ first_name: 'Priya', last_name: 'Devi', user_email: 'priya.devi@sekolah.my', state: 'Johor', phone_number: '012-3456789', country: 'MY', school: 'SJK(T) Kangkar Pulai', mykad_number: '100315011234', role: 'student' });
    expect(verifyToken(json.token, ctx.config.tokenSecret)).toMatchObject({ sub: String(json.data.user_id), role: 'student' });
    const login = await ctx.app.inject({ method: 'POST', url: '/wp-json/custom/v1/login', payload: { mykad: '100315011234' } });
    expect(login.json().data.user_id).toBe(json.data.user_id);
    const stored = await ctx.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE mykad = $1', ['100315011234']);
    expect(stored.rows[0]!.password_hash).toMatch(/^scrypt:[0-9a-f]{32}:[0-9a-f]{64}$/);
  });

  it('should take the role from meta_data key "role"', async () => {
    const body = payload();
    body.meta_data.push({ key: 'role', value: 'teacher' });
    const res = await ctx.app.inject({ method: 'POST', url: REGISTER, payload: body });
    expect(res.json()).toMatchObject({ role: 'teacher' });
  });

  it('should answer 409 for a MyKad that is already registered', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: REGISTER, payload: payload({}, '790923-10-5337') });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'mykad_taken', message: 'This MyKad number is already registered. Please log in instead.' });
  });

  it('should answer 409 for an email that is already registered, whatever its case', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: REGISTER, payload: payload({ email: 'Student@Demo.my' }) });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'email_taken', message: 'This email address is already registered to another account.' });
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    ['no username', { username: ' ' }, 'invalid_username', 'Username is required.'],
    ['a username with spaces', { username: 'a b c' }, 'invalid_username', 'Username must be 3 to 30 letters'],
    ['a short password', { password: 'short' }, 'invalid_password', 'Password must be at least 8 characters.'],
    ['no first name', { first_name: '' }, 'invalid_first_name', 'First name is required.'],
    ['a too long last name', { last_name: 'x'.repeat(61) }, 'invalid_last_name', 'Last name must be at most 60 characters.'],
    ['a bad email', { email: 'priya@' }, 'invalid_email', 'Email address "priya@" is not valid.'],
    ['a bad phone number', { phone_number: '12ab' }, 'invalid_phone_number', 'Phone number must have 9 to 15 digits'],
    ['an unknown country', { country: 'XX' }, 'invalid_country', 'Country must be a two-letter country code (cca2, for example MY); "XX" is not one.'],
    ['no state', { state: '' }, 'invalid_state', 'State is required.'],
    ['a Malaysian address with a state that is not Malaysian', { state: 'Bavaria' }, 'invalid_state', 'State "Bavaria" is not a Malaysian state or federal territory.'],
    ['no MyKad in meta_data', { meta_data: [{ key: 'school_code', value: 'JBD1234' }] }, 'invalid_mykad', 'MyKad number is required'],
    ['a MyKad with a bad date', { meta_data: [{ key: 'mykad', value: '100230011234' }] }, 'mykad_date', '100230 is not a valid date'],
    ['a MyKad with a bad place of birth', { meta_data: [{ key: 'mykad', value: '100315171234' }] }, 'mykad_place_of_birth', '17 is not issued by JPN'],
    ['an unknown role', { meta_data: [{ key: 'mykad', value: '100315011299' }, { key: 'role', value: 'admin' }] }, 'invalid_role', 'Role must be "student" or "teacher".'],
  ];
  for (const [what, overrides, code, message] of invalid) {
    it(`should answer 400 ${code} for ${what}`, async () => {
      const res = await ctx.app.inject({ method: 'POST', url: REGISTER, payload: payload(overrides) });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(code);
      expect(res.json().message).toContain(message);
    });
  }

  it('should accept a state outside the Malaysian list for another country', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: REGISTER, payload: payload({ country: 'SG', state: 'Central Region' }) });
    expect(res.statusCode).toBe(200);
  });
});

describe('POST /wp-json/custom/v1/update-profile', () => {
  let ctx: TestContext;
  let userId: number;
  let otherId: number;
  before(async () => {
    ctx = await buildTestApp({ seed: true });
    userId = (await ctx.app.inject({ method: 'POST', url: REGISTER, payload: payload({}, '090909-10-0001') })).json().data.user_id;
    otherId = (await ctx.app.inject({ method: 'POST', url: REGISTER, payload: payload({}, '090909-10-0002') })).json().data.user_id;
  });
  after(() => ctx.close());

  it('should update the signed-in user\'s own profile and answer with the new fields', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: UPDATE,
      headers: ctx.authHeader(userId),
      payload: { user_id: String(userId), first_name: ' Priyanka ', phone_number: '+60 12-999 8888', state: 'Perak', school: 'SJK(T) Methodist' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { user_id: userId }, first_name: 'Priyanka', last_name: 'Devi', phone_number: '+60 12-999 8888', state: 'Perak', school: 'SJK(T) Methodist', mykad_number: '090909100001' });
  });

  it('should answer 401 without a token', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: UPDATE, payload: { user_id: userId, first_name: 'X' } });
    expect(res.statusCode).toBe(401);
  });

  it('should answer 403 when a user tries to update someone else', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: UPDATE, headers: ctx.authHeader(userId), payload: { user_id: otherId, first_name: 'Hacked' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'not_your_profile', message: 'You can only update your own profile.' });
    const other = await ctx.db.query<{ first_name: string }>('SELECT first_name FROM users WHERE id = $1', [otherId]);
    expect(other.rows[0]!.first_name).toBe('Priya');
  });

  it('should answer 400 naming the field for invalid values', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: UPDATE, headers: ctx.authHeader(userId), payload: { user_id: userId, email: 'nope' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_email', field: 'email' });
    const state = await ctx.app.inject({ method: 'POST', url: UPDATE, headers: ctx.authHeader(userId), payload: { user_id: userId, state: 'Texas' } });
    expect(state.json()).toMatchObject({ code: 'invalid_state' });
  });

  it('should answer 409 when the new email belongs to another account', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: UPDATE, headers: ctx.authHeader(userId), payload: { user_id: userId, email: 'STUDENT@demo.my' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('email_taken');
  });
});
