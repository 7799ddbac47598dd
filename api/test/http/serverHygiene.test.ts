import { after, before, describe, it } from 'node:test';
import { connect, type Socket } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { expect } from 'expect';
import { buildTestApp, type TestContext } from '../helpers/buildTestApp';
import { parseTrustProxy } from '../../src/config/apiConfig';
import { openPglite } from '../../src/db/database';
import { DatabaseFolderLocked } from '../../src/db/pgliteLock';
import { cleanName, forbiddenCharacter } from '../../src/http/textInput';

const PORT = 4451;

/** Resolves with how long the server took to close a connection that does `act` and then waits. */
function closedAfter(act: (socket: Socket) => void): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(PORT, '127.0.0.1', () => act(socket));
    socket.on('data', () => undefined);
    socket.on('close', () => resolve(Date.now() - started));
    socket.on('error', reject);
    setTimeout(() => reject(new Error('the server kept the connection open')), 5000).unref();
  });
}

describe('server timeouts: slow and idle connections are closed', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await buildTestApp({ env: { HEADERS_TIMEOUT_MS: '300', REQUEST_TIMEOUT_MS: '600', KEEP_ALIVE_TIMEOUT_MS: '200', IDLE_TIMEOUT_MS: '400' } });
    await ctx.app.listen({ port: PORT, host: '127.0.0.1' });
  });
  after(() => ctx.close());

  it('should close a connection that never sends anything', async () => {
    expect(await closedAfter(() => undefined)).toBeLessThan(3000);
  });

  it('should close a connection that sends its headers too slowly', async () => {
    expect(await closedAfter((s) => s.write('GET /wp-json/custom/v1/config HTTP/1.1\r\nHost: x\r\n'))).toBeLessThan(3000);
  });

  it('should close an idle keep-alive connection after its answer', async () => {
    let answered = false;
    await closedAfter((s) => {
      s.on('data', () => (answered = true));
      s.write('GET /wp-json/custom/v1/config HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n');
    });
    expect(answered).toBe(true);
  });
});

describe('TRUST_PROXY accepts only explicit proxy addresses', () => {
  it('should refuse true, a hop count or a name, naming what to write instead', () => {
    for (const value of ['true', '1', 'loadbalancer', '10.0.0.0/99', '127.0.0.1,*']) expect(() => parseTrustProxy(value)).toThrow(/addresses or CIDRs/);
  });

  it('should accept addresses and CIDRs, and be off when unset', () => {
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8,::1')).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
  });

  it('should believe X-Forwarded-For only from the listed proxy, as the login record shows', async () => {
    const ctx = await buildTestApp({ seed: true, env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      const viaProxy = await ctx.app.inject({
        method: 'POST',
        url: '/wp-json/custom/v1/login',
        payload: { mykad: '120315101234' },
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
      const forged = await ctx.app.inject({
        method: 'POST',
        url: '/wp-json/custom/v1/login',
        payload: { mykad: '120315101234' },
        remoteAddress: '198.51.100.9',
        headers: { 'x-forwarded-for': '203.0.113.8' },
      });
      const { events } = (
        await ctx.app.inject({ method: 'GET', url: '/wp-json/custom/v1/account/logins', headers: { authorization: `Bearer ${viaProxy.json().token}` } })
      ).json();
      expect(
        events
          .map((e: { ip: string }) => e.ip)
          .slice(0, 2)
          .sort(),
      ).toEqual(['198.51.100.9', '203.0.113.7']);
      expect(forged.statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });
});

describe('a live PGlite folder is locked to one process', () => {
  it('should refuse a second open of the same folder with a clear message, and allow it after close', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'pglite-lock-')), 'pglite');
    const first = await openPglite(dir);
    try {
      await expect(openPglite(dir)).rejects.toThrow(DatabaseFolderLocked);
      await expect(openPglite(dir)).rejects.toThrow(/in use by another process \(pid \d+\)/);
    } finally {
      await first.close();
    }
    const again = await openPglite(dir);
    await again.close();
  });

  it('should take over a lock left by a process that died (a crash, kill -9)', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'pglite-lock-')), 'pglite');
    // a real process that wrote a lock and is gone now
    const dead = spawnSync(process.execPath, [
      '-e',
      `require('fs').writeFileSync(${JSON.stringify(`${dir}.lock`)}, JSON.stringify({ pid: process.pid, host: require('os').hostname() }))`,
    ]);
    expect(dead.status).toBe(0);
    const db = await openPglite(dir);
    await db.close();
  });
});

