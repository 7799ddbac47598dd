import { ITEM_OUTCOMES, type ItemAttempt, type Topic } from '@app/shared/node';
import type { Queryable } from '../../db/database';

/** Every SQL statement about assignments and the attempts made for them (fastify/demo's repository). */

export interface AssignmentRow {
  id: string;
  class_id: string;
  class_name: string;
  show_full_names: boolean;
  teacher_id: string;
  teacher_first: string;
  teacher_last: string;
  topic_key: string;
  games: string[];
  level: number;
  due_at: Date | string;
  timed: boolean;
  ranking: 'shown' | 'average' | 'hidden';
  closed_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const ASSIGNMENT_SELECT = `SELECT a.id, a.class_id, c.name AS class_name, c.show_full_names, a.teacher_id,
  t.first_name AS teacher_first, t.last_name AS teacher_last, a.topic_key, a.games, a.level, a.due_at, a.timed,
  a.ranking, a.closed_at, a.created_at, a.updated_at
  FROM assignments a JOIN classes c ON c.id = a.class_id JOIN users t ON t.id = a.teacher_id`;

export interface NewAssignmentRow {
  classId: number;
  teacherId: number;
  topicKey: string;
  games: readonly string[];
  level: number;
  dueAt: string;
  timed: boolean;
  ranking: string;
}

export async function insertAssignment(db: Queryable, a: NewAssignmentRow): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO assignments (class_id, teacher_id, topic_key, games, level, due_at, timed, ranking)
     VALUES ($1, $2, $3, $4::text[], $5, $6, $7, $8) RETURNING id`,
    [a.classId, a.teacherId, a.topicKey, [...a.games], a.level, a.dueAt, a.timed, a.ranking],
  );
  return rows[0]!.id;
}

export async function findAssignment(db: Queryable, id: number | string): Promise<AssignmentRow | undefined> {
  return (await db.query<AssignmentRow>(`${ASSIGNMENT_SELECT} WHERE a.id = $1`, [id])).rows[0];
}

export async function assignmentsOfClass(db: Queryable, classId: number): Promise<AssignmentRow[]> {
  return (await db.query<AssignmentRow>(`${ASSIGNMENT_SELECT} WHERE a.class_id = $1 ORDER BY a.due_at DESC, a.id DESC LIMIT 500`, [classId])).rows;
}

/** A teacher's assignments in every class, latest due first. */
export async function assignmentsOfTeacher(db: Queryable, teacherId: number): Promise<AssignmentRow[]> {
  return (await db.query<AssignmentRow>(`${ASSIGNMENT_SELECT} WHERE a.teacher_id = $1 ORDER BY a.due_at DESC, a.id DESC LIMIT 500`, [teacherId])).rows;
}

/** The assignments of every class a pupil is in, due after `since`, soonest due first. */
export async function assignmentsForPupil(db: Queryable, pupilId: number, since: Date): Promise<AssignmentRow[]> {
  return (
    await db.query<AssignmentRow>(
      `${ASSIGNMENT_SELECT} WHERE a.class_id IN (SELECT class_id FROM class_members WHERE user_id = $1) AND a.due_at > $2
       ORDER BY a.due_at, a.id LIMIT 200`,
      [pupilId, since.toISOString()],
    )
  ).rows;
}

/** The assignment, when the pupil is in its class; undefined otherwise. */
export async function findAssignmentOfPupil(db: Queryable, id: number | string, pupilId: number | string): Promise<AssignmentRow | undefined> {
  return (
    await db.query<AssignmentRow>(
      `${ASSIGNMENT_SELECT} WHERE a.id = $1 AND EXISTS (SELECT 1 FROM class_members m WHERE m.class_id = a.class_id AND m.user_id = $2)`,
      [id, pupilId],
    )
  ).rows[0];
}

/** A teacher's assignments still open now (not closed, not yet due), leaving one out when it is being edited. */
export async function countOpenAssignments(db: Queryable, teacherId: number, now: Date, except?: number): Promise<number> {
  const { rows } = await db.query<{ n: string | number }>(
    'SELECT count(*) AS n FROM assignments WHERE teacher_id = $1 AND closed_at IS NULL AND due_at > $2 AND id <> $3',
    [teacherId, now.toISOString(), except ?? 0],
  );
  return Number(rows[0]?.n ?? 0);
}

export interface AssignmentUpdate {
  topicKey?: string;
  games?: readonly string[];
  level?: number;
  dueAt?: string;
  timed?: boolean;
  ranking?: string;
  /** true: closed now; false: opened again */
  closed?: boolean;
}

export async function updateAssignment(db: Queryable, id: number, u: AssignmentUpdate): Promise<void> {
  await db.query(
    `UPDATE assignments SET topic_key = COALESCE($2, topic_key), games = COALESCE($3::text[], games), level = COALESCE($4, level),
       due_at = COALESCE($5, due_at), timed = COALESCE($6, timed), ranking = COALESCE($7, ranking),
       closed_at = CASE WHEN $8::boolean IS NULL THEN closed_at WHEN $8 THEN COALESCE(closed_at, now()) ELSE NULL END,
       updated_at = now()
     WHERE id = $1`,
    [id, u.topicKey ?? null, u.games ? [...u.games] : null, u.level ?? null, u.dueAt ?? null, u.timed ?? null, u.ranking ?? null, u.closed ?? null],
  );
}

export async function deleteAssignment(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM assignments WHERE id = $1', [id]);
}

export async function countAttempts(db: Queryable, assignmentId: number): Promise<number> {
  const { rows } = await db.query<{ n: string | number }>('SELECT count(*) AS n FROM quiz_scores WHERE assignment_id = $1', [assignmentId]);
  return Number(rows[0]?.n ?? 0);
}

export interface PupilRow {
  id: string;
  first_name: string;
  last_name: string;
}

/** The pupils of a class, by name. */
export async function pupilsOfClass(db: Queryable, classId: number | string): Promise<PupilRow[]> {
  return (
    await db.query<PupilRow>(
      `SELECT u.id, u.first_name, u.last_name FROM class_members m JOIN users u ON u.id = m.user_id
       WHERE m.class_id = $1 ORDER BY u.first_name, u.last_name, u.id`,
      [classId],
    )
  ).rows;
}

export interface TopicRow {
  key: string;
  title: string;
  language: Topic['language'];
  year: number;
  owner_id: string | null;
  items: Topic['items'] | string;
}

/** The topics the given assignments use (title, language, year, owner, items). */
export async function topicsByKey(db: Queryable, keys: readonly string[]): Promise<Map<string, TopicRow>> {
  if (keys.length === 0) return new Map();
  const { rows } = await db.query<TopicRow>('SELECT key, title, language, year, owner_id, items FROM topics WHERE key = ANY($1::text[])', [[...new Set(keys)]]);
  return new Map(rows.map((r) => [r.key, r]));
}

export interface AttemptRow {
  id: string;
  assignment_id: string;
  user_id: string;
  quiz_category: string;
  score: string | number;
  duration_ms: number | null;
  finished_at: Date | string;
}

const ATTEMPT_COLUMNS = 's.id, s.assignment_id, s.user_id, s.quiz_category, s.score, s.duration_ms, COALESCE(s.finished_at, s.time_submitted) AS finished_at';

/** An item as attemptsWithItems packs it: [word, outcome, given, wrong, wrong_tries, hints, ms]. */
type PackedItem = [string, number, string | null, string[] | null, number, number, number];

const unpack = ([word, outcome, given, wrong, wrongTries, hints, ms]: PackedItem): ItemAttempt => ({
  word,
  outcome: ITEM_OUTCOMES[outcome] ?? 'wrong',
  ...(given === null ? {} : { given }),
  wrong: wrong ?? [],
  wrongTries: Number(wrongTries),
  hints: Number(hints),
  ms: Number(ms),
});

/**
 * The attempts made for an assignment by the pupils now in its class (by the partial index on
 * assignment_id), oldest first, one pupil's when `pupilId` is given, each with its items: packed
 * as one JSON array per attempt (read by the items' primary key), so a class's results are one
 * round trip of ~120 rows rather than two of ~1,000.
 */
export async function attemptsWithItems(
  db: Queryable,
  assignmentId: number | string,
  pupilId?: number,
): Promise<{ attempts: AttemptRow[]; items: Map<string, ItemAttempt[]> }> {
  const params: unknown[] = [assignmentId];
  const onePupil = pupilId === undefined ? '' : ` AND s.user_id = $${params.push(pupilId)}`;
  const { rows } = await db.query<AttemptRow & { items: PackedItem[] | string | null }>(
    `SELECT ${ATTEMPT_COLUMNS},
       (SELECT json_agg(json_build_array(i.word, i.outcome, i.given, i.wrong, i.wrong_tries, i.hints, i.ms) ORDER BY i.position)
          FROM quiz_score_items i WHERE i.score_id = s.id) AS items
     FROM quiz_scores s JOIN assignments a ON a.id = s.assignment_id
     WHERE s.assignment_id = $1${onePupil}
       AND EXISTS (SELECT 1 FROM class_members m WHERE m.class_id = a.class_id AND m.user_id = s.user_id)
     ORDER BY finished_at, s.id`,
    params,
  );
  const items = new Map<string, ItemAttempt[]>();
  for (const r of rows) {
    const packed = typeof r.items === 'string' ? (JSON.parse(r.items) as PackedItem[]) : r.items;
    if (packed) items.set(String(r.id), packed.map(unpack));
  }
  return { attempts: rows.map(({ items: _packed, ...attempt }) => attempt), items };
}

/** The attempts of one pupil for several assignments (the To-do list). */
export async function attemptsOfPupil(db: Queryable, pupilId: number, assignmentIds: readonly (number | string)[]): Promise<AttemptRow[]> {
  if (assignmentIds.length === 0) return [];
  return (
    await db.query<AttemptRow>(
      `SELECT ${ATTEMPT_COLUMNS} FROM quiz_scores s WHERE s.user_id = $1 AND s.assignment_id = ANY($2::bigint[]) ORDER BY finished_at, s.id`,
      [pupilId, assignmentIds.map(String)],
    )
  ).rows;
}

export interface BestRow {
  assignment_id: string;
  user_id: string;
  first_name: string;
  last_name: string;
  quiz_category: string;
  best: string | number;
  first_finished: Date | string;
}

/**
 * Per assignment, pupil (still in the class) and game: the best score and the first finish. What
 * the lists' counts and the pupils' class standing need, without reading any item.
 */
export async function bestsOfAssignments(db: Queryable, assignmentIds: readonly (number | string)[]): Promise<BestRow[]> {
  if (assignmentIds.length === 0) return [];
  return (
    await db.query<BestRow>(
      `SELECT s.assignment_id, s.user_id, u.first_name, u.last_name, s.quiz_category, max(s.score) AS best,
         min(COALESCE(s.finished_at, s.time_submitted)) AS first_finished
       FROM quiz_scores s JOIN assignments a ON a.id = s.assignment_id JOIN users u ON u.id = s.user_id
       WHERE s.assignment_id = ANY($1::bigint[])
         AND EXISTS (SELECT 1 FROM class_members m WHERE m.class_id = a.class_id AND m.user_id = s.user_id)
       GROUP BY s.assignment_id, s.user_id, u.first_name, u.last_name, s.quiz_category`,
      [assignmentIds.map(String)],
    )
  ).rows;
}

/** How many pupils each class has. */
export async function classSizes(db: Queryable, classIds: readonly (number | string)[]): Promise<Map<string, number>> {
  if (classIds.length === 0) return new Map();
  const { rows } = await db.query<{ class_id: string; n: string | number }>(
    'SELECT class_id, count(*) AS n FROM class_members WHERE class_id = ANY($1::bigint[]) GROUP BY class_id',
    [[...new Set(classIds.map(String))]],
  );
  return new Map(rows.map((r) => [String(r.class_id), Number(r.n)]));
}

interface ItemRow {
  score_id: string;
  word: string;
  outcome: number;
  given: string | null;
  wrong: string[] | null;
  wrong_tries: number;
  hints: number;
  ms: number;
}

/** The items of the given attempts, by attempt, in round order (the primary key's order). */
export async function itemsOfAttempts(db: Queryable, scoreIds: readonly (number | string)[]): Promise<Map<string, ItemAttempt[]>> {
  const byScore = new Map<string, ItemAttempt[]>();
  if (scoreIds.length === 0) return byScore;
  const { rows } = await db.query<ItemRow>(
    `SELECT score_id, word, outcome, given, wrong, wrong_tries, hints, ms FROM quiz_score_items
     WHERE score_id = ANY($1::bigint[]) ORDER BY score_id, position`,
    [scoreIds.map(String)],
  );
  for (const r of rows) {
    const key = String(r.score_id);
    let list = byScore.get(key);
    if (!list) byScore.set(key, (list = []));
    list.push({
      word: r.word,
      outcome: ITEM_OUTCOMES[r.outcome] ?? 'wrong',
      ...(r.given === null ? {} : { given: r.given }),
      wrong: r.wrong ?? [],
      wrongTries: Number(r.wrong_tries),
      hints: Number(r.hints),
      ms: Number(r.ms),
    });
  }
  return byScore;
}
