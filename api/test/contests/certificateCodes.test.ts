import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { buildTestApp, type TestContext } from '../helpers/buildTestApp';
import { freshWindow } from '../helpers/rateWindows';
import { openPglite } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { CERTIFICATE_CODE_PATTERN, normaliseCertificateCode } from '../../src/routes/contests/certificateCode';
import type { App } from '../../src/app';

// issue 21.7: "Certificate codes follow the child's initials and are listed over IPv6 (5 names and
// schools in 2,704 tries)". Now: 80 random bits per certificate, looked up by the whole code only,
// verification limited per network prefix (an IPv6 /64), across api instances.

const API = '/wp-json/custom/v1';
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

describe('certificate codes that cannot be guessed (issue 21.7)', () => {
  let ctx: TestContext;
  let second: { app: App; close(): Promise<void> };
  before(async () => {
    // the seeds load the awards contests' certificates from the organisers' files (MWHE-2025-KR01 …)
    ctx = await buildTestApp({ seed: true, env: { CONTEST_OVERRIDE_ALLOWED: 'true' } });
    second = await ctx.secondInstance();
  });
  after(async () => {
    await second.close();
    await ctx.close();
  });
  const certificates = async () =>
    (
      await ctx.db.query<{ code: string; organiser_ref: string | null; name: string }>(
        'SELECT code, organiser_ref, name FROM contest_certificates ORDER BY organiser_ref',
      )
    ).rows;
  const verify = (app: App, code: string, ip: string) =>
    app.inject({ method: 'GET', url: `${API}/certificates/verify/${encodeURIComponent(code)}`, remoteAddress: ip });

  it('should make every code 80 random bits (16 base-32 characters), never the organiser’s reference', async () => {
    const rows = await certificates();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.code).toMatch(CERTIFICATE_CODE_PATTERN);
      expect(row.code.replace(/-/g, '')).toHaveLength(16);
      expect(row.code).not.toBe(row.organiser_ref);
    }
    expect(16 * Math.log2(CROCKFORD.length)).toBe(80);
    // a thousand codes from the database's generator: all different, every character used
    const many = (await ctx.db.query<{ c: string }>('SELECT certificate_code() AS c FROM generate_series(1, 1000)')).rows.map((r) => r.c);
    expect(new Set(many).size).toBe(1000);
    expect(new Set(many.join('').replace(/-/g, ''))).toEqual(new Set(CROCKFORD));
  });

  it('should verify by the whole code only: the organiser’s old code and a part of the code find nothing', async () => {
    await freshWindow(600);
    const kavitha = (await certificates()).find((r) => r.organiser_ref === 'MWHE-2025-KR01')!;
    const ok = await verify(ctx.app, kavitha.code, '10.61.0.1');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ valid: true, code: kavitha.code, name: 'Kavitha Raman' });
    // as typed from paper: lower case, no dashes, O for 0 and l for 1
    const typed = kavitha.code.toLowerCase().replace(/-/g, ' ').replace(/0/g, 'O').replace(/1/g, 'l');
    expect((await verify(ctx.app, typed, '10.61.0.1')).json()).toMatchObject({ code: kavitha.code });
    expect((await verify(ctx.app, 'MWHE-2025-KR01', '10.61.0.2')).statusCode).toBe(404);
    expect((await verify(ctx.app, kavitha.code.slice(0, 14), '10.61.0.3')).statusCode).toBe(404);
  });

  it('should keep a loaded certificate’s code when the organiser loads the file again', async () => {
    const before = await certificates();
    const definition = (await import('../../src/db/seed/contests/mwhe2025.json', { with: { type: 'json' } })).default;
    const res = await ctx.app.inject({ method: 'PUT', url: `${API}/contests/${definition.key}`, headers: ctx.adminHeader(), payload: definition });
    expect(res.statusCode).toBe(200);
    expect(await certificates()).toEqual(before);
  });

  it('should refuse a /64 that guessed 10 wrong codes from many addresses, on either instance, and not its neighbour', async () => {
    await freshWindow(600);
    const real = (await certificates())[0]!.code;
    const guesses = [];
    for (let i = 0; i < 10; i++) {
      // a new address of the same /64 for every guess, half of them on the other instance
      const app = i % 2 === 0 ? ctx.app : second.app;
      guesses.push((await verify(app, `ZZZZ-ZZZZ-ZZZZ-${String(1000 + i)}`, `2001:db8:21:7::${(i + 1).toString(16)}`)).statusCode);
    }
    expect(guesses).toEqual(Array(10).fill(404));
    const blocked = await verify(second.app, real, '2001:db8:21:7:ffff::99');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await verify(ctx.app, real, '2001:db8:21:8::1')).statusCode).toBe(200);
  });

  it('should read typed codes as the alphabet does, and nothing else as a code', () => {
    const table: [string, string | null][] = [
      ['7K3M-Q9XD-2HFA-8WPN', '7K3M-Q9XD-2HFA-8WPN'],
      ['7k3m q9xd 2hfa 8wpn', '7K3M-Q9XD-2HFA-8WPN'],
      ['7K3MQ9XD2HFA8WPN', '7K3M-Q9XD-2HFA-8WPN'],
      ['7K3M-Q9XD-2HFA-8WPO', '7K3M-Q9XD-2HFA-8WP0'],
      ['7K3M-Q9XD-2HFA-8WPI', '7K3M-Q9XD-2HFA-8WP1'],
      ['7K3M-Q9XD-2HFA-8WP', null],
      ['7K3M-Q9XD-2HFA-8WPNN', null],
      ['7K3M-Q9XD-2HFA-8WPU', null],
      ['SOLV-0000000000', null],
      ['MWHE-2025-KR01', null],
    ];
    for (const [typed, code] of table) expect([typed, normaliseCertificateCode(typed)]).toEqual([typed, code]);
  });
});

describe('migration 066: existing certificates get random codes', () => {
  it('should replace every old code (HMAC and organiser codes alike), keep the organiser’s as a reference, and keep the rest', async () => {
    const db = await openPglite();
    await migrate(db, { before: '066_' });
    await db.query("INSERT INTO contests (key, kind) VALUES ('OldAwards', 'awards')");
    await db.query("INSERT INTO users (email, username, first_name, last_name) VALUES ('old@example.test', 'old', 'Old', 'Pupil')");
    await db.query(
      `INSERT INTO contest_certificates (code, contest_key, user_id, name, award) VALUES
         ('OLDA-1A2B3C4D5E', 'OldAwards', (SELECT id FROM users WHERE email = 'old@example.test'), 'Old Pupil', 'gold'),
         ('OLDA-2025-KR01', 'OldAwards', NULL, 'Kavitha Raman', 'first')`,
    );
    await migrate(db);
    const rows = (
      await db.query<{ code: string; organiser_ref: string | null; name: string }>('SELECT code, organiser_ref, name FROM contest_certificates ORDER BY name')
    ).rows;
    expect(rows.map((r) => [r.name, r.organiser_ref])).toEqual([
      ['Kavitha Raman', 'OLDA-2025-KR01'],
      ['Old Pupil', null],
    ]);
    for (const r of rows) expect(r.code).toMatch(CERTIFICATE_CODE_PATTERN);
    await db.close();
  });
});
