import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { randomBytes } from 'node:crypto';
import { buildTestApp, type TestContext } from '../helpers/buildTestApp';
import { freshWindow } from '../helpers/rateWindows';
import { freshDeviceKey, freshMykad, registerAccount, type Registered } from '../helpers/accounts';
import { ACCOUNT_SLOWED_MESSAGE, MYKAD_TRIES, NETWORK_BUSY_MESSAGE, NETWORK_MISSES, STEP_FAILURES } from '../../src/auth/loginGuard';
import { networkPrefix } from '../../src/http/networkPrefix';

const API = '/wp-json/custom/v1';
const THIS_YEAR = new Date().getUTCFullYear();

let networks = 0;
/** A network no other test of this file uses (limits count per network). */
const freshNetwork = () => `10.${60 + Math.floor(++networks / 250)}.${networks % 250}.1`;

describe('sign-in limits (docs/adr/0018)', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await buildTestApp();
  });
  after(() => ctx.close());

  const login = (payload: Record<string, unknown>, ip: string, deviceKey?: string, app = ctx.app) =>
    app.inject({ method: 'POST', url: `${API}/login`, payload, remoteAddress: ip, headers: deviceKey ? { 'x-device-id': deviceKey } : {} });

  /** A teacher (registered, then confirmed by the admin) and a class of `size` pupils with sign-in cards. */
  async function classWithCards(size: number): Promise<{ pupils: (Registered & { card: string; code: string })[]; teacher: Registered }> {
    const teacher = await registerAccount(ctx, { mykad: freshMykad(1984), ip: freshNetwork() });
    await ctx.app.inject({ method: 'POST', url: `${API}/admin/teachers`, headers: ctx.adminHeader(), payload: { user_id: Number(teacher.userId) } });
    const cls = await ctx.app.inject({
      method: 'POST',
      url: `${API}/boards/classes`,
      headers: { authorization: `Bearer ${teacher.token}` },
      payload: { name: '3 Melur' },
    });
    const classId = cls.json().id;
    const pupils: Registered[] = [];
    for (let i = 0; i < size; i++) {
      const pupil = await registerAccount(ctx, { mykad: freshMykad(THIS_YEAR - 10), ip: freshNetwork() });
      await ctx.db.query('INSERT INTO class_members (class_id, user_id) VALUES ($1, $2)', [classId, pupil.userId]);
      pupils.push(pupil);
    }
    const issued = await ctx.app.inject({
      method: 'POST',
      url: `${API}/boards/classes/${classId}/sign-in/cards`,
      headers: { authorization: `Bearer ${teacher.token}` },
      payload: {},
    });
    expect(issued.statusCode).toBe(201);
    const cards = issued.json().cards as { user_id: number; card: string; code: string }[];
    return { teacher, pupils: pupils.map((p) => ({ ...p, ...cards.find((c) => String(c.user_id) === p.userId)! })) };
  }

  describe('POST /login from one school address', () => {
    it('should let 40 pupils behind one NAT address sign in within a minute, on devices they used before and on new ones with their cards', async () => {
      await freshWindow(600, 60);
      const { pupils } = await classWithCards(40);
      const school = '203.0.113.7';
      const started = Date.now();
      const known = await Promise.all(pupils.map((p) => login({ mykad: p.mykad }, school, p.deviceKey)));
      expect(known.map((r) => r.statusCode)).toEqual(Array(40).fill(200));
      // the same class on the school's tablets, never used by them: a step each, then the card's code
      const tablets = pupils.map(() => freshDeviceKey());
      const asked = await Promise.all(pupils.map((p, i) => login({ mykad: p.mykad }, school, tablets[i])));
      expect(asked.map((r) => r.json().code)).toEqual(Array(40).fill('device_step_required'));
      expect(asked[0]!.json().steps).toEqual(['card', 'email_link']);
      const typed = await Promise.all(pupils.map((p, i) => login({ mykad: p.mykad, card_code: p.code.toLowerCase() }, school, tablets[i])));
      expect(typed.map((r) => r.statusCode)).toEqual(Array(40).fill(200));
      expect(Date.now() - started).toBeLessThan(60_000);
      // …and from then on the tablets need only the MyKad
      expect((await login({ mykad: pupils[7]!.mykad }, school, tablets[7])).statusCode).toBe(200);
    });

    it('should let a class scan its cards on new devices from one address, even when that address has spent its budget', async () => {
      const { pupils } = await classWithCards(40);
      const school = '203.0.113.8';
      for (let i = 0; i <= NETWORK_MISSES.per10Minutes; i++) await login({ mykad: freshMykad(2014) }, school, freshDeviceKey());
      expect((await login({ mykad: freshMykad(2014) }, school, freshDeviceKey())).statusCode).toBe(429);
      const scanned = await Promise.all(
        pupils.map((p) =>
          ctx.app.inject({
            method: 'POST',
            url: `${API}/login/card`,
            payload: { card: p.card },
            remoteAddress: school,
            headers: { 'x-device-id': freshDeviceKey() },
          }),
        ),
      );
      expect(scanned.map((r) => r.statusCode)).toEqual(Array(40).fill(200));
      expect(scanned.map((r) => String(r.json().data.user_id))).toEqual(pupils.map((p) => p.userId));
    });
  });

  describe('POST /login guessing numbers', () => {
    it('should give 10,000 guesses from one IPv6 /64 nothing: at most one budget answered, the real account never reached, no token', async () => {
      await freshWindow(600, 120);
      // a pupil born on a known day in a known state: 10,000 numbers are left (YYMMDD-PB-####)
      const prefix = '15061214';
      const owner = await registerAccount(ctx, { mykad: `${prefix}5000`, ip: freshNetwork() });
      const network = '2001:db8:77:12';
      const answered: string[] = [];
      let ownerAnswer = 0;
      for (let serial = 0; serial < 10_000; serial++) {
        const guess = `${prefix}${String(serial).padStart(4, '0')}`;
        const address = `${network}:${randomBytes(8).toString('hex').match(/.{4}/g)!.join(':')}`;
        const res = await login({ mykad: guess, card_code: 'AAAAAA' }, address, freshDeviceKey());
        if (res.statusCode === 200) throw new Error(`guess ${guess} signed in`);
        if (res.statusCode !== 429) answered.push(guess);
        if (guess === owner.mykad) ownerAnswer = res.statusCode;
      }
      expect(networkPrefix(`${network}:1:2:3:4`)).toBe('2001:db8:77:12::/64');
      expect(answered.length).toBeLessThanOrEqual(NETWORK_MISSES.per10Minutes);
      expect(answered).not.toContain(owner.mykad);
      expect(ownerAnswer).toBe(429);
      // the owner, on their own device, is not slowed by any of it, even from that network
      expect((await login({ mykad: owner.mykad }, `${network}::1`, owner.deviceKey)).statusCode).toBe(200);
    });

    it("should keep signing the owner's known device in on the school's address while a pupil there is refused for probing numbers", async () => {
      await freshWindow(600, 60);
      const school = '198.51.100.9';
      const { teacher } = await classWithCards(1);
      for (let i = 0; i < NETWORK_MISSES.per10Minutes; i++) await login({ mykad: freshMykad(2013) }, school, freshDeviceKey());
      const refused = await login({ mykad: freshMykad(2013) }, school, freshDeviceKey());
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(NETWORK_BUSY_MESSAGE);
      // a real account on an unknown device is refused the same way, so the refusal says nothing
      expect((await login({ mykad: teacher.mykad }, school, freshDeviceKey())).json().message).toBe(NETWORK_BUSY_MESSAGE);
      expect((await login({ mykad: teacher.mykad }, school, teacher.deviceKey)).statusCode).toBe(200);
    });

    it(`should refuse a number tried ${MYKAD_TRIES.perHour} times from elsewhere except on its owner's devices, and tell the owner`, async () => {
      await freshWindow(3600, 120);
      const { pupils } = await classWithCards(1);
      const owner = pupils[0]!;
      // registering the account was the number's first try this hour
      const statuses: number[] = [];
      for (let i = 0; i < MYKAD_TRIES.perHour - 1; i++) statuses.push((await login({ mykad: owner.mykad }, freshNetwork(), freshDeviceKey())).statusCode);
      expect(statuses).toEqual(Array(MYKAD_TRIES.perHour - 1).fill(401));
      const last = await login({ mykad: owner.mykad, card_code: owner.code }, freshNetwork(), freshDeviceKey());
      expect(last.statusCode).toBe(429);
      expect(last.json().message).toBe(ACCOUNT_SLOWED_MESSAGE);
      const home = await login({ mykad: owner.mykad }, freshNetwork(), owner.deviceKey);
      expect(home.statusCode).toBe(200);
      // the card's link is not a guess at the number: it still lets a new device in
      const scanned = await ctx.app.inject({
        method: 'POST',
        url: `${API}/login/card`,
        payload: { card: owner.card },
        remoteAddress: freshNetwork(),
        headers: { 'x-device-id': freshDeviceKey() },
      });
      expect(scanned.statusCode).toBe(200);
      const record = (await ctx.app.inject({ method: 'GET', url: `${API}/account/logins`, headers: { authorization: `Bearer ${home.json().token}` } })).json();
      expect(record.events.some((e: { outcome: string }) => e.outcome === 'refused')).toBe(true);
    });

    it(`should stop card-code guessing on an account after ${STEP_FAILURES.perHour} wrong codes, whatever the network`, async () => {
      await freshWindow(3600, 120);
      const { pupils } = await classWithCards(1);
      const pupil = pupils[0]!;
      for (let i = 0; i < STEP_FAILURES.perHour; i++) {
        expect((await login({ mykad: pupil.mykad, card_code: 'BBBBBB' }, freshNetwork(), freshDeviceKey())).json().code).toBe('card_code_wrong');
      }
      expect((await login({ mykad: pupil.mykad, card_code: pupil.code }, freshNetwork(), freshDeviceKey())).statusCode).toBe(429);
      expect((await login({ mykad: pupil.mykad }, freshNetwork(), pupil.deviceKey)).statusCode).toBe(200);
    });
  });

  describe('two api instances over one database', () => {
    it("should share one network's budget, one account's card-code failures and the picture password's three tries", async () => {
      await freshWindow(600, 60);
      const second = await ctx.secondInstance();
      try {
        const apps = [ctx.app, second.app];
        const network = '192.0.2.44';
        const statuses: number[] = [];
        for (let i = 0; i < NETWORK_MISSES.per10Minutes + 2; i++) {
          statuses.push((await login({ mykad: freshMykad(2012) }, network, freshDeviceKey(), apps[i % 2])).statusCode);
        }
        expect(statuses.slice(0, NETWORK_MISSES.per10Minutes)).toEqual(Array(NETWORK_MISSES.per10Minutes).fill(404));
        expect(statuses.slice(NETWORK_MISSES.per10Minutes)).toEqual([429, 429]);

        const { pupils, teacher } = await classWithCards(1);
        const pupil = pupils[0]!;
        const classId = (await ctx.db.query<{ class_id: string }>('SELECT class_id FROM class_members WHERE user_id = $1', [pupil.userId])).rows[0]!.class_id;
        const young = await registerAccount(ctx, { mykad: freshMykad(THIS_YEAR - 7), ip: freshNetwork() });
        await ctx.db.query('INSERT INTO class_members (class_id, user_id) VALUES ($1, $2)', [classId, young.userId]);
        const set = await ctx.app.inject({
          method: 'PUT',
          url: `${API}/boards/classes/${classId}/sign-in/pictures/${young.userId}`,
          headers: { authorization: `Bearer ${teacher.token}` },
          payload: { pictures: [2, 5] },
        });
        expect(set.statusCode).toBe(200);
        const wrong = [
          [0, 1],
          [0, 2],
          [0, 3],
        ];
        const answers = [];
        for (const [i, pair] of wrong.entries())
          answers.push((await login({ mykad: young.mykad, pictures: pair }, freshNetwork(), freshDeviceKey(), apps[i % 2])).json().code);
        expect(answers).toEqual(['pictures_wrong', 'pictures_wrong', 'pictures_wrong']);
        expect((await login({ mykad: young.mykad, pictures: [5, 2] }, freshNetwork(), freshDeviceKey(), second.app)).json().code).toBe('pictures_locked');
        expect((await login({ mykad: young.mykad }, freshNetwork(), young.deviceKey, second.app)).statusCode).toBe(200);
        // set again by the teacher, the pictures let a new device in once more
        await ctx.app.inject({
          method: 'PUT',
          url: `${API}/boards/classes/${classId}/sign-in/pictures/${young.userId}`,
          headers: { authorization: `Bearer ${teacher.token}` },
          payload: { pictures: [2, 5] },
        });
        expect((await login({ mykad: young.mykad, pictures: [5, 2] }, freshNetwork(), freshDeviceKey(), second.app)).statusCode).toBe(200);
      } finally {
        await second.close();
      }
    });
  });

  describe('the picture password', () => {
    it('should answer at most three of the 35 wrong pairs tried at once, and then refuse the right pair too', async () => {
      const { teacher } = await classWithCards(0);
      const young = await registerAccount(ctx, { mykad: freshMykad(THIS_YEAR - 8), ip: freshNetwork() });
      const classId = (await ctx.db.query<{ id: string }>('SELECT id FROM classes WHERE teacher_id = $1', [teacher.userId])).rows[0]!.id;
      await ctx.db.query('INSERT INTO class_members (class_id, user_id) VALUES ($1, $2)', [classId, young.userId]);
      const set = await ctx.app.inject({
        method: 'PUT',
        url: `${API}/boards/classes/${classId}/sign-in/pictures/${young.userId}`,
        headers: { authorization: `Bearer ${teacher.token}` },
        payload: { pictures: [4, 8] },
      });
      expect(set.json().pictures).toEqual({ allowed: true, set: true, locked: false });
      const wrongPairs: number[][] = [];
      for (let a = 0; a < 9; a++) for (let b = a + 1; b < 9; b++) if (!(a === 4 && b === 8)) wrongPairs.push([a, b]);
      expect(wrongPairs).toHaveLength(35);
      const answers = await Promise.all(wrongPairs.map((pictures) => login({ mykad: young.mykad, pictures }, freshNetwork(), freshDeviceKey())));
      const codes = answers.map((r) => r.json().code as string);
      expect(codes.filter((c) => c === 'pictures_wrong').length).toBeLessThanOrEqual(3);
      // the rest: locked, or (past 30 tries on the number in an hour) refused for the number
      expect(codes.filter((c) => c !== 'pictures_wrong').every((c) => c === 'pictures_locked' || c === 'rate_limited')).toBe(true);
      expect(answers.every((r) => r.statusCode !== 200)).toBe(true);
      expect([401, 429]).toContain((await login({ mykad: young.mykad, pictures: [4, 8] }, freshNetwork(), freshDeviceKey())).statusCode);
      const list = await ctx.app.inject({
        method: 'GET',
        url: `${API}/boards/classes/${classId}/sign-in`,
        headers: { authorization: `Bearer ${teacher.token}` },
      });
      expect(list.json().pupils.find((p: { user_id: number }) => String(p.user_id) === young.userId).pictures).toEqual({
        allowed: true,
        set: true,
        locked: true,
      });
    });
  });
});
