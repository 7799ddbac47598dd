import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { buildTestApp, type TestContext } from '../helpers/buildTestApp';
import { verifyToken } from '../../src/auth/tokens';
import { LOGIN_RATE_LIMIT_MESSAGE, UNKNOWN_MYKAD_MESSAGE } from '../../src/routes/auth';

const LOGIN = '/wp-json/custom/v1/login';

/** Rate-limit windows are fixed minutes: start a burst early in one so it cannot straddle two. */
async function freshWindow() {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 50_000) await new Promise((r) => setTimeout(r, 60_000 - intoMinute + 50));
}

describe('POST /wp-json/custom/v1/login', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await buildTestApp({ seed: true });
  });
  after(() => ctx.close());

  it('should answer a registered MyKad with a signed token and the SPEC.md §3 login response fields', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: LOGIN, payload: { mykad: '790923-10-5337' }, remoteAddress: '10.1.0.1' });
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
    });
    const claims = verifyToken(body.token, ctx.config.tokenSecret);
    expect(claims).toMatchObject({ sub: String(body.data.user_id), role: 'teacher' });
    expect(claims!.exp * 1000).toBeGreaterThan(Date.now());
  });

  it('should issue a token that expires after the configured lifetime', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: LOGIN, payload: { mykad: '120315101234' }, remoteAddress: '10.1.0.2' });
    const { token } = res.json();
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
      const res = await ctx.app.inject({ method: 'POST', url: LOGIN, payload: { mykad }, remoteAddress: '10.1.0.3' });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(code);
      expect(res.json().message).toContain(message);
    });
  }

  it('should answer 404 with a clear message for a valid MyKad nobody registered', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: LOGIN, payload: { mykad: '900101-14-5678' }, remoteAddress: '10.1.0.4' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'mykad_not_registered', message: UNKNOWN_MYKAD_MESSAGE });
  });

  it('should answer 400 when the body has no mykad', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: LOGIN, payload: {}, remoteAddress: '10.1.0.5' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_request');
  });

  it('should refuse the 11th attempt from one IP within a minute with 429 (DESIGN.md §5: rate-limited per IP)', async () => {
    await freshWindow();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const mykad = `9001011456${String(10 + i)}`;
      const res = await ctx.app.inject({ method: 'POST', url: LOGIN, payload: { mykad }, remoteAddress: '10.2.0.1' });
      statuses.push(res.statusCode);
      if (i === 10) {
        expect(res.json()).toMatchObject({ code: 'rate_limited', message: LOGIN_RATE_LIMIT_MESSAGE });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([...Array(10).fill(404), 429]);
    const other = await ctx.app.inject({ method: 'POST', url: LOGIN, payload: { mykad: '850612145671' }, remoteAddress: '10.2.0.2' });
    expect(other.statusCode).toBe(200);
  });

  it('should refuse the 11th attempt on one MyKad within a minute from any IPs, counting dashed and plain forms together (per MyKad)', async () => {
    await freshWindow();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const mykad = i % 2 === 0 ? '800101085523' : '800101-08-5523';
      const res = await ctx.app.inject({ method: 'POST', url: LOGIN, payload: { mykad }, remoteAddress: `10.3.0.${i + 1}` });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
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
