import type { Database } from './database';

/**
 * PGlite runs PostgreSQL in one process with no autovacuum worker: left alone, no table is ever
 * analyzed (the planner guesses from empty statistics) and no dead row version is ever removed
 * (every save rewrites rows of leaderboard_bests and rate_limits, so their indexes fill with
 * entries that point at dead rows and each count walks past them). This does autovacuum's job with
 * its own default thresholds, from the statistics PGlite does keep (pg_stat_user_tables, flushed
 * at most once a second).
 *
 * VACUUM and ANALYZE change no row a query can see and write nothing a commit depends on, so
 * durability is untouched. Each table is one statement on the shared connection, so requests
 * queue behind one table at a time, never behind all of them.
 */

/** PostgreSQL's defaults (autovacuum_{vacuum,analyze,vacuum_insert}_{threshold,scale_factor}). */
const VACUUM_THRESHOLD = 50;
const VACUUM_SCALE = 0.2;
const ANALYZE_THRESHOLD = 50;
const ANALYZE_SCALE = 0.1;
const INSERT_THRESHOLD = 1000;
const INSERT_SCALE = 0.2;

/** How often the statistics are looked at: autovacuum_naptime is a minute, but a class's first minute is the busiest. */
export const UPKEEP_INTERVAL_MS = 10_000;

interface TableStats {
  relname: string;
  n_live_tup: string | number;
  n_dead_tup: string | number;
  n_mod_since_analyze: string | number;
  n_ins_since_vacuum: string | number;
  /** never analyzed (a fresh folder, or statistics lost with an unclean stop) */
  unanalyzed: boolean;
}

export interface UpkeepStep {
  table: string;
  /** VACUUM also analyzes when both are due */
  action: 'vacuum' | 'analyze' | 'vacuum analyze';
}

/** What autovacuum would do now, table by table. */
export function dueSteps(stats: TableStats[]): UpkeepStep[] {
  const steps: UpkeepStep[] = [];
  for (const s of stats) {
    const live = Number(s.n_live_tup);
    const vacuum =
      Number(s.n_dead_tup) > VACUUM_THRESHOLD + VACUUM_SCALE * live ||
      // insert-only tables (quiz_scores) need a vacuum too, or their index-only scans visit the heap
      Number(s.n_ins_since_vacuum) > INSERT_THRESHOLD + INSERT_SCALE * live;
    const analyze = s.unanalyzed || Number(s.n_mod_since_analyze) > ANALYZE_THRESHOLD + ANALYZE_SCALE * live;
    if (vacuum && analyze) steps.push({ table: s.relname, action: 'vacuum analyze' });
    else if (vacuum) steps.push({ table: s.relname, action: 'vacuum' });
    else if (analyze) steps.push({ table: s.relname, action: 'analyze' });
  }
  return steps;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
const SQL_OF: Record<UpkeepStep['action'], string> = { vacuum: 'VACUUM', analyze: 'ANALYZE', 'vacuum analyze': 'VACUUM (ANALYZE)' };

/** One round: reads the statistics and runs the steps that are due; returns what it ran. */
export async function upkeepOnce(db: Database): Promise<UpkeepStep[]> {
  const { rows } = await db.query<TableStats>(
    `SELECT relname, n_live_tup, n_dead_tup, n_mod_since_analyze, n_ins_since_vacuum, (last_analyze IS NULL AND last_autoanalyze IS NULL) AS unanalyzed
     FROM pg_stat_user_tables WHERE schemaname = current_schema()`,
  );
  const steps = dueSteps(rows);
  for (const step of steps) await db.exec(`${SQL_OF[step.action]} ${quoteIdent(step.table)}`);
  return steps;
}

/**
 * Runs upkeepOnce now and then every `intervalMs` on a PGlite database (PostgreSQL has its own
 * autovacuum: nothing to do). A round never overlaps the previous one; a failed round is retried
 * at the next tick. Returns a stop function that waits for a running round.
 */
export function startPgliteUpkeep(
  db: Database,
  intervalMs = UPKEEP_INTERVAL_MS,
  onError: (error: unknown) => void = () => undefined,
  /** a round is skipped while this says so: VACUUM on a nearly full disk is what must not run (diskGuard.ts) */
  paused: () => boolean = () => false,
): () => Promise<void> {
  if (db.kind !== 'pglite') return async () => undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = running.then(() => (stopped || paused() ? undefined : upkeepOnce(db).catch(onError)));
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
