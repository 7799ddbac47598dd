import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type App } from '../../src/app';
import { loadConfig, type ApiConfig } from '../../src/config/apiConfig';
import { openPglite, openPostgres, type Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { runSeeds, SEEDS } from '../../src/db/seed/seedRegistry';
import { signToken } from '../../src/auth/tokens';
import type { MailTransport } from '../../src/mail/mailTransport';

export interface TestContext {
  app: App;
  db: Database;
  config: ApiConfig;
  /** a bearer header for a user id and role */
  authHeader(userId: string | number, role?: 'student' | 'teacher'): { authorization: string };
  adminHeader(): { authorization: string };
  /** another api instance over the same database: on PostgreSQL with its own connection pool (limits must hold across instances) */
  secondInstance(): Promise<{ app: App; close(): Promise<void> }>;
  close(): Promise<void>;
}

/**
 * A fresh api on a fresh database for one test file. With TEST_DATABASE_URL set (npm test does
 * this for the second pass) it runs on real PostgreSQL in a private schema; otherwise on an
 * in-memory PGlite.
 */
export async function buildTestApp(
  options: { seed?: boolean; env?: Record<string, string>; mailTransport?: MailTransport | null; logStream?: NodeJS.WritableStream; logLevel?: string } = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, TOKEN_SECRET: 'test-secret', ADMIN_TOKEN: 'test-admin-token', ...options.env });
  const url = process.env.TEST_DATABASE_URL;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const db = url ? await openPostgres(url, { schema, max: 20 }) : await openPglite();
  await migrate(db, { mykad: config.mykad });
  if (options.seed) await runSeeds(db, config, SEEDS);
  const app = await buildApp({ db, config, mailTransport: options.mailTransport, logStream: options.logStream, logLevel: options.logLevel });
  await app.ready();
  return {
    app,
    db,
    config,
    authHeader: (userId, role = 'student') => ({ authorization: `Bearer ${signToken({ sub: String(userId), role }, config.tokenSecret, 3600)}` }),
    adminHeader: () => ({ authorization: `Bearer ${config.adminToken}` }),
    async secondInstance() {
      // PGlite is one connection in this process: a second instance shares it
      // (its schema named in the URL, so closing it does not drop the schema the first one uses)
      const otherDb = url
        ? await openPostgres(`${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`, { max: 20 })
        : db;
      const other = await buildApp({ db: otherDb, config, mailTransport: options.mailTransport });
      await other.ready();
      return {
        app: other,
        async close() {
          await other.close();
          if (otherDb !== db) await otherDb.close();
        },
      };
    },
    async close() {
      await app.close();
      await db.close();
    },
  };
}
