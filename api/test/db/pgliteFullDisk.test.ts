import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { buildApp, type App } from '../../src/app';
import { loadConfig } from '../../src/config/apiConfig';
import { openPglite, type Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { deployRoutes } from '../../src/static/deployRoutes';
import { insertUser } from '../boards/boardFixtures';
import { animalTopic, insertTopic } from '../helpers/scoreFixtures';

const BASE = '/wp-json/custom/v1/gameboard';

/** What Emscripten's file system under PGlite throws when a write finds no space: errno 28. */
function enospc(): Error {
  return Object.assign(new Error('FS error'), { name: 'ErrnoError', errno: 28 });
}

/**
 * Issue 21 point 5 / 8: a full disk under PGlite. A tmpfs small enough to fill is not available
 * here, so the PGlite wrapper's fault seam throws the file system's ENOSPC on every write while
 * `diskFull` is set (reads still work, as they do on a full disk).
 */
describe('PGlite on a full disk', () => {
  let db: Database;
  let app: App;
  let diskFull = false;
  const log: string[] = [];
  let pin: string;
  let playerToken: string;

  before(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'api-full-disk-'));
    const deployDir = join(dataDir, 'deploy');
    mkdirSync(join(deployDir, 'shell'), { recursive: true });
    mkdirSync(join(deployDir, 'remotes'), { recursive: true });
    writeFileSync(join(deployDir, 'shell', 'index.html'), '<!doctype html><title>Word games</title>');
    db = await openPglite(undefined, {
      faults: {
        beforeStatement(sql) {
          if (diskFull && /^\s*(INSERT|UPDATE|DELETE|COMMIT)/i.test(sql)) throw enospc();
        },
      },
    });
    const config = loadConfig({ DATA_DIR: dataDir, TOKEN_SECRET: 'test-secret', ADMIN_TOKEN: 'test-admin-token' });
    await migrate(db, { mykad: config.mykad });
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => log.push(chunk.toString()));
    app = await buildApp({ db, config, logStream, logLevel: 'warn' });
    await app.register(deployRoutes, { deployDir });
    await app.ready();

    const teacher = await insertUser(db, { first: 'Guru', last: 'Cakera', role: 'teacher' });
    await insertTopic(db, animalTopic('pre-generated-animals'));
    const { signToken } = await import('../../src/auth/tokens');
    const created = await app.inject({
      method: 'POST',
      url: BASE,
      headers: { authorization: `Bearer ${signToken({ sub: String(teacher), role: 'teacher' }, config.tokenSecret, 3600)}` },
      payload: { quiz_category: 'Search', topic_key: 'pre-generated-animals', language: 'ta' },
    });
    pin = created.json().pin;
    playerToken = (await app.inject({ method: 'POST', url: `${BASE}/${pin}/join`, payload: { nickname: 'Cakera' } })).json().playerToken;
  });
  after(async () => {
    await app.close();
    await db.close();
  });

  const save = (clientId: string) => app.inject({ method: 'POST', url: `${BASE}/${pin}/score`, payload: { playerToken, score: 10, clientId } });

  it('should refuse a save with 507 storage_full and a log line, keep serving static files and probes, and save again once space is freed', async () => {
    diskFull = true;
    const refused = await save('full-disk-save-1');
    expect(refused.statusCode).toBe(507);
    expect(refused.json()).toEqual({ code: 'storage_full', message: expect.stringMatching(/disk is full/) });
    expect(refused.headers['retry-after']).toBe('60');
    expect(log.join('')).toMatch(/database disk is full/);

    // the process is not wedged: static files and the liveness probe still answer
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Word games');
    expect((await app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    // reads go on: the board still opens
    expect((await app.inject({ method: 'GET', url: `${BASE}/${pin}` })).statusCode).toBe(200);

    diskFull = false;
    const saved = await save('full-disk-save-2');
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ accepted: true, duplicate: false });
    // the refused save was not half-written; the same client id is accepted now
    expect((await save('full-disk-save-1')).json()).toEqual({ accepted: true, duplicate: false });
    const { rows } = await db.query<{ client_id: string }>('SELECT client_id FROM gameboard_scores ORDER BY client_id');
    expect(rows.map((r) => r.client_id)).toEqual(['full-disk-save-1', 'full-disk-save-2']);
  });

  it('should roll back a transaction whose COMMIT finds the disk full and go on serving the queue', async () => {
    diskFull = true;
    await expect(db.transaction(async (tx) => tx.query('SELECT 1'))).rejects.toMatchObject({ code: 'storage_full' });
    diskFull = false;
    expect((await db.transaction(async (tx) => tx.query<{ n: number }>('SELECT 2 AS n'))).rows).toEqual([{ n: 2 }]);
  });
});
