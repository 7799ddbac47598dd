import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { createHmac, randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { buildTestApp, type TestContext } from '../helpers/buildTestApp';
import { freshMykad, registerAccount } from '../helpers/accounts';
import { openPglite } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { MykadHasher } from '../../src/auth/mykadHash';
import { rekeyStoredMykads } from '../../src/auth/mykadRekey';
import { loadConfig } from '../../src/config/apiConfig';
import { buildApp } from '../../src/app';
import { redactMykadsInUrl } from '../../src/http/logRedaction';

const API = '/wp-json/custom/v1';
const SECRET = 'a-test-mykad-secret-of-at-least-32-characters';

/** The 12 digits and the dashed form: neither may appear where a MyKad must not be. */
const forms = (mykad: string) => [mykad, `${mykad.slice(0, 6)}-${mykad.slice(6, 8)}-${mykad.slice(8)}`];

describe('MyKad as little as possible (docs/adr/0018)', () => {
  let ctx: TestContext;
  const log: string[] = [];
  before(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        log.push(String(chunk));
        done();
      },
    });
    ctx = await buildTestApp({ seed: true, env: { MYKAD_HMAC_SECRET: SECRET }, logStream: sink, logLevel: 'info' });
  });
  after(() => ctx.close());

  it('should store a MyKad only as HMAC-SHA256 with the server secret, its last four digits and birth year', async () => {
    const mykad = freshMykad(2016);
    const pupil = await registerAccount(ctx, { mykad, ip: '10.70.0.1' });
    const row = (await ctx.db.query<Record<string, unknown>>('SELECT * FROM users WHERE id = $1', [pupil.userId])).rows[0]!;
    expect(row).toMatchObject({ mykad_hash: createHmac('sha256', SECRET).update(mykad).digest('hex'), mykad_last4: mykad.slice(-4), birth_year: 2016 });
    expect(row).not.toHaveProperty('mykad');
    for (const form of forms(mykad)) expect(JSON.stringify(row)).not.toContain(form);
  });

  it('should never answer with a MyKad, log one (LOG_LEVEL=info) or need one in a URL', async () => {
    const mykad = freshMykad(2015);
    const pupil = await registerAccount(ctx, { mykad, ip: '10.70.0.2' });
    const auth = { authorization: `Bearer ${pupil.token}`, 'x-device-id': pupil.deviceKey };
    const answers = [
      await ctx.app.inject({ method: 'POST', url: `${API}/login`, payload: { mykad }, headers: auth, remoteAddress: '10.70.0.3' }),
      await ctx.app.inject({ method: 'GET', url: `${API}/account/me`, headers: auth }),
      await ctx.app.inject({ method: 'POST', url: `${API}/update-profile`, headers: auth, payload: { user_id: pupil.userId, school: 'SJK(T) Baru' } }),
      await ctx.app.inject({ method: 'POST', url: `${API}/check-mykad`, payload: { mykad } }),
      // older clients still put it in the query: answered, but the log never shows it
      await ctx.app.inject({ method: 'GET', url: `${API}/check-mykad?mykad=${forms(mykad)[1]}` }),
      await ctx.app.inject({ method: 'GET', url: `${API}/school-license/status?user_email=${pupil.email}&mykad_number=${mykad}`, headers: auth }),
      await ctx.app.inject({ method: 'GET', url: `${API}/account/logins`, headers: auth }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200, 200]);
    expect(answers[0]!.json()).toMatchObject({ mykad_last4: mykad.slice(-4) });
    // the spec's status call works without the number: the account is the token's
    const status = await ctx.app.inject({ method: 'GET', url: `${API}/school-license/status?user_email=${pupil.email}`, headers: auth });
    expect(status.json()).toMatchObject({ has_school_license: false });
    const seen = answers.map((r) => r.body).join('\n');
    for (const form of forms(mykad)) expect(seen).not.toContain(form);
    const logged = log.join('');
    expect(logged).toContain('check-mykad'); // the log was written, at info
    for (const form of forms(mykad)) expect(logged).not.toContain(form);
  });

  it('should keep a MyKad-shaped value out of a logged URL, in a query or in a path', () => {
    expect(redactMykadsInUrl('/x/check-mykad?mykad=900101-14-5678&lang=ta')).toBe('/x/check-mykad?mykad=[redacted]&lang=ta');
    expect(redactMykadsInUrl('/x/status?user_email=a%40b.my&mykad_number=900101145678')).toBe('/x/status?user_email=a%40b.my&mykad_number=[redacted]');
    expect(redactMykadsInUrl('/x/users/900101145678/scores')).toBe('/x/users/[redacted]/scores');
    expect(redactMykadsInUrl('/x/topics?page=2')).toBe('/x/topics?page=2');
  });
});

