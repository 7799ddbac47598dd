import { after, before, describe, it } from 'node:test';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { expect } from 'expect';
import { buildApp, type App } from '../../src/app';
import { signToken } from '../../src/auth/tokens';
import { loadConfig } from '../../src/config/apiConfig';
import { openPglite, type Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { deployRoutes } from '../../src/static/deployRoutes';
import { insertUser } from '../helpers/contentFixtures';
import { animalTopic, insertTopic } from '../helpers/scoreFixtures';

const BASE = '/wp-json/custom/v1';
const TOPIC = animalTopic();
const score = () => ({
  client_id: randomUUID(),
  quiz_category: 'Jumble',
  topic_key: TOPIC.key,
  score: 0,
  level: 1,
  time_submitted: new Date().toISOString(),
  duration_ms: 40000,
  language: 'ta',
});

const logLines = () => {
  const stream = new PassThrough();
  const lines: string[] = [];
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  return { stream, lines };
};

describe('the disk guard (issue 21.5): PGlite takes no write on a nearly full disk, so a failed checkpoint cannot wedge it (docs/adr/0021)', () => {
  let db: Database;
  let app: App;
  let free = 10 * 1024 ** 3;
  let user: string;
  const log = logLines();
  before(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'api-disk-'));
    const deployDir = join(dataDir, 'deploy');
    mkdirSync(join(deployDir, 'shell'), { recursive: true });
    writeFileSync(join(deployDir, 'shell', 'index.html'), '<!doctype html><title>Word games</title>');
    const config = loadConfig({
      DATA_DIR: dataDir,
      TOKEN_SECRET: 'test-secret',
      ADMIN_TOKEN: 'test-admin-token',
      DAILY_GAME_LIMIT: '0',
      DISK_MIN_FREE_MB: '64',
    });
    db = await openPglite();
    await migrate(db, { mykad: config.mykad });
    user = await insertUser(db, 'diskstudent');
    await insertTopic(db, TOPIC);
    app = await buildApp({ db, config, logStream: log.stream, logLevel: 'warn', freeSpace: () => free });
    await app.register(deployRoutes, { deployDir });
    await app.ready();
  });
  after(async () => {
    await app.close();
    await db.close();
  });
  const save = () =>
    app.inject({
      method: 'POST',
      url: `${BASE}/save-quiz-score`,
      headers: { authorization: `Bearer ${signToken({ sub: user, role: 'student' }, 'test-secret', 3600)}` },
      payload: score(),
    });

  it('should refuse a save with 507 storage_full once less than DISK_MIN_FREE_MB is free, and say so in the log', async () => {
    expect((await save()).statusCode).toBe(200);
    free = 20 * 1024 ** 2;
    app.diskGuard!.check();
    const refused = await save();
    expect(refused.statusCode).toBe(507);
    expect(refused.json()).toMatchObject({ code: 'storage_full' });
    expect(refused.headers['retry-after']).toBe('60');
    expect(log.lines.some((l) => l.includes('data disk nearly full'))).toBe(true);
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM quiz_scores');
    expect(rows[0]!.n).toBe(1);
  });

  it('should keep serving the app and reads, and say storage full on /health/ready', async () => {
    const page = await app.inject({ url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Word games');
    expect((await app.inject({ url: `${BASE}/config` })).statusCode).toBe(200);
    expect((await app.inject({ url: '/health/ready' })).json()).toMatchObject({ status: 'ready', storage: 'full' });
  });

  it('should take saves again once space is freed (with a margin, so it does not flap)', async () => {
    free = 80 * 1024 ** 2; // above the minimum, below 1.5 × it
    app.diskGuard!.check();
    expect((await save()).statusCode).toBe(507);
    free = 200 * 1024 ** 2;
    app.diskGuard!.check();
    expect((await save()).statusCode).toBe(200);
    expect(log.lines.some((l) => l.includes('data disk has room again'))).toBe(true);
  });
});