describe('text hygiene', () => {
  it('should find NUL, other control characters and lone surrogates, and allow tabs and new lines', () => {
    expect(forbiddenCharacter('a\u0000b')).toBe('U+0000');
    expect(forbiddenCharacter('bell\u0007')).toBe('U+0007');
    expect(forbiddenCharacter('c1\u0085')).toBe('U+0085');
    expect(forbiddenCharacter('\ud800x')).toBe('a lone surrogate');
    expect(forbiddenCharacter('line one\nline two\tend\r')).toBeUndefined();
    expect(forbiddenCharacter('புலி 🐯')).toBeUndefined();
  });

  it('should clean names of direction overrides and invisible characters, keeping joiners inside words', () => {
    const rows: [string, string][] = [
      ['\u202eahtivaK', 'ahtivaK'],
      ['Kavi\u200btha', 'Kavitha'],
      ['  Siti   Aminah ', 'Siti Aminah'],
      ['\u2066Meena\u2069', 'Meena'],
      ['\u200d\u200c', ''],
      ['ക\u200dഷ', 'ക\u200dഷ'],
      ['\u3164', ''],
    ];
    for (const [raw, clean] of rows) expect(cleanName(raw)).toBe(clean);
  });

  it('should answer a control character in a query or a path with 400, never 500', async () => {
    const ctx = await buildTestApp();
    try {
      const query = await ctx.app.inject({ method: 'GET', url: '/wp-json/custom/v1/check-mykad?mykad=%00' });
      expect(query.statusCode).toBe(400);
      expect(query.json()).toMatchObject({ code: 'invalid_characters', field: 'querystring.mykad' });
      const path = await ctx.app.inject({ method: 'GET', url: '/wp-json/custom/v1/topics/pre-generated-%00' });
      expect(path.statusCode).toBe(400);
    } finally {
      await ctx.close();
    }
  });

  it('should refuse a number too large for our columns in a URL, but not an id that holds a long run of digits', async () => {
    const ctx = await buildTestApp();
    try {
      for (const huge of ['99999999999999999999', '-1234567890123456', '12345678901234567.5']) {
        const response = await ctx.app.inject({ method: 'GET', url: `/wp-json/custom/v1/topics/${huge}` });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'number_too_large', field: 'params.key' });
      }
      // a test-mode payment id is 24 random hex characters: sometimes 16 or more of them are digits in a row
      const id = await ctx.app.inject({ method: 'GET', url: '/wp-json/custom/v1/topics/pi_test_1234567890123456abcdef01' });
      expect(id.statusCode).toBe(404);
    } finally {
      await ctx.close();
    }
  });
});

describe('errors are always logged', () => {
  it('should write a 500 to stderr even without LOG_LEVEL, and answer with a JSON error', async () => {
    const { buildApp } = await import('../../src/app');
    const { loadConfig } = await import('../../src/config/apiConfig');
    const { openPglite: open } = await import('../../src/db/database');
    const db = await open();
    const config = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'log-test-')), TOKEN_SECRET: 's', ADMIN_TOKEN: 'a' });
    const app = await buildApp({ db, config, logLevel: undefined });
    app.get('/test-only/boom', async () => {
      throw new Error('boom for the log');
    });
    const written: string[] = [];
    const original = process.stderr.write.bind(process.stderr);
    process.stderr.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      written.push(String(chunk));
      return original(chunk as never, ...(rest as []));
    }) as typeof process.stderr.write;
    try {
      const res = await app.inject({ method: 'GET', url: '/test-only/boom' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ code: 'internal_error', message: 'Something went wrong on our side. Please try again.' });
      await new Promise((r) => setTimeout(r, 50));
      expect(written.join('')).toContain('boom for the log');
    } finally {
      process.stderr.write = original;
      await app.close();
      await db.close();
    }
  });
});
