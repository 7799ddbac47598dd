import type { Queryable } from '../../db/database';

/**
 * Every SQL statement about classes, their members and what a teacher reads of their students'
 * games (fastify/demo's repository). The class routes and the dashboard call these.
 */

export interface ClassRow {
  id: string;
  name: string;
  code: string;
  show_full_names: boolean;
  member_count: string;
  teacher_first: string;
  teacher_last: string;
  teacher_id: string;
}
const CLASS_SELECT = `SELECT c.id, c.name, c.code, c.show_full_names, c.teacher_id,
  t.first_name AS teacher_first, t.last_name AS teacher_last,
  (SELECT COUNT(*) FROM class_members m WHERE m.class_id = c.id) AS member_count
  FROM classes c JOIN users t ON t.id = c.teacher_id`;
/** The ids of every student in one of the teacher's classes ($1 is the teacher). */
const MEMBERS_OF_TEACHER = 'SELECT m.user_id FROM class_members m JOIN classes c ON c.id = m.class_id WHERE c.teacher_id = $1';

/** Classes the user teaches or belongs to, oldest first. */
export async function classesOf(db: Queryable, userId: number): Promise<ClassRow[]> {
  const where = 'WHERE c.teacher_id = $1 OR c.id IN (SELECT class_id FROM class_members WHERE user_id = $1)';
  return (await db.query<ClassRow>(`${CLASS_SELECT} ${where} ORDER BY c.created_at`, [userId])).rows;
}

export async function classesTaughtBy(db: Queryable, teacherId: number): Promise<ClassRow[]> {
  return (await db.query<ClassRow>(`${CLASS_SELECT} WHERE c.teacher_id = $1 ORDER BY c.created_at`, [teacherId])).rows;
}

export async function findClass(db: Queryable, id: number | string): Promise<ClassRow | undefined> {
  return (await db.query<ClassRow>(`${CLASS_SELECT} WHERE c.id = $1`, [id])).rows[0];
}

export async function findClassByCode(db: Queryable, code: string): Promise<ClassRow | undefined> {
  return (await db.query<ClassRow>(`${CLASS_SELECT} WHERE c.code = $1`, [code])).rows[0];
}

/** Inserts a class with this code; undefined when the code is taken (the unique index decides races). */
export async function insertClass(db: Queryable, teacherId: number, name: string, code: string): Promise<string | undefined> {
  const { rows } = await db.query<{ id: string }>(
    'INSERT INTO classes (teacher_id, name, code) VALUES ($1, $2, $3) ON CONFLICT (code) DO NOTHING RETURNING id',
    [teacherId, name, code],
  );
  return rows[0]?.id;
}

/** Renames a class or changes how names show; false when the teacher has no class with that id. */
export async function updateClass(db: Queryable, id: number, teacherId: number, changes: { name?: string; showFullNames?: boolean }): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE classes SET name = COALESCE($3, name), show_full_names = COALESCE($4, show_full_names)
     WHERE id = $1 AND teacher_id = $2 RETURNING id`,
    [id, teacherId, changes.name ?? null, changes.showFullNames ?? null],
  );
  return rows.length > 0;
}

/** Adds a student to a class; joining twice is one membership. */
export async function addMember(db: Queryable, classId: string, userId: number): Promise<void> {
  await db.query('INSERT INTO class_members (class_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [classId, userId]);
}

export async function isStudentOf(db: Queryable, teacherId: number, studentId: number): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM class_members m JOIN classes c ON c.id = m.class_id
     WHERE c.teacher_id = $1 AND m.user_id = $2 LIMIT 1`,
    [teacherId, studentId],
  );
  return rows.length > 0;
}

export interface StudentRow {
  id: string;
  first_name: string;
  last_name: string;
  class_name: string;
  last_played: Date | null;
}

/** Every student of the teacher's classes (once per class) with when they last played. */
export async function studentsOf(db: Queryable, teacherId: number): Promise<StudentRow[]> {
  const { rows } = await db.query<StudentRow>(
    `SELECT u.id, u.first_name, u.last_name, c.name AS class_name,
       (SELECT MAX(time_submitted) FROM quiz_scores s WHERE s.user_id = u.id) AS last_played
     FROM classes c JOIN class_members m ON m.class_id = c.id JOIN users u ON u.id = m.user_id
     WHERE c.teacher_id = $1 ORDER BY c.name, u.first_name, u.last_name`,
    [teacherId],
  );
  return rows;
}

