import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database, Queryable } from './database';
import { DATA_MIGRATIONS, type MigrationContext } from './dataMigrations';

const MIGRATIONS_DIR = join(__dirname, 'migrations');

export interface MigrateOptions extends MigrationContext {
  /** apply only migrations whose name sorts before this (tests of a data migration) */
  before?: string;
}

/**
 * Applies `migrations/NNN_name.sql` and the data migrations (dataMigrations.ts) in order, each
 * once, each atomically. Number ranges keep parallel work from colliding: 001–009 core and
 * access, 010–019 store and licenses, 020–029 content and games, 030–039 contests, 040–049
 * boards, 050–059 accounts and trust; from 060 on, each piece of work that lands beside others
 * gets a block of its own (060–064 identity, docs/adr/0018; 090–094 issue 24's one contest
 * record), so numbers say when, not what: read a file's header for its feature.
 */
function migrationNames(before?: string): string[] {
  return [...readdirSync(MIGRATIONS_DIR).filter((f) => /^\d{3}_.+\.sql$/.test(f)), ...Object.keys(DATA_MIGRATIONS)]
    .filter((name) => before === undefined || name < before)
    .sort();
}

/**
 * The migrations this build knows that the database has not applied (readiness, /health/ready):
 * an instance of a newer build is not ready until its migrations ran.
 */
export async function pendingMigrations(db: Queryable): Promise<string[]> {
  const done = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name));
  return migrationNames().filter((name) => !done.has(name));
}

export async function migrate(db: Database, options: MigrateOptions = {}): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  const done = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name));
  const files = migrationNames(options.before);
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const dataMigration = DATA_MIGRATIONS[file];
    if (dataMigration) {
      await db.transaction(async (tx) => {
        await dataMigration(tx, options);
        await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      });
    } else {
      const sql = readFileSync(join(MIGRATIONS_DIR, file), 'utf8');
      // One simple-protocol query string runs as one implicit transaction (PostgreSQL and PGlite
      // alike): the migration and its bookkeeping row land together or not at all.
      await db.exec(`${sql}\n;INSERT INTO schema_migrations (name) VALUES ('${file}');`);
    }
    applied.push(file);
  }
  return applied;
}
