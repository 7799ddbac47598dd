/**
 * A district's history in a database, fast (issue 28): ended PIN games with their players and
 * scores, a year of quiz scores (through the leaderboard rollup's trigger, as real saves), classes
 * and their pupils. One set-based statement per table (generate_series), in chunks so the
 * rollup trigger's array stays small. Used by the EXPLAIN test (api/test/boards) and the
 * live-board bench (scripts/bench/liveBoardBench.mjs).
 */
import type { Database } from '../../src/db/database';

export interface HistorySize {
  /** past gameboard scores, two per player */
  gameboardScores: number;
  /** players in each past game */
  playersPerGame: number;
  /** quiz scores over the past 365 days */
  quizScores: number;
  students: number;
  teachers: number;
}

export const HISTORY_TOPIC = 'history-seed';
const CATEGORIES = ['Search', 'Blank', 'Jumble', 'Error'];

export async function seedBoardHistory(db: Database, size: HistorySize): Promise<{ students: number[]; teachers: number[] }> {
  const tag = `${Date.now().toString(36)}`;
  const people = async (role: 'student' | 'teacher', n: number) =>
    (
      await db.query<{ id: string }>(
        `INSERT INTO users (email, username, first_name, last_name, role, school, state)
         SELECT 'hist-' || $1 || '-' || $2 || '-' || n || '@history.test', 'hist-' || $2 || n, 'Murid', 'Sejarah ' || n, $2, 'SK Sejarah ' || (n % 528), 'Selangor'
         FROM generate_series(1, $3::int) n RETURNING id`,
        [tag, role, n],
      )
    ).rows.map((r) => Number(r.id));
  const students = await people('student', size.students);
  const teachers = await people('teacher', size.teachers);

  // a class of up to 40 for each teacher
  await db.query(
    `INSERT INTO classes (teacher_id, name, code)
     SELECT t, 'Kelas ' || i, 'H' || $2 || '-' || i FROM unnest($1::bigint[]) WITH ORDINALITY AS x (t, i)`,
    [teachers, tag],
  );
  await db.query(
    `INSERT INTO class_members (class_id, user_id)
     SELECT c.id, s FROM classes c JOIN unnest($1::bigint[]) WITH ORDINALITY AS x (s, i) ON c.code = 'H' || $2 || '-' || (1 + (i - 1) / 40)`,
    [students, tag],
  );

  const games = Math.max(1, Math.ceil(size.gameboardScores / 2 / size.playersPerGame));
  await db.query(
    `INSERT INTO gameboard_sessions (pin, teacher_id, quiz_category, topic_key, language, status, created_at, expires_at, ended_at)
     SELECT lpad((n * 7919 % 1000000)::text, 6, '0'), ($1::bigint[])[1 + n % cardinality($1::bigint[])], ($3::text[])[1 + n % 4], $4, 'ta', 'ended',
            now() - make_interval(mins => n * 20), now() - make_interval(mins => n * 20 - 90), now() - make_interval(mins => n * 20 - 30)
     FROM generate_series(1, $2::int) n`,
    [teachers, games, CATEGORIES, HISTORY_TOPIC],
  );
  await db.query(
    `INSERT INTO gameboard_players (session_id, nickname, nickname_key, token_hash, joined_at)
     SELECT s.id, 'Pemain ' || k, 'pemain ' || k, md5(s.id || '-' || k), s.created_at + make_interval(secs => k)
     FROM gameboard_sessions s CROSS JOIN generate_series(1, $1::int) k WHERE s.topic_key = $2`,
    [size.playersPerGame, HISTORY_TOPIC],
  );
  await db.query(
    `INSERT INTO gameboard_scores (session_id, player_id, client_id, score, duration_ms, submitted_at)
     SELECT p.session_id, p.id, 'hist-' || p.id || '-' || r, (p.id * 7 + r * 13) % 100, 60000, p.joined_at + make_interval(mins => r * 5)
     FROM gameboard_players p JOIN gameboard_sessions s ON s.id = p.session_id AND s.topic_key = $1 CROSS JOIN generate_series(1, 2) r`,
    [HISTORY_TOPIC],
  );

  const chunk = 100_000;
  for (let from = 0; from < size.quizScores; from += chunk) {
    await db.query(
      `INSERT INTO quiz_scores (client_id, user_id, quiz_category, topic_key, language, score, level, duration_ms, time_submitted)
       SELECT 'hist-' || $5 || '-' || n, ($1::bigint[])[1 + n % cardinality($1::bigint[])], ($2::text[])[1 + n % 4], 'history-topic-' || (n % 60),
              (ARRAY['ta', 'en', 'bm'])[1 + n % 3], n % 101, 1 + n % 3, 90000, now() - make_interval(secs => (n::bigint * 31536000 / $4::bigint)::double precision)
       FROM generate_series($3::int + 1, $3::int + $6::int) n`,
      [students, CATEGORIES, from, size.quizScores, tag, Math.min(chunk, size.quizScores - from)],
    );
  }
  await db.query('ANALYZE');
  return { students, teachers };
}
