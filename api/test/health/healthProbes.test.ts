import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildTestApp, type TestContext } from '../helpers/buildTestApp';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config/apiConfig';
import { openPostgres } from '../../src/db/database';

describe('GET /health/live and /health/ready (a load balancer’s probes)', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await buildTestApp();
  });
  after(() => ctx.close());

  it('should say live and ready on every instance over one migrated database', async () => {
    const second = await ctx.secondInstance();
    try {
      for (const app of [ctx.app, second.app]) {
        const live = await app.inject({ method: 'GET', url: '/health/live' });
        expect(live.statusCode).toBe(200);
        expect(live.json()).toEqual({ status: 'live' });
        expect(live.headers['cache-control']).toBe('no-store');
        const ready = await app.inject({ method: 'GET', url: '/health/ready' });
        expect(ready.statusCode).toBe(200);
        expect(ready.json()).toEqual({ status: 'ready', database: ctx.db.kind, storage: 'ok' });
      }
    } finally {
      await second.close();
    }
  });

  it('should not be ready while a migration of this build has not run, and be ready again once it has', async () => {
    const { rows } = await ctx.db.query<{ name: string; applied_at: string }>('SELECT name, applied_at FROM schema_migrations ORDER BY name DESC LIMIT 1');
    const last = rows[0]!;
    await ctx.db.query('DELETE FROM schema_migrations WHERE name = $1', [last.name]);
    try {
      const ready = await ctx.app.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ code: 'migrations_pending', message: '1 database migration(s) have not run yet.' });
      expect(ready.headers['retry-after']).toBe('5');
      // the process itself is fine: a load balancer should not restart it
      expect((await ctx.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    } finally {
      await ctx.db.query('INSERT INTO schema_migrations (name, applied_at) VALUES ($1, $2)', [last.name, last.applied_at]);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
  });

  it('should answer 503 database_unavailable with Retry-After (not 500) when the database cannot be reached, and stay live', async () => {
    // nothing listens on port 1: every connection is refused, as while PostgreSQL restarts
    const db = await openPostgres('postgres://postgres@127.0.0.1:1/postgres');
    const config = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'api-health-')), TOKEN_SECRET: 'test-secret', ADMIN_TOKEN: 'test-admin-token' });
    const app = await buildApp({ db, config, logLevel: 'fatal' });
    try {
      expect((await app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
      for (const url of ['/health/ready', '/wp-json/custom/v1/gameboard/123456']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({ code: 'database_unavailable', message: 'The database is briefly unavailable. Please try again in a few seconds.' });
        expect(res.headers['retry-after']).toBe('5');
      }
    } finally {
      await app.close();
      await db.close();
    }
  });
});
