import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { buildTestApp, type TestContext } from '../helpers/buildTestApp';
import { dueSteps, upkeepOnce } from '../../src/db/pgliteUpkeep';

const stats = (over: Partial<Parameters<typeof dueSteps>[0][number]>) => ({
  relname: 't',
  n_live_tup: 1000,
  n_dead_tup: 0,
  n_mod_since_analyze: 0,
  n_ins_since_vacuum: 0,
  unanalyzed: false,
  ...over,
});

describe('PGlite upkeep: autovacuum thresholds (pgliteUpkeep.ts)', () => {
  it('should do nothing for a table below every threshold', () => {
    expect(dueSteps([stats({ n_dead_tup: 250, n_mod_since_analyze: 150, n_ins_since_vacuum: 1200 })])).toEqual([]);
  });

  it('should vacuum past 50 + 20 % dead rows, analyze past 50 + 10 % changes, and do both in one step', () => {
    expect(dueSteps([stats({ relname: 'a', n_dead_tup: 251 })])).toEqual([{ table: 'a', action: 'vacuum' }]);
    expect(dueSteps([stats({ relname: 'b', n_mod_since_analyze: 151 })])).toEqual([{ table: 'b', action: 'analyze' }]);
    expect(dueSteps([stats({ relname: 'c', n_dead_tup: 251, n_mod_since_analyze: 151 })])).toEqual([{ table: 'c', action: 'vacuum analyze' }]);
  });

  it('should vacuum an insert-only table past 1000 + 20 % new rows, and analyze a table never analyzed', () => {
    expect(dueSteps([stats({ relname: 'scores', n_ins_since_vacuum: 1201 })])).toEqual([{ table: 'scores', action: 'vacuum' }]);
    expect(dueSteps([stats({ relname: 'fresh', n_live_tup: 0, unanalyzed: true })])).toEqual([{ table: 'fresh', action: 'analyze' }]);
  });
});

describe('PGlite upkeep on a database', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await buildTestApp();
  });
  after(() => ctx.close());

  it('should vacuum and analyze a churned table and keep every committed row', async (t) => {
    if (ctx.db.kind !== 'pglite') return t.skip('PostgreSQL runs its own autovacuum');
    await ctx.db.exec('CREATE TABLE upkeep_probe (id int PRIMARY KEY, n int NOT NULL)');
    await ctx.db.query('INSERT INTO upkeep_probe SELECT g, 0 FROM generate_series(1, 500) g');
    for (let i = 0; i < 4; i++) await ctx.db.query('UPDATE upkeep_probe SET n = n + 1');
    // PostgreSQL publishes a session's table statistics at most once a second, when idle
    await new Promise((r) => setTimeout(r, 1100));
    await ctx.db.query('SELECT 1');
    const steps = await upkeepOnce(ctx.db);
    expect(steps).toContainEqual({ table: 'upkeep_probe', action: 'vacuum analyze' });
    const done = await ctx.db.query<{ last_vacuum: Date | null; last_analyze: Date | null }>(
      `SELECT last_vacuum, last_analyze FROM pg_stat_user_tables WHERE relname = 'upkeep_probe'`,
    );
    expect(done.rows[0]!.last_vacuum).not.toBeNull();
    expect(done.rows[0]!.last_analyze).not.toBeNull();
    const rows = await ctx.db.query<{ n: string | number; total: string | number }>('SELECT count(*) AS n, sum(n) AS total FROM upkeep_probe');
    expect(rows.rows.map((r) => [Number(r.n), Number(r.total)])).toEqual([[500, 2000]]);
    // nothing left to do straight after
    expect((await upkeepOnce(ctx.db)).filter((s) => s.table === 'upkeep_probe')).toEqual([]);
  });
});
