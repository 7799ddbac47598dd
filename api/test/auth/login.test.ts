import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { buildTestApp, type TestContext } from '../helpers/buildTestApp';
import { freshWindow } from '../helpers/rateWindows';
import { verifyToken } from '../../src/auth/tokens';
import { UNKNOWN_MYKAD_MESSAGE } from '../../src/routes/auth';
import { ACCOUNT_SLOWED_MESSAGE, LOGIN_RATE_LIMIT_MESSAGE, LOOKUP_LIMIT, LOOKUP_RATE_LIMIT_MESSAGE, MYKAD_LIMIT, PAIR_LIMIT } from '../../src/auth/loginGuard';

const LOGIN = '/wp-json/custom/v1/login';
/** A complete registration, so it reaches the MyKad look-up (a malformed one is refused before). */
const registration = (mykad: string) => ({
  email: `probe${mykad}@test.my`,
  first_name: 'Probe',
  last_name: 'One',
  phone_number: '0123456789',
  country: 'MY',
  state: 'Johor',
  meta_data: [{ key: 'mykad', value: mykad }],
});
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

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
      mykad_number: '790923105337',
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

  it(`should share one budget of ${LOOKUP_LIMIT.perMinute} a minute per IP between check-mykad, register and login`, async () => {
    await freshWindow(60);
    const ip = '10.2.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < LOOKUP_LIMIT.perMinute + 1; i++) {
      const mykad = `9001011456${String(10 + i)}`;
      const res =
        i % 3 === 0
          ? await ctx.app.inject({ method: 'GET', url: '/wp-json/custom/v1/check-mykad', query: { mykad }, remoteAddress: ip })
          : i % 3 === 1
            ? await ctx.app.inject({ method: 'POST', url: '/wp-json/custom/v1/register', payload: registration(mykad), remoteAddress: ip })
            : await login(mykad, ip);
      statuses.push(res.statusCode);
      if (i === LOOKUP_LIMIT.perMinute) {
        expect(res.json()).toMatchObject({ code: 'rate_limited', message: LOOKUP_RATE_LIMIT_MESSAGE });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses.slice(0, -1).every((s) => s !== 429)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await login('850612145671', '10.2.0.2')).statusCode).toBe(200);
  });

  it(`should stop one network probing one MyKad after ${PAIR_LIMIT.attempts} failures, while other networks are still answered`, async () => {
    await freshWindow(PAIR_LIMIT.windowSeconds);
    const statuses: number[] = [];
    for (let i = 0; i < PAIR_LIMIT.attempts + 1; i++) statuses.push((await login(i % 2 ? '900202145671' : '900202-14-5671', '10.3.0.1')).statusCode);
    expect(statuses).toEqual([...Array(PAIR_LIMIT.attempts).fill(404), 429]);
    expect((await login('900202145671', '10.3.0.1')).json().message).toBe(LOGIN_RATE_LIMIT_MESSAGE);
    expect((await login('900202145671', '10.3.0.2')).statusCode).toBe(404);
  });

  it('should never slow an owner signing in again and again from the same place', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < PAIR_LIMIT.attempts + 2; i++) statuses.push((await login('800101085523', '10.3.1.1')).statusCode);
    expect(statuses.every((s) => s === 200)).toBe(true);
  });

  it('should never let attempts from elsewhere lock the owner out of a device or network they have used', async () => {
    await freshWindow(MYKAD_LIMIT.windowSeconds);
    const mykad = '880707075541';
    const home = await login(mykad, '10.4.0.1', { 'user-agent': ANDROID_CHROME, 'x-device-id': 'owner-phone-0123456789' });
    expect(home.statusCode).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < MYKAD_LIMIT.attempts; i++) statuses.push((await login(mykad, `10.5.${i}.9`)).statusCode);
    expect(statuses.at(-1)).toBe(429);
    expect((await login(mykad, '10.5.200.9')).json()).toMatchObject({ code: 'rate_limited', message: ACCOUNT_SLOWED_MESSAGE });
    // the owner at home, and the owner's phone on a school network it has never used
    expect((await login(mykad, '10.4.0.1')).statusCode).toBe(200);
    expect((await login(mykad, '10.6.0.1', { 'x-device-id': 'owner-phone-0123456789' })).statusCode).toBe(200);
    const record = (
      await ctx.app.inject({ method: 'GET', url: '/wp-json/custom/v1/account/logins', headers: { authorization: `Bearer ${home.json().token}` } })
    ).json();
    expect(record.events.some((e: { outcome: string; ip: string }) => e.outcome === 'refused' && e.ip === '10.5.200.9')).toBe(true);
  });
});

describe('GET /wp-json/custom/v1/check-mykad', () => {
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

  it('should answer 400 naming the problem for an invalid MyKad', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/wp-json/custom/v1/check-mykad', query: { mykad: '900230145678' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'mykad_date' });
  });
});
