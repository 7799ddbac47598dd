import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { openPostgres, type Database, type Queryable } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { randomBytes } from 'node:crypto';
import { HISTORY_TOPIC, seedBoardHistory } from '../../scripts/bench/boardHistory';
import {
  expireSessions,
  findOpenSession,
  findOpenSessionAndPlayer,
  findPlayerByToken,
  findSession,
  findTeacherSession,
  insertBoardScore,
  isPupilOfTeacher,
  listTeacherSessions,
  readBoard,
} from '../../src/routes/boards/gameboardRepository';
import { toSession, type SessionRow } from '../../src/routes/boards/gameboardSessions';
import { recentScoresOfStudents, studentScores, studentsIdleSince, studentsOf, weakestTopicsOfStudents } from '../../src/routes/boards/classRepository';
import { readLeaderboard, readSchoolboard, readScoreboard } from '../../src/routes/boards/leaderboardQueries';
import { listScores } from '../../src/routes/quiz/scoreRepository';
import { countAttempts } from '../../src/routes/homework/homeworkRepository';
import type { BoardUser } from '../../src/routes/boards/boardAccess';

/** Tables that grow with a district's history: reading one of them whole is the bug of issue 28. */
const LARGE_TABLES = ['gameboard_scores', 'gameboard_players', 'gameboard_sessions', 'quiz_scores', 'leaderboard_bests'];

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}
const seqScansOf = (node: PlanNode): string[] => [
  ...(node['Node Type'] === 'Seq Scan' && node['Relation Name'] && LARGE_TABLES.includes(node['Relation Name']) ? [node['Relation Name']] : []),
  ...(node.Plans ?? []).flatMap(seqScansOf),
];

/**
 * A Queryable that asks PostgreSQL for the plan of every statement the real code sends (then
 * runs it, so the code carries on as it would): each query is checked as written, not a copy.
 */
function explaining(db: Queryable, found: { sql: string; seqScans: string[] }[]): Queryable {
  return {
    async query(sql, params) {
      const { rows } = await db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
      found.push({ sql: sql.replace(/\s+/g, ' ').slice(0, 160), seqScans: seqScansOf(rows[0]!['QUERY PLAN'][0].Plan) });
      return db.query(sql, params);
    },
  };
}

// issue 28.1: "every query on gameboard_scores, quiz_scores and the rollups bounded by its
// session or by an index, with a test that runs EXPLAIN on PostgreSQL over a seeded history and
// fails on a sequential scan of a large table".
describe(
  'board queries over a district history (EXPLAIN on PostgreSQL, issue 28)',
  { skip: !process.env.TEST_DATABASE_URL && 'needs TEST_DATABASE_URL: plans are PostgreSQL\u2019s' },
  () => {
    let db: Database;
    let schema: string;
    let people: { students: number[]; teachers: number[] };
    const found: { sql: string; seqScans: string[] }[] = [];

    before(async () => {
      schema = `t_plans_${randomBytes(4).toString('hex')}`;
      db = await openPostgres(process.env.TEST_DATABASE_URL!, { schema, max: 4 });
      await migrate(db);
      people = await seedBoardHistory(db, { gameboardScores: 200_000, playersPerGame: 20, quizScores: 200_000, students: 4_000, teachers: 100 });
    });
    after(async () => db?.close());

    it('seeded the history the plans are read over', async () => {
      const { rows } = await db.query<{ n: string }>('SELECT count(*) AS n FROM gameboard_scores');
      expect(Number(rows[0]!.n)).toBeGreaterThanOrEqual(200_000);
      const q = await db.query<{ n: string }>('SELECT count(*) AS n FROM quiz_scores');
      expect(Number(q.rows[0]!.n)).toBe(200_000);
    });

    it('reads a live game, its players and its scores without scanning the history', async () => {
      const teacher = people.teachers[0]!;
      const { rows } = await db.query<SessionRow>(
        `INSERT INTO gameboard_sessions (pin, teacher_id, quiz_category, topic_key, language, expires_at) VALUES ('424242', $1, 'Search', 'live', 'ta', now() + interval '1 hour') RETURNING *`,
        [teacher],
      );
      const live = toSession(rows[0]!);
      const players = await db.query<{ id: string }>(
        `INSERT INTO gameboard_players (session_id, nickname, nickname_key, token_hash) SELECT $1, 'P' || k, 'p' || k, 'h' || k FROM generate_series(1, 40) k RETURNING id`,
        [live.id],
      );
      await db.query('ANALYZE gameboard_players');
      const q = explaining(db, found);
      await insertBoardScore(q, { sessionId: live.id, playerId: players.rows[0]!.id, clientId: 'plan-1', score: 10, durationMs: 1000 });
      const board = await readBoard(q, live);
      expect(board.players).toHaveLength(40);
      expect(board.players[0]).toMatchObject({ rank: 1, bestScore: 10 });
      await findOpenSession(q, '424242');
      expect((await findOpenSessionAndPlayer(q, '424242', 'h1'))?.player?.status).toBe('playing');
      await findSession(q, live.id, '424242');
      await findTeacherSession(q, '424242', teacher);
      await listTeacherSessions(q, teacher);
      await findPlayerByToken(q, live.id, 'h1');
      await expireSessions(q);
      await isPupilOfTeacher(q, teacher, people.students[0]!);
      // a past game's board (the CSV of an ended game) too
      const past = await db.query<SessionRow>('SELECT * FROM gameboard_sessions WHERE topic_key = $1 ORDER BY id LIMIT 1', [HISTORY_TOPIC]);
      expect((await readBoard(q, toSession(past.rows[0]!))).players).toHaveLength(20);
      expect(found.filter((f) => f.seqScans.length)).toEqual([]);
    });

    it('reads leaderboards, the teacher dashboard and a pupil’s scores without scanning the history', async () => {
      const q = explaining(db, found);
      const student = people.students[5]!;
      const teacher = people.teachers[0]!;
      const viewer: BoardUser = { id: student, firstName: 'Murid', lastName: 'X', role: 'student', school: 'SK Sejarah 5', state: 'Selangor' };
      for (const scope of ['everyone', 'school', 'class'] as const) {
        for (const period of ['today', 'week', 'month', 'all'] as const) {
          await readLeaderboard(q, viewer, { period, scope, limit: 50 });
          await readLeaderboard(q, viewer, { period, scope, limit: 50, quizCategory: 'Search', language: 'ta' });
        }
        await readLeaderboard(q, viewer, { period: 'month', scope, limit: 50, topicKey: 'history-topic-7' });
      }
      await readSchoolboard(q, { period: 'month', sort: 'average' });
      await readSchoolboard(q, { period: 'all', sort: 'total', state: 'Selangor' });
      await readScoreboard(q, student);
      await listScores(q, { userId: String(student) });
      await studentsOf(q, teacher);
      await recentScoresOfStudents(q, teacher);
      await weakestTopicsOfStudents(q, teacher, new Date(Date.now() - 7 * 86400_000));
      await studentsIdleSince(q, teacher, new Date(Date.now() - 7 * 86400_000));
      await studentScores(q, student, 'Search');
      await countAttempts(q, 1);
      const scans = found.filter((f) => f.seqScans.length);
      expect(scans).toEqual([]);
    });
  },
);
