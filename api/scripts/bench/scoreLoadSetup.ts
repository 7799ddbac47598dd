/**
 * Prepares a database for scoreLoadBench.mjs (run with tsx from api/): migrations, the bundled
 * topics and plan products, and N students on student_free (so the leaderboard answers them and
 * the daily-limit path is counted). Prints JSON: student ids and, for a few bundled topics, the
 * games each can feed with their score ceilings per level.
 */
import { join } from 'node:path';
import { loadConfig } from '../../src/config/apiConfig';
import { openPglite, openPostgres } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { runSeeds } from '../../src/db/seed/seedRegistry';
import { seedStoreProducts } from '../../src/db/seed/storeSeeds';
import { seedBundledTopics } from '../../src/content/contentSeeds';
import { GAME_IDS, maxScoreForTopic, quizCategoryOf } from '@app/shared/node';
import type { Topic } from '@app/shared/node';

async function main() {
  const students = Number(process.env.BENCH_STUDENTS ?? 300);
  const config = loadConfig();
  const db = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite(join(config.dataDir, 'pglite'));
  try {
    await migrate(db);
    await runSeeds(db, config, [seedStoreProducts, seedBundledTopics]);
    const ids = Array.from({ length: students }, (_, i) => i);
    // one statement for all students (unnest is ~20× faster than a row at a time)
    const inserted = await db.query<{ id: string }>(
      `INSERT INTO users (mykad_hash, email, username, first_name, last_name, school, state, role)
       SELECT m, 'load' || n || '@bench.my', 'load' || n, 'Murid', 'Load ' || n, 'SK Bench ' || (n % 20), 'Selangor', 'student'
       FROM unnest($1::text[], $2::int[]) AS t(m, n) RETURNING id::text AS id`,
      [ids.map((i) => `98${String(i).padStart(10, '0')}`), ids],
    );
    const userIds = inserted.rows.map((r) => r.id);
    // student_free for everyone: one completed free order each
    const orders = await db.query<{ id: string }>(
      `INSERT INTO orders (customer_id, status, total, date_paid, date_completed) SELECT u, 'completed', 0, now(), now() FROM unnest($1::bigint[]) AS t(u) RETURNING id::text AS id`,
      [userIds],
    );
    await db.query(
      `INSERT INTO order_items (order_id, product_id, name, quantity, price, total) SELECT o, 770, 'Student Free', 1, 0, 0 FROM unnest($1::bigint[]) AS t(o)`,
      [orders.rows.map((r) => r.id)],
    );
    const topics = (
      await db.query<{ key: string; language: string; items: Topic['items'] | string }>(
        `SELECT key, language, items FROM topics WHERE key LIKE 'pre-generated-%' ORDER BY key LIMIT 12`,
      )
    ).rows;
    const plays: { topic: string; language: string; category: string; ceilings: number[] }[] = [];
    for (const t of topics) {
      const items = typeof t.items === 'string' ? (JSON.parse(t.items) as Topic['items']) : t.items;
      for (const game of GAME_IDS) {
        const ceilings = ([1, 2, 3] as const).map((level) => maxScoreForTopic(game, level, { items }));
        if (ceilings[0]! > 0) plays.push({ topic: t.key, language: t.language, category: quizCategoryOf(game), ceilings });
      }
    }
    process.stdout.write(JSON.stringify({ students: userIds, plays }));
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
