import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { buildTestApp, type TestContext } from '../helpers/buildTestApp';
import { verifyToken } from '../../src/auth/tokens';
import { PARENT_CONSENT } from '../helpers/accounts';

const REGISTER = '/wp-json/custom/v1/register';
const UPDATE = '/wp-json/custom/v1/update-profile';

let counter = 0;
/** Each registration from its own address: the per-IP MyKad look-up budget has its own tests. */
const register = (ctx: TestContext, body: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: REGISTER,
    payload: body as Record<string, unknown>,
    remoteAddress: `10.9.${++counter % 250}.${counter % 200}`,
    headers: { 'x-device-id': DEVICE },
  });
/** The browser the registrations come from: it is trusted for each account it registers. */
const DEVICE = 'registering-browser-0123456789abcdef';
/** docs/requirements.md §3 registration payload with a fresh, valid MyKad and email each call. */
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
    // these pupils are under 18: a parent consents (issue 21.3, test/auth/parentsAndPdpa.test.ts)
    parent_consent: PARENT_CONSENT,
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
    const res = await register(ctx, body);
    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(json).toMatchObject({
      first_name: 'Priya',
      last_name: 'Devi',
      user_email: 'priya.devi@sekolah.my',
      state: 'Johor',
      phone_number: '012-3456789',
      country: 'MY',
      school: 'SJK(T) Kangkar Pulai',
      mykad_last4: '1234',
      role: 'student',
      teacher_request: 'none',
    });
    expect(json).not.toHaveProperty('mykad_number');
    expect(verifyToken(json.token, ctx.config.tokenSecret)).toMatchObject({ sub: String(json.data.user_id), role: 'student' });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/wp-json/custom/v1/login',
      payload: { mykad: '100315011234' },
      remoteAddress: '10.8.0.1',
      headers: { 'x-device-id': DEVICE },
    });
    expect(login.json().data.user_id).toBe(json.data.user_id);
  });

  it('should accept the docs/requirements.md §3 username and password but never store the password (sign-in never uses it)', async () => {
    const res = await register(ctx, payload({}, '100315-01-1299'));
    expect(res.statusCode).toBe(200);
    const stored = await ctx.db.query<{ password_hash: string | null; username: string | null }>(
      'SELECT password_hash, username FROM users WHERE mykad_hash = ANY($1::text[])',
      [ctx.config.mykad.lookupHashes('100315011299')],
    );
    expect(stored.rows[0]).toMatchObject({ password_hash: null, username: expect.stringMatching(/^murid\d+$/) });
  });

  it('should register with only what the product uses: no username, no password', async () => {
    const { username, password, ...body } = payload({}, '100315-01-1288');
    void username;
    void password;
    const res = await register(ctx, body);
    expect(res.statusCode).toBe(200);
    expect(
      (
        await ctx.db.query<{ username: string | null }>('SELECT username FROM users WHERE mykad_hash = ANY($1::text[])', [
          ctx.config.mykad.lookupHashes('100315011288'),
        ])
      ).rows[0]!.username,
    ).toBeNull();
  });

  it('should not make anyone a teacher who asks for it at registration: the request waits for a licence code or an admin', async () => {
    const body = payload();
    body.meta_data.push({ key: 'role', value: 'teacher' });
    const res = await register(ctx, body);
    expect(res.json()).toMatchObject({ role: 'student', teacher_request: 'pending' });
    const token = res.json().token;
    const topic = await ctx.app.inject({
      method: 'POST',
      url: '/wp-json/custom/v1/boards/classes',
      headers: { authorization: `Bearer ${token}` },
      payload: { name: '4 Mawar' },
    });
    expect(topic.statusCode).toBe(403);
    const requests = (await ctx.app.inject({ method: 'GET', url: '/wp-json/custom/v1/admin/teacher-requests', headers: ctx.adminHeader() })).json().requests;
    expect(requests.map((r: { user_id: number }) => r.user_id)).toContain(res.json().data.user_id);
  });

  it('should let the admin confirm a teacher, which takes effect on the token they already hold', async () => {
    const body = payload();
    body.meta_data.push({ key: 'role', value: 'teacher' });
    const res = await register(ctx, body);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/wp-json/custom/v1/admin/teachers',
          headers: ctx.authHeader(res.json().data.user_id),
          payload: { user_id: res.json().data.user_id },
        })
      ).statusCode,
    ).toBe(403);
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: '/wp-json/custom/v1/admin/teachers',
      headers: ctx.adminHeader(),
      payload: { user_id: res.json().data.user_id },
    });
    expect(confirmed.json()).toMatchObject({ role: 'teacher', teacher_request: 'none' });
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/wp-json/custom/v1/boards/classes',
      headers: { authorization: `Bearer ${res.json().token}` },
      payload: { name: '4 Mawar' },
    });
    expect(created.statusCode).toBe(201);
  });

  it('should answer 409 for a MyKad that is already registered', async () => {
    const res = await register(ctx, payload({}, '790923-10-5337'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'mykad_taken', message: 'This MyKad number is already registered. Please log in instead.' });
  });

  it('should answer 409 for an email that is already registered, whatever its case', async () => {
    const res = await register(ctx, payload({ email: 'Student@Demo.my' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'email_taken', message: 'This email address is already registered to another account.' });
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    ['a username with spaces', { username: 'a b c' }, 'invalid_username', 'Username must be 3 to 30 letters'],
    ['no first name', { first_name: '' }, 'invalid_first_name', 'First name is required.'],
    ['a too long last name', { last_name: 'x'.repeat(61) }, 'invalid_last_name', 'Last name must be at most 60 characters.'],
    ['a bad email', { email: 'priya@' }, 'invalid_email', 'Email address "priya@" is not valid.'],
    ['a bad phone number', { phone_number: '12ab' }, 'invalid_phone_number', 'Phone number must have 9 to 15 digits'],
    ['an unknown country', { country: 'XX' }, 'invalid_country', 'Country must be a two-letter country code (cca2, for example MY); "XX" is not one.'],
    ['no state', { state: '' }, 'invalid_state', 'State is required.'],
    [
      'a Malaysian address with a state that is not Malaysian',
      { state: 'Bavaria' },
      'invalid_state',
      'State "Bavaria" is not a Malaysian state or federal territory.',
    ],
    ['no MyKad in meta_data', { meta_data: [{ key: 'school_code', value: 'JBD1234' }] }, 'invalid_mykad', 'MyKad number is required'],
    ['a MyKad with a bad date', { meta_data: [{ key: 'mykad', value: '100230011234' }] }, 'mykad_date', '100230 is not a valid date'],
    ['a MyKad with a bad place of birth', { meta_data: [{ key: 'mykad', value: '100315171234' }] }, 'mykad_place_of_birth', '17 is not issued by JPN'],
    [
      'an unknown role',
      {
        meta_data: [
          { key: 'mykad', value: '100315011277' },
          { key: 'role', value: 'admin' },
        ],
      },
      'invalid_role',
      'Role must be "student" or "teacher".',
    ],
    ['a first name that is only invisible characters', { first_name: '\u200b\u202e\u2066' }, 'invalid_first_name', 'First name is required.'],
  ];
  for (const [what, overrides, code, message] of invalid) {
    it(`should answer 400 ${code} for ${what}`, async () => {
      const res = await register(ctx, payload(overrides));
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(code);
      expect(res.json().message).toContain(message);
    });
  }

  it('should answer 400 naming the field for a NUL byte in any field, and create no account', async () => {
    const body = payload({ last_name: 'De\u0000vi' }, '100315-01-1266');
    const res = await register(ctx, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_characters', field: 'body.last_name' });
    expect(res.json().message).toContain('U+0000');
    expect((await ctx.db.query('SELECT 1 FROM users WHERE mykad_hash = ANY($1::text[])', [ctx.config.mykad.lookupHashes('100315011266')])).rows).toHaveLength(
      0,
    );
  });

  it('should store names without direction overrides or invisible characters (no spoofed names on a board)', async () => {
    const res = await register(ctx, payload({ first_name: '\u202eKavi\u200btha\u202c', last_name: ' Raman\u2066 ' }, '100315-01-1255'));
    expect(res.json()).toMatchObject({ first_name: 'Kavitha', last_name: 'Raman' });
  });

  it('should accept a state outside the Malaysian list for another country', async () => {
    const res = await register(ctx, payload({ country: 'SG', state: 'Central Region' }));
    expect(res.statusCode).toBe(200);
  });
});

describe('POST /wp-json/custom/v1/update-profile', () => {
  let ctx: TestContext;
  let userId: number;
  let otherId: number;
  before(async () => {
    ctx = await buildTestApp({ seed: true });
    userId = (await register(ctx, payload({}, '090909-10-0001'))).json().data.user_id;
    otherId = (await register(ctx, payload({}, '090909-10-0002'))).json().data.user_id;
  });
  after(() => ctx.close());

  it("should update the signed-in user's own profile and answer with the new fields", async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: UPDATE,
      headers: ctx.authHeader(userId),
      payload: { user_id: String(userId), first_name: ' Priyanka ', phone_number: '+60 12-999 8888', state: 'Perak', school: 'SJK(T) Methodist' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: { user_id: userId },
      first_name: 'Priyanka',
      last_name: 'Devi',
      phone_number: '+60 12-999 8888',
      state: 'Perak',
      school: 'SJK(T) Methodist',
      mykad_last4: '0001',
    });
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
