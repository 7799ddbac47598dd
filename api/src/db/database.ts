import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { lockDatabaseFolder } from './pgliteLock';

export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

/** What repositories see: one interface over PGlite (embedded) and PostgreSQL (DATABASE_URL). */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
}

export interface Database extends Queryable {
  kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction on one connection; rolls back if it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs many statements (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * PGlite is a single connection: every call is serialised through one queue so a transaction
 * never interleaves with another request's statements. A data folder is locked for this process
 * while it is open (pgliteLock.ts).
 */
export async function openPglite(dataDir?: string): Promise<Database> {
  const release = dataDir ? lockDatabaseFolder(dataDir) : () => undefined;
  let db: PGlite;
  try {
    db = dataDir ? await PGlite.create({ dataDir }) : await PGlite.create();
  } catch (error) {
    release();
    throw error;
  }
  let tail: Promise<unknown> = Promise.resolve();
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = tail.then(fn, fn);
    tail = run.catch(() => undefined);
    return run;
  };
  const direct: Queryable = {
    async query<T>(sql: string, params: unknown[] = []) {
      const r = await db.query<T>(sql, params as never[]);
      return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
    },
  };
  return {
    kind: 'pglite',
    query: (sql, params) => serial(() => direct.query(sql, params)),
    transaction: (fn) =>
      serial(async () => {
        await db.exec('BEGIN');
        try {
          const result = await fn(direct);
          await db.exec('COMMIT');
          return result;
        } catch (error) {
          await db.exec('ROLLBACK');
          throw error;
        }
      }),
    exec: (sql) => serial(async () => void (await db.exec(sql))),
    close: () =>
      serial(async () => {
        try {
          await db.close();
        } finally {
          release();
        }
      }),
  };
}

export async function openPostgres(connectionString: string, options: { schema?: string; max?: number } = {}): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    // a private schema lets parallel test files share one database without seeing each other
    options: options.schema ? `-c search_path=${options.schema}` : undefined,
  });
  if (options.schema) {
    const admin = new pg.Client({ connectionString });
    await admin.connect();
    await admin.query(`CREATE SCHEMA IF NOT EXISTS ${options.schema}`);
    await admin.end();
  }
  const wrap = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const r = await client.query(sql, params);
      return { rows: r.rows as T[], rowCount: r.rowCount ?? r.rows.length };
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async close() {
      if (options.schema) await pool.query(`DROP SCHEMA IF EXISTS ${options.schema} CASCADE`).catch(() => undefined);
      await pool.end();
    },
  };
}
