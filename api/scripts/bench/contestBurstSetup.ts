/**
 * Prepares a database for contestBurst.mjs (run with tsx from api/): migrations, N
 * bench students and a "BenchBurst" contest whose window is open now. Prints JSON: student ids
 * and level 1's answers (the bench answers some right, as students do).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../../src/config/apiConfig';
import { openPglite, openPostgres } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { contestDefinitionSchema } from '../../src/routes/contests/contestDefinition';
import { loadContestDefinition } from '../../src/routes/contests/contestRepository';
import { formatMalaysiaTime } from '@app/shared/node';

async function main() {
  const students = Number(process.env.BENCH_STUDENTS ?? 2000);
  const config = loadConfig();
  const db = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite(join(config.dataDir, 'pglite'));
  try {
    await migrate(db);
    // no demo seeds: the burst needs only its students and an open contest (seeding topics is slow)
    const ids = Array.from({ length: students }, (_, i) => i);
    // one statement for all students (unnest is ~20× faster than a row at a time)
    const inserted = await db.query<{ id: string }>(
      `INSERT INTO users (mykad_hash, email, username, first_name, last_name, school, role)
       SELECT m, 'bench' || n || '@bench.my', 'bench' || n, 'Murid', 'Bench ' || n, 'SK Bench', 'student'
       FROM unnest($1::text[], $2::int[]) AS t(m, n) RETURNING id`,
      [ids.map((i) => `99${String(i).padStart(10, '0')}`), ids],
    );
    const definition = JSON.parse(readFileSync(join(__dirname, '../../src/db/seed/contests/solvallar2025.json'), 'utf8'));
    const now = Date.now();
    const [date, start] = formatMalaysiaTime(now - 3600_000).split(' ');
    const end = formatMalaysiaTime(now + 2 * 3600_000).split(' ')[1];
    // a window that crosses midnight (UTC+8) would end before it starts: keep it within one day
    definition.key = 'BenchBurst';
    definition.window = end! > start! ? { date, startTime: start, endTime: end } : { date, startTime: start, endTime: '23:59' };
    await loadContestDefinition(db, contestDefinitionSchema.parse(definition), config.mykad);
    const level1 = definition.levels[0].items.map((i: { answer: string }) => i.answer);
    process.stdout.write(JSON.stringify({ students: inserted.rows.map((r) => String(r.id)), answers: level1 }));
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