export interface RecentScoreRow {
  first_name: string;
  last_name: string;
  quiz_category: string;
  topic_key: string;
  score: string;
  time_submitted: Date;
}

/** The latest 20 games the teacher's students played. */
export async function recentScoresOfStudents(db: Queryable, teacherId: number): Promise<RecentScoreRow[]> {
  const { rows } = await db.query<RecentScoreRow>(
    `SELECT u.first_name, u.last_name, s.quiz_category, s.topic_key, s.score, s.time_submitted
     FROM quiz_scores s JOIN users u ON u.id = s.user_id WHERE s.user_id IN (${MEMBERS_OF_TEACHER})
     ORDER BY s.time_submitted DESC LIMIT 20`,
    [teacherId],
  );
  return rows;
}

export interface TopicAverageRow {
  quiz_category: string;
  topic_key: string;
  average: string;
  attempts: string;
  students: string;
}

/** The five game-and-topic pairs with the lowest average score of the teacher's students since `since`. */
export async function weakestTopicsOfStudents(db: Queryable, teacherId: number, since: Date): Promise<TopicAverageRow[]> {
  const { rows } = await db.query<TopicAverageRow>(
    `SELECT s.quiz_category, s.topic_key, AVG(s.score) AS average, COUNT(*) AS attempts,
       COUNT(DISTINCT s.user_id) AS students
     FROM quiz_scores s WHERE s.user_id IN (${MEMBERS_OF_TEACHER}) AND s.time_submitted >= $2
     GROUP BY s.quiz_category, s.topic_key ORDER BY AVG(s.score) ASC, COUNT(*) DESC LIMIT 5`,
    [teacherId, since.toISOString()],
  );
  return rows;
}

/** The teacher's students who have not played since `since`, longest idle first. */
export async function studentsIdleSince(db: Queryable, teacherId: number, since: Date): Promise<StudentRow[]> {
  const { rows } = await db.query<StudentRow>(
    `SELECT u.id, u.first_name, u.last_name, MIN(c.name) AS class_name, MAX(s.time_submitted) AS last_played
     FROM classes c JOIN class_members m ON m.class_id = c.id JOIN users u ON u.id = m.user_id
     LEFT JOIN quiz_scores s ON s.user_id = u.id
     WHERE c.teacher_id = $1
     GROUP BY u.id, u.first_name, u.last_name
     HAVING MAX(s.time_submitted) IS NULL OR MAX(s.time_submitted) < $2
     ORDER BY MAX(s.time_submitted) ASC NULLS FIRST, u.first_name`,
    [teacherId, since.toISOString()],
  );
  return rows;
}

export interface StudentScoreRow {
  quiz_category: string;
  topic_key: string;
  score: string;
  level: number;
  time_submitted: Date;
}

/** One student's score records in one game, newest first (at most 1000). */
/** A student's scores in one game, or in every game when no category is given (learning analytics count them all). */
export async function studentScores(db: Queryable, studentId: number, quizCategory?: string): Promise<StudentScoreRow[]> {
  const { rows } = await db.query<StudentScoreRow>(
    `SELECT quiz_category, topic_key, score, level, time_submitted FROM quiz_scores
     WHERE user_id = $1 AND ($2::text IS NULL OR quiz_category = $2) ORDER BY time_submitted DESC LIMIT 1000`,
    [studentId, quizCategory ?? null],
  );
  return rows;
}

export interface StudentProgressRow {
  quiz_category: string;
  topic_key: string;
  progress_state: string;
  updated_at: Date | null;
}

/** One student's saved progress in one game. */
export async function studentProgress(db: Queryable, studentId: number, quizCategory?: string): Promise<StudentProgressRow[]> {
  const { rows } = await db.query<StudentProgressRow>(
    `SELECT quiz_category, topic_key, progress_state, updated_at FROM quiz_progress
     WHERE user_id = $1 AND ($2::text IS NULL OR quiz_category = $2)`,
    [studentId, quizCategory ?? null],
  );
  return rows;
}
