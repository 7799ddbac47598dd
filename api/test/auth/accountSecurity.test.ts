import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { buildTestApp, type TestContext } from '../helpers/buildTestApp';
import { freshWindow } from '../helpers/rateWindows';
import { SESSION_ENDED_MESSAGE } from '../../src/auth/requestUser';
import { STEP_FAILURES } from '../../src/auth/loginGuard';
import { freshDeviceKey, freshMykad, registerAccount } from '../helpers/accounts';
import { summariseUserAgent } from '../../src/auth/userAgentSummary';

const API = '/wp-json/custom/v1';
const TEACHER = '790923105337';
const STUDENT = '120315101234';
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let ip = 0;
const nextIp = () => `10.20.${Math.floor(++ip / 200)}.${ip % 200}`;

describe('account security: sign-out, login record, teacher PIN', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await buildTestApp({ seed: true });
  });
  after(() => ctx.close());

  const login = (mykad: string, extra: { pin?: string; headers?: Record<string, string>; ip?: string } = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: `${API}/login`,
      payload: { mykad, ...(extra.pin ? { pin: extra.pin } : {}) },
      remoteAddress: extra.ip ?? nextIp(),
      headers: extra.headers,
    });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const me = (token: string) => ctx.app.inject({ method: 'GET', url: `${API}/account/logins`, headers: bearer(token) });

  describe('POST /logout', () => {
    it('should revoke the token it is called with, and only that one', async () => {
      const phone = (await login(STUDENT)).json().token;
      const laptop = (await login(STUDENT)).json().token;
      const out = await ctx.app.inject({ method: 'POST', url: `${API}/logout`, headers: bearer(phone), payload: {} });
      expect(out.json()).toEqual({ signed_out: true, everywhere: false });
      const after = await me(phone);
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual({ code: 'session_ended', message: SESSION_ENDED_MESSAGE });
      expect((await me(laptop)).statusCode).toBe(200);
      // a retry after a lost reply is not an error
      expect((await ctx.app.inject({ method: 'POST', url: `${API}/logout`, headers: bearer(phone), payload: {} })).statusCode).toBe(200);
    });

    it('should end every session of the account with everywhere: true', async () => {
      const a = (await login(STUDENT)).json().token;
      const b = (await login(STUDENT)).json().token;
      await ctx.app.inject({ method: 'POST', url: `${API}/logout`, headers: bearer(a), payload: { everywhere: true } });
      expect((await me(a)).statusCode).toBe(401);
      expect((await me(b)).statusCode).toBe(401);
      expect((await me((await login(STUDENT)).json().token)).statusCode).toBe(200);
    });
  });

  describe('GET /account/logins', () => {
    it('should show the owner who signed in, when, from which address and on what device, newest first', async () => {
      const address = nextIp();
      const token = (await login(TEACHER, { ip: address, headers: { 'user-agent': IPHONE_SAFARI } })).json().token;
      const { events, kept_days } = (await me(token)).json();
      expect(kept_days).toBe(90);
      expect(events[0]).toMatchObject({ ip: address, device: 'Safari · iPhone', outcome: 'signed_in' });
      expect(Date.now() - Date.parse(events[0].at)).toBeLessThan(60_000);
    });

    it("should never show one account's record to another", async () => {
      const token = (await login(STUDENT)).json().token;
      const { events } = (await me(token)).json();
      expect(events.every((e: { device: string }) => e.device !== 'Safari · iPhone')).toBe(true);
    });

    it('should answer 401 without a session', async () => {
      expect((await ctx.app.inject({ method: 'GET', url: `${API}/account/logins` })).statusCode).toBe(401);
    });
  });

  describe('teacher PIN (PUT/DELETE /account/pin)', () => {
    const setPin = (token: string, body: Record<string, string>) =>
      ctx.app.inject({ method: 'PUT', url: `${API}/account/pin`, headers: bearer(token), payload: body, remoteAddress: '10.30.0.1' });

    it('should refuse a PIN to a student account and a PIN that is not 6 to 12 digits', async () => {
      const student = (await login(STUDENT)).json().token;
      expect((await setPin(student, { pin: '123456' })).json()).toMatchObject({ code: 'teachers_only' });
      const teacher = (await login('800101085523')).json().token;
      expect((await setPin(teacher, { pin: '1234' })).json()).toMatchObject({ code: 'invalid_pin' });
      expect((await setPin(teacher, { pin: 'abcdef' })).json()).toMatchObject({ code: 'invalid_pin' });
    });

    /** A teacher who is not a demo account (demo accounts skip the new-device step in demo mode), on its registering device. */
    const freshTeacher = async () => {
      const teacher = await registerAccount(ctx, { mykad: freshMykad(1985), ip: nextIp() });
      await ctx.app.inject({ method: 'POST', url: `${API}/admin/teachers`, headers: ctx.adminHeader(), payload: { user_id: Number(teacher.userId) } });
      return teacher;
    };

    it('should ask for the PIN on a new device once set, refuse a wrong one (recorded), and trust the device the right one opens', async () => {
      const teacher = await freshTeacher();
      expect((await setPin(teacher.token, { pin: '482913' })).json()).toEqual({ pin_set: true, pin_available: true });
      const laptop = { 'x-device-id': freshDeviceKey() };
      const without = await login(teacher.mykad, { headers: laptop });
      expect(without.statusCode).toBe(401);
      expect(without.json()).toMatchObject({ code: 'device_step_required', steps: ['pin'] });
      expect((await login(teacher.mykad, { pin: '000000', headers: laptop })).json()).toMatchObject({ code: 'pin_wrong' });
      const right = await login(teacher.mykad, { pin: '482913', headers: laptop });
      expect(right.statusCode).toBe(200);
      expect(right.json().pin_setup_required).toBe(false);
      expect((await login(teacher.mykad, { headers: laptop })).statusCode).toBe(200);
      const { events } = (await me(right.json().token)).json();
      expect(events.map((e: { outcome: string }) => e.outcome).slice(0, 4)).toEqual(['signed_in', 'device_added', 'pin_wrong', 'step_required']);
    });

    it('should offer a teacher without a PIN the email link on a new device, and ask them to set a PIN', async () => {
      const teacher = await freshTeacher();
      expect((await login(teacher.mykad, { headers: { 'x-device-id': freshDeviceKey() } })).json()).toMatchObject({ steps: ['email_link'] });
      expect((await login(teacher.mykad, { headers: { 'x-device-id': teacher.deviceKey } })).json().pin_setup_required).toBe(true);
    });

    it('should need the current PIN to change or remove it', async () => {
      const token = (await login(TEACHER, { ip: '10.30.0.1' })).json().token;
      expect((await setPin(token, { pin: '482913' })).statusCode).toBe(200);
      expect((await setPin(token, { pin: '111222' })).json()).toMatchObject({ code: 'pin_required' });
      expect((await setPin(token, { pin: '111222', current_pin: '999999' })).json()).toMatchObject({ code: 'pin_wrong' });
      expect((await setPin(token, { pin: '111222', current_pin: '482913' })).statusCode).toBe(200);
      const removed = await ctx.app.inject({
        method: 'DELETE',
        url: `${API}/account/pin`,
        headers: bearer(token),
        payload: { current_pin: '111222' },
        remoteAddress: '10.30.0.1',
      });
      expect(removed.json()).toEqual({ pin_set: false, pin_available: true });
      expect((await login(TEACHER)).statusCode).toBe(200);
    });

    it(`should stop PIN guessing on new devices after ${STEP_FAILURES.perHour} wrong PINs, but never the owner on a known device`, async () => {
      await freshWindow(3600);
      const teacher = await freshTeacher();
      expect((await setPin(teacher.token, { pin: '737373' })).statusCode).toBe(200);
      for (let i = 0; i < STEP_FAILURES.perHour; i++) {
        expect((await login(teacher.mykad, { pin: '000000', headers: { 'x-device-id': freshDeviceKey() } })).json()).toMatchObject({ code: 'pin_wrong' });
      }
      expect((await login(teacher.mykad, { pin: '737373', headers: { 'x-device-id': freshDeviceKey() } })).statusCode).toBe(429);
      expect((await login(teacher.mykad, { headers: { 'x-device-id': teacher.deviceKey } })).statusCode).toBe(200);
    });
  });

  describe('user-agent summary', () => {
    const rows: [string | undefined, string][] = [
      [IPHONE_SAFARI, 'Safari · iPhone'],
      ['Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36', 'Chrome · Android'],
      [
        'Mozilla/5.0 (Linux; Android 12; SAMSUNG SM-A125F) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
        'Samsung Internet · Android',
      ],
      ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0', 'Edge · Windows'],
      ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox · Linux'],
      ['curl/8.5.0', ''],
      [undefined, ''],
    ];
    for (const [ua, summary] of rows) {
      it(`should summarise ${ua?.slice(0, 40) ?? 'no user agent'} as "${summary}"`, () => {
        expect(summariseUserAgent(ua)).toBe(summary);
      });
    }
  });
});
