/**
 * Prepares a database for liveBoardBench.mjs (run with tsx from api/): migrations, a district's
 * history (boardHistory.ts: BENCH_GAMEBOARD_SCORES past gameboard scores, BENCH_QUIZ_SCORES quiz
 * scores over a year), the topic the games are played on, and BENCH_TEACHERS teachers. Prints
 * JSON: teacher ids, the topic and its score ceiling, and how big the history is.
 */
import { join } from 'node:path';
import { gameOfCategory, maxScoreForTopic } from '@app/shared/node';
import { loadConfig } from '../../src/config/apiConfig';
import { openPglite, openPostgres } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { animalTopic, insertTopic } from '../../test/helpers/scoreFixtures';
import { seedBoardHistory } from './boardHistory';

async function main() {
  const config = loadConfig();
  const db = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite(join(config.dataDir, 'pglite'));
  try {
    await migrate(db);
    const started = Date.now();
    const size = {
      gameboardScores: Number(process.env.BENCH_GAMEBOARD_SCORES ?? 1_000_000),
      playersPerGame: 20,
      quizScores: Number(process.env.BENCH_QUIZ_SCORES ?? 1_000_000),
      students: 20_000,
      teachers: 500,
    };
    await seedBoardHistory(db, size);
    const topic = await insertTopic(db, animalTopic('bench-live-animals'));
    const teachers = await db.query<{ id: string }>(
      `INSERT INTO users (email, username, first_name, last_name, role, school, state)
       SELECT 'live-teacher-' || n || '@bench.my', 'live-teacher-' || n, 'Guru', 'Bench ' || n, 'teacher', 'SK Bench ' || n, 'Selangor'
       FROM generate_series(1, $1::int) n RETURNING id::text AS id`,
      [Number(process.env.BENCH_TEACHERS ?? 40)],
    );
    const ceiling = maxScoreForTopic(gameOfCategory('Search')!, 1, topic);
    process.stdout.write(
      JSON.stringify({ teachers: teachers.rows.map((r) => r.id), topicKey: topic.key, ceiling, history: size, seededSeconds: (Date.now() - started) / 1000 }),
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