describe('migration 061: MyKads stored in clear become keyed hashes', () => {
  it('should convert accounts, their meta pairs, licence seats and loaded certificates, then drop the clear columns', async () => {
    const db = await openPglite();
    try {
      await migrate(db, { before: '060' });
      const user = await db.query<{ id: string }>(
        `INSERT INTO users (mykad, email, username, first_name, last_name, meta) VALUES ('120315101234', 'k@demo.my', 'k', 'K', 'R', $1::jsonb) RETURNING id`,
        [
          JSON.stringify([
            { key: 'mykad', value: '120315101234' },
            { key: 'school_code', value: 'ABC' },
          ]),
        ],
      );
      const licence = await db.query<{ id: string }>(
        `INSERT INTO school_licenses (school_name, school_state, school_key, seats, expires_at) VALUES ('S', 'Johor', 's|johor|my', 5, now() + interval '1 year') RETURNING id`,
      );
      await db.query(
        `INSERT INTO license_redemptions (license_id, user_id, user_email, mykad_number, first_name, last_name) VALUES ($1, $2, 'k@demo.my', '120315101234', 'K', 'R')`,
        [licence.rows[0]!.id, user.rows[0]!.id],
      );
      await db.query(`INSERT INTO contests (key, kind, title) VALUES ('C1', 'awards', '{}'::jsonb)`).catch(() => undefined);
      const hasContest = (await db.query(`SELECT 1 FROM contests WHERE key = 'C1'`)).rows.length > 0;
      if (hasContest)
        await db.query(`INSERT INTO contest_certificates (code, contest_key, mykad, name, award) VALUES ('CERT-1', 'C1', '120315101234', 'K R', 'gold')`);

      const hasher = new MykadHasher([SECRET]);
      await expect(migrate(db)).rejects.toThrow(/needs the MyKad key/);
      await migrate(db, { mykad: hasher });
      const expected = hasher.hash('120315101234');
      expect((await db.query('SELECT mykad_hash, mykad_last4, mykad_keys, birth_year, meta FROM users')).rows).toEqual([
        { mykad_hash: expected, mykad_last4: '1234', mykad_keys: 1, birth_year: 2012, meta: [{ key: 'school_code', value: 'ABC' }] },
      ]);
      expect((await db.query('SELECT mykad_hash, mykad_last4 FROM license_redemptions')).rows).toEqual([{ mykad_hash: expected, mykad_last4: '1234' }]);
      expect((await db.query('SELECT mykad_hash FROM contest_certificates')).rows).toEqual([{ mykad_hash: expected }]);
      const clear = await db.query(
        `SELECT table_name, column_name FROM information_schema.columns WHERE column_name IN ('mykad', 'mykad_number') AND table_schema = current_schema()`,
      );
      expect(clear.rows).toEqual([]);
    } finally {
      await db.close();
    }
  });
});

describe('POST /admin/mykad-rekey: rotating the MyKad key', () => {
  it('should accept the old and the new chain while a rotation is under way, and re-key every stored hash without the numbers', async () => {
    const first = `first-${randomBytes(24).toString('hex')}`;
    const second = `second-${randomBytes(24).toString('hex')}`;
    const before = await buildTestApp({ seed: true, env: { MYKAD_HMAC_SECRET: first } });
    const mykad = '880707075541';
    try {
      const oldHash = before.config.mykad.hash(mykad);
      expect((await before.db.query('SELECT 1 FROM users WHERE mykad_hash = $1', [oldHash])).rows).toHaveLength(1);
      // step 1: every instance gets the chain first,second (the database is the same)
      const config = loadConfig({
        DATA_DIR: before.config.dataDir,
        TOKEN_SECRET: 'test-secret',
        ADMIN_TOKEN: 'test-admin-token',
        MYKAD_HMAC_SECRET: `${first},${second}`,
      });
      const rotated = await buildApp({ db: before.db, config, mailTransport: null });
      try {
        const login = () => rotated.inject({ method: 'POST', url: `${API}/login`, payload: { mykad }, remoteAddress: '10.71.0.1' });
        expect((await login()).statusCode).toBe(200);
        // step 2: the admin command re-keys what is stored
        const rekey = await rotated.inject({ method: 'POST', url: `${API}/admin/mykad-rekey`, headers: { authorization: 'Bearer test-admin-token' } });
        expect(rekey.json()).toMatchObject({ generation: 2, remaining: 0 });
        expect(rekey.json().rekeyed.users).toBeGreaterThanOrEqual(5);
        expect(rekey.json().rekeyed.license_redemptions).toBe(1);
        const newHash = createHmac('sha256', second).update(oldHash).digest('hex');
        expect(config.mykad.hash(mykad)).toBe(newHash);
        expect((await before.db.query('SELECT mykad_keys FROM users WHERE mykad_hash = $1', [newHash])).rows).toEqual([{ mykad_keys: 2 }]);
        expect((await before.db.query('SELECT 1 FROM users WHERE mykad_hash = $1', [oldHash])).rows).toHaveLength(0);
        expect((await login()).statusCode).toBe(200);
        // running it again finds nothing left
        expect((await rekeyStoredMykads(before.db, config.mykad)).rekeyed).toEqual({ users: 0, license_redemptions: 0, contest_certificates: 0 });
        // the old chain alone no longer finds the account
        expect((await before.app.inject({ method: 'POST', url: `${API}/login`, payload: { mykad }, remoteAddress: '10.71.0.2' })).statusCode).toBe(404);
      } finally {
        await rotated.close();
      }
    } finally {
      await before.close();
    }
  });
});
