import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { buildTestApp, type TestContext } from '../helpers/buildTestApp';
import { freshDeviceKey, freshMykad, registerAccount } from '../helpers/accounts';
import { verifyToken } from '../../src/auth/tokens';
import { UNKNOWN_MYKAD_MESSAGE } from '../../src/routes/auth';
import { STEP_REQUIRED_MESSAGE } from '../../src/routes/auth/newDeviceStep';

const LOGIN = '/wp-json/custom/v1/login';

describe('POST /wp-json/custom/v1/login', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await buildTestApp({ seed: true });
  });
  after(() => ctx.close());

  const login = (mykad: string, ip: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: LOGIN, payload: { mykad }, remoteAddress: ip, headers });

  it('should answer a registered MyKad with a signed token and the docs/requirements.md §3 login response fields', async () => {
    const res = await login('790923-10-5337', '10.1.0.1');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      data: { user_id: expect.any(Number) },
      first_name: 'Meena',
      last_name: 'Subramaniam',
      user_email: 'asiriyar.pro@demo.my',
      state: 'Selangor',
      phone_number: '0123456789',
      country: 'MY',
      school: 'SJK(T) Ladang Bukit Rajah',
      mykad_last4: '5337',
      role: 'teacher',
      teacher_request: 'none',
    });
    const claims = verifyToken(body.token, ctx.config.tokenSecret);
    expect(claims).toMatchObject({ sub: String(body.data.user_id), role: 'teacher', ver: 0, jti: expect.any(String) });
    expect(claims!.exp * 1000).toBeGreaterThan(Date.now());
  });

  it('should issue a token that expires after the configured lifetime', async () => {
    const { token } = (await login('120315101234', '10.1.0.2')).json();
    expect(verifyToken(token, ctx.config.tokenSecret, Date.now() + ctx.config.tokenTtlSeconds * 1000 + 1000)).toBeNull();
  });

  const invalid: [string, string, string][] = [
    ['12345', 'mykad_format', 'MyKad number must have exactly 12 digits; it has 5.'],
    ['12031510123X', 'mykad_format', 'MyKad number may contain only digits and dashes'],
    ['991331101234', 'mykad_date', 'MyKad number must start with a real date of birth (YYMMDD): 991331 is not a valid date.'],
    ['900101-00-1234', 'mykad_place_of_birth', 'MyKad number has an invalid place-of-birth code (digits 7–8): 00 is not issued by JPN.'],
  ];
  for (const [mykad, code, message] of invalid) {
    it(`should refuse ${mykad} with 400 ${code} naming what is wrong`, async () => {
      const res = await login(mykad, '10.1.0.3');
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(code);
      expect(res.json().message).toContain(message);
    });
  }

  it('should answer 404 with a clear message for a valid MyKad nobody registered', async () => {
    const res = await login('900101-14-5678', '10.1.0.4');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'mykad_not_registered', message: UNKNOWN_MYKAD_MESSAGE });
  });

  it('should answer 400 when the body has no mykad', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: LOGIN, payload: {}, remoteAddress: '10.1.0.5' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_request');
  });

  it('should sign a fresh account in by MyKad alone on the device that registered it', async () => {
    const pupil = await registerAccount(ctx, { mykad: freshMykad(2015), ip: '10.1.1.1' });
    const res = await login(pupil.mykad, '10.1.1.2', { 'x-device-id': pupil.deviceKey });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user_id).toBe(Number(pupil.userId));
  });

  it('should ask a device that never signed in to the account for one more step, naming the steps it can take', async () => {
    const pupil = await registerAccount(ctx, { mykad: freshMykad(2015), ip: '10.1.2.1' });
    for (const headers of [{ 'x-device-id': freshDeviceKey() }, {}] as Record<string, string>[]) {
      const res = await login(pupil.mykad, '10.1.2.2', headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'device_step_required', message: STEP_REQUIRED_MESSAGE, steps: ['email_link'] });
    }
    const record = (
      await ctx.app.inject({ method: 'GET', url: '/wp-json/custom/v1/account/logins', headers: { authorization: `Bearer ${pupil.token}` } })
    ).json();
    expect(record.events.filter((e: { outcome: string }) => e.outcome === 'step_required')).toHaveLength(2);
  });

  it('should let the README demo accounts in on any device while demo data is on', async () => {
    expect(ctx.config.demoData).toBe(true);
    expect((await login('850612145671', '10.1.3.1', { 'x-device-id': freshDeviceKey() })).statusCode).toBe(200);
  });

  it('should ask a teacher without a PIN to set one', async () => {
    expect((await login('850612145671', '10.1.3.2')).json().pin_setup_required).toBe(true);
    expect((await login('120315101234', '10.1.3.2')).json().pin_setup_required).toBe(false);
  });
});

describe('GET and POST /wp-json/custom/v1/check-mykad', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await buildTestApp({ seed: true });
  });
  after(() => ctx.close());

  it('should say exists: true for a registered MyKad, with or without dashes', async () => {
    for (const mykad of ['880707075541', '880707-07-5541']) {
      const res = await ctx.app.inject({ method: 'GET', url: '/wp-json/custom/v1/check-mykad', query: { mykad } });
      expect(res.json()).toEqual({ exists: true });
    }
  });

  it('should say exists: false for a valid MyKad nobody registered', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/wp-json/custom/v1/check-mykad', query: { mykad: '900101145678' } });
    expect(res.json()).toEqual({ exists: false });
  });

  it('should answer the same by POST, which keeps the number out of the URL', async () => {
    const known = await ctx.app.inject({ method: 'POST', url: '/wp-json/custom/v1/check-mykad', payload: { mykad: '880707-07-5541' } });
    const unknown = await ctx.app.inject({ method: 'POST', url: '/wp-json/custom/v1/check-mykad', payload: { mykad: '900101145678' } });
    expect([known.json(), unknown.json()]).toEqual([{ exists: true }, { exists: false }]);
  });

  it('should answer 400 naming the problem for an invalid MyKad', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/wp-json/custom/v1/check-mykad', query: { mykad: '900230145678' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'mykad_date' });
  });
});
