import { PGlite, parse, protocol } from '@electric-sql/pglite';
import pg from 'pg';
import { lockDatabaseFolder } from './pgliteLock';
import { isStorageFull, StorageFull } from './databaseFailures';

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
export interface PgliteOptions {
  /**
   * A fault-injection seam for tests: runs before each statement and may throw (e.g. an ENOSPC
   * error, as a full disk gives), so the full-disk path is tested without filling a disk.
   */
  faults?: { beforeStatement?(sql: string): void };
}

/** A full disk becomes StorageFull (507, docs/operations.md); anything else passes unchanged. */
function asStorageFull(error: unknown): unknown {
  return isStorageFull(error) && !(error instanceof StorageFull) ? new StorageFull(error) : error;
}

export async function openPglite(dataDir?: string, options: PgliteOptions = {}): Promise<Database> {
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
  const statements = preparedStatements(db);
  const faults = options.faults;
  const direct: Queryable = {
    async query<T>(sql: string, params: unknown[] = []) {
      try {
        faults?.beforeStatement?.(sql);
        const r = await statements.run(sql, params);
        return { rows: r.rows as T[], rowCount: r.affectedRows ?? r.rows.length };
      } catch (error) {
        throw asStorageFull(error);
      }
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
          faults?.beforeStatement?.('COMMIT');
          await db.exec('COMMIT');
          return result;
        } catch (error) {
          // a failed ROLLBACK (the disk still full) must not hide the first error nor stop the queue
          await db.exec('ROLLBACK').catch(() => undefined);
          throw asStorageFull(error);
        }
      }),
    exec: (sql) =>
      serial(async () => {
        try {
          faults?.beforeStatement?.(sql);
          await db.exec(sql);
        } catch (error) {
          throw asStorageFull(error);
        }
      }),
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

/**
 * How many statement texts stay prepared (each holds its plan in PGlite's memory): the api has
 * about 170 call sites, and texts with inlined values could make more.
 */
const MAX_PREPARED = 500;

const concat = (parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

/**
 * Every statement text runs as a named prepared statement, the way node-postgres runs a named
 * query. PGlite's own query() parses, analyzes and plans each call again and crosses into
 * WebAssembly six times (parse, describe, bind, describe, execute, sync); a prepared statement is
 * one crossing (bind, describe, execute, sync) and no re-parse, and PostgreSQL's plan cache may
 * skip planning too. Under the 300-student score bench that took the hot statements to about a
 * third of their CPU. Parameters are serialized and rows parsed by PGlite's own type handlers, as
 * its query() does. Past MAX_PREPARED the least recently used statement is closed.
 */
function preparedStatements(db: PGlite) {
  const { serialize } = protocol;
  const known = new Map<string, { name: string; types: number[] }>();
  let counter = 0;
  async function forget(sql: string) {
    const statement = known.get(sql);
    if (!statement) return;
    known.delete(sql);
    await db.execProtocol(concat([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]));
  }
  async function prepare(sql: string) {
    const name = `s${++counter}`;
    const described = await db.execProtocol(concat([serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()]));
    const statement = { name, types: parse.parseDescribeStatementResults(described.messages) };
    if (known.size >= MAX_PREPARED) await forget(known.keys().next().value!);
    known.set(sql, statement);
    return statement;
  }
  async function execute(sql: string, params: unknown[]) {
    let statement = known.get(sql);
    if (statement) {
      // most recently used last, so the texts closed first are the ones least used
      known.delete(sql);
      known.set(sql, statement);
    } else statement = await prepare(sql);
    const { name, types } = statement;
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = db.serializers[types[i]!];
      return serializer ? serializer(value) : String(value);
    });
    const result = await db.execProtocol(
      concat([serialize.bind({ statement: name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
    );
    return parse.parseResults(result.messages, db.parsers)[0]!;
  }
  return {
    async run(sql: string, params: unknown[]) {
      try {
        return await execute(sql, params);
      } catch (error) {
        // a column added or dropped under a prepared `SELECT *`: prepare it again, once
        if ((error as { code?: string }).code !== '0A000' || !known.has(sql)) throw error;
        await forget(sql);
        return execute(sql, params);
      }
    },
  };
}

export interface PostgresOptions {
  schema?: string;
  max?: number;
  /** told about an idle connection that dropped (a restart, a failover, a pooler's idle timeout) */
  onIdleError?: (error: Error) => void;
}

export async function openPostgres(connectionString: string, options: PostgresOptions = {}): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    // a private schema lets parallel test files share one database without seeing each other
    options: options.schema ? `-c search_path=${options.schema}` : undefined,
    // while the database is away a request fails fast (503) instead of waiting for a connection
    connectionTimeoutMillis: 5000,
    // a dead peer (failover without a FIN) is noticed on an idle connection
    keepAlive: true,
  });
  // Without a listener, an idle client's error (the server restarted or failed over) is an
  // 'error' event with no handler: the process exits. The pool has already dropped that client;
  // the next query opens a new connection, so nothing else is needed here (docs/adr/0021).
  pool.on('error', (error) => options.onIdleError?.(error));
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
      // A checked-out client whose connection drops (a restart mid-transaction) emits 'error'
      // itself: the pool listens only to idle ones, and unheard it would end the process (found
      // by the restart test). The broken client is then destroyed, never handed out again.
      let broken: Error | undefined;
      const onError = (error: Error) => (broken = error);
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((e: Error) => (broken ??= e));
        throw error;
      } finally {
        client.off('error', onError);
        client.release(broken);
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
