import { ITEM_OUTCOMES, type ItemAttempt } from '@app/shared/node';
import type { Queryable } from '../../db/database';

/** Quiz score and progress records as stored (docs/requirements.md §3 names), SQL kept out of the handlers. */
export interface ScoreRow {
  id: string | number;
  client_id: string;
  user_id: string | number;
  quiz_category: string;
  topic_key: string;
  language: string | null;
  score: string | number;
  level: number;
  duration_ms: number | null;
  time_submitted: Date | string;
  client_time_submitted: Date | string | null;
  /** the homework assignment the score was made for, when it counted for one */
  assignment_id: string | number | null;
  /** when the game was finished: receive time less the time it waited in the phone's queue */
  finished_at: Date | string | null;
  /** why it is not on the boards (migration 065); null = on them */
  off_board: OffBoard | null;
}

/** Why a stored score stays off the boards (migration 065, docs/adr/0019). */
export type OffBoard = 'too_fast' | 'daily_limit' | 'removed';

export interface ProgressRow {
  quiz_category: string;
  topic_key: string;
  progress_state: string;
  updated_at: Date | string;
}

const SCORE_COLUMNS =
  'id, client_id, user_id, quiz_category, topic_key, language, score, level, duration_ms, time_submitted, client_time_submitted, assignment_id, finished_at, off_board';

export interface NewScore {
  clientId: string;
  userId: string;
  quizCategory: string;
  topicKey: string;
  language: string;
  score: number;
  level: number;
  durationMs: number;
  /** what the phone's clock said; kept for the player's history, never used for ranking */
  clientTime: string | null;
  /** the assignment it counts for (the caller checked the pupil may hand it in) */
  assignmentId?: string | number | null;
  /** ms before the receive time that the game was finished (the phone's queue time) */
  queuedMs?: number;
  /** kept off the boards, and why (the rollup trigger skips it) */
  offBoard?: OffBoard | null;
}

/**
 * Stores a score once per client id; time_submitted is the server's receive time, which the
 * boards rank by. Returns undefined when the client id was already used.
 */
export async function insertScore(db: Queryable, s: NewScore): Promise<ScoreRow | undefined> {
  const { rows } = await db.query<ScoreRow>(
    `INSERT INTO quiz_scores (client_id, user_id, quiz_category, topic_key, language, score, level, duration_ms, time_submitted, client_time_submitted,
       assignment_id, finished_at, off_board)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now(), $9, $10, now() - make_interval(secs => $11::double precision / 1000), $12)
     ON CONFLICT (client_id) DO NOTHING RETURNING ${SCORE_COLUMNS}`,
    [
      s.clientId,
      s.userId,
      s.quizCategory,
      s.topicKey,
      s.language,
      s.score,
      s.level,
      s.durationMs,
      s.clientTime,
      s.assignmentId ?? null,
      s.queuedMs ?? 0,
      s.offBoard ?? null,
    ],
  );
  return rows[0];
}

/**
 * Joins each item's wrong answers into one text for unnest (which cannot take ragged arrays); a
 * unit separator never appears in a child's answer: the input guard refuses control characters.
 */
const WRONG_SEPARATOR = '\u001f';

/**
 * Stores what was answered in each item of a saved score (ADR 0030), in one statement: one row per
 * item, the outcome as its index in ITEM_OUTCOMES, no empty arrays.
 */
export async function insertScoreItems(db: Queryable, scoreId: string | number, items: readonly ItemAttempt[]): Promise<void> {
  if (items.length === 0) return;
  await db.query(
    `INSERT INTO quiz_score_items (score_id, position, word, outcome, given, wrong, wrong_tries, hints, ms)
     SELECT $1, t.position, t.word, t.outcome, t.given, CASE WHEN t.wrong = '' THEN NULL ELSE string_to_array(t.wrong, $9) END,
       t.wrong_tries, t.hints, t.ms
     FROM unnest($2::int[], $3::text[], $4::int[], $5::text[], $6::text[], $7::int[], $8::int[], $10::int[])
       AS t(position, word, outcome, given, wrong, wrong_tries, hints, ms)`,
    [
      scoreId,
      items.map((_, i) => i),
      items.map((i) => i.word.normalize('NFC')),
      items.map((i) => ITEM_OUTCOMES.indexOf(i.outcome)),
      items.map((i) => (i.given === undefined ? null : i.given.normalize('NFC'))),
      items.map((i) => i.wrong.map((w) => w.normalize('NFC')).join(WRONG_SEPARATOR)),
      items.map((i) => i.wrongTries),
      items.map((i) => i.hints),
      WRONG_SEPARATOR,
      items.map((i) => i.ms),
    ],
  );
}

export async function findScoreByClientId(db: Queryable, clientId: string): Promise<ScoreRow | undefined> {
  return (await db.query<ScoreRow>(`SELECT ${SCORE_COLUMNS} FROM quiz_scores WHERE client_id = $1`, [clientId])).rows[0];
}

export interface RecordFilter {
  userId: string;
  quizCategory?: string;
  topicKey?: string;
}

function whereOf(f: RecordFilter): { where: string; params: unknown[] } {
  const params: unknown[] = [f.userId];
  let where = 'user_id = $1';
  if (f.quizCategory) where += ` AND quiz_category = $${params.push(f.quizCategory)}`;
  if (f.topicKey) where += ` AND topic_key = $${params.push(f.topicKey)}`;
  return { where, params };
}

export async function listScores(db: Queryable, f: RecordFilter): Promise<ScoreRow[]> {
  const { where, params } = whereOf(f);
  return (await db.query<ScoreRow>(`SELECT ${SCORE_COLUMNS} FROM quiz_scores WHERE ${where} ORDER BY time_submitted DESC, id DESC LIMIT 1000`, params)).rows;
}

export async function upsertProgress(db: Queryable, userId: string, quizCategory: string, topicKey: string, state: string): Promise<ProgressRow> {
  return (
    await db.query<ProgressRow>(
      `INSERT INTO quiz_progress (user_id, quiz_category, topic_key, progress_state, updated_at) VALUES ($1, $2, $3, $4, now())
       ON CONFLICT (user_id, quiz_category, topic_key) DO UPDATE SET progress_state = EXCLUDED.progress_state, updated_at = now()
       RETURNING quiz_category, topic_key, progress_state, updated_at`,
      [userId, quizCategory, topicKey, state],
    )
  ).rows[0]!;
}

export async function listProgress(db: Queryable, f: RecordFilter): Promise<ProgressRow[]> {
  const { where, params } = whereOf(f);
  return (
    await db.query<ProgressRow>(
      `SELECT quiz_category, topic_key, progress_state, updated_at FROM quiz_progress WHERE ${where} ORDER BY updated_at DESC`,
      params,
    )
  ).rows;
}
