import {
  contestWindowFromMeta,
  formatMalaysiaTime,
  wallClockToEpoch,
  type ContestState,
  PAID_ORDER_STATUSES,
  rankParticipants,
  type ParticipantTotal,
  type RankedParticipant,
} from '@app/shared/node';
import type { MykadHasher } from '../../auth/mykadHash';
import type { Database, Queryable } from '../../db/database';
import { badRequest } from '../../http/httpError';
import type { ContestDefinition, ContestItem } from './contestDefinition';

// The contests' SQL statements. Their window, state and results: contestState.ts; the per-instance
// cache: contestCache.ts; the JSON the routes answer: contestRecords.ts.

export interface ContestRow {
  key: string;
  product_id: number | null;
  title: { en: string; ta: string; bm: string };
  kind: 'timed' | 'awards';
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  rounds: number;
  levels_per_round: number;
  paid_from_round: number;
  name_display: 'full' | 'initials';
  prizes: { en: string; ta: string; bm: string }[];
  override_state: ContestState | null;
  results_at: Date | string | null;
  /** the organiser's extra time, in % of each level, for pupils granted "more time" (migration 110) */
  extra_time_percent: number;
}

export interface LevelRow {
  level_number: number;
  title: string;
  duration_seconds: number;
  items: ContestItem[];
}

const parseJson = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
const toIso = (epoch: number | null): string | null => (epoch === null ? null : new Date(epoch).toISOString());

/** The organiser publishes results (at `at`, default now) or, with null, withdraws a set date. */
export async function setResultsAt(db: Queryable, key: string, at: Date | null): Promise<void> {
  await db.query('UPDATE contests SET results_at = $2, updated_at = now() WHERE key = $1', [key, at ? at.toISOString() : null]);
}

/** The store product's contest fields (docs/requirements.md §3) that say when the contest is. */
export const PRODUCT_WINDOW_FIELDS = ['contestDate', 'contestStartTime', 'contestEndTime'] as const;

/**
 * The contest's store product says the contest's window in its meta (docs/requirements.md §3
 * contestDate, contestStartTime, contestEndTime, Malaysian wall clock). The contest record is the
 * one place the window is set: loading a contest writes these fields from it, in its transaction,
 * so the product never tells another time (and loses them when the contest has no window).
 */
async function writeProductWindow(tx: Queryable, productId: number, window: { startsAt: number; endsAt: number } | null): Promise<void> {
  const fields = window
    ? [
        { key: 'contestDate', value: formatMalaysiaTime(window.startsAt).slice(0, 10) },
        { key: 'contestStartTime', value: formatMalaysiaTime(window.startsAt).slice(11, 16) },
        { key: 'contestEndTime', value: formatMalaysiaTime(window.endsAt).slice(11, 16) },
      ]
    : [];
  await tx.query(
    `UPDATE products SET meta_data = COALESCE((SELECT jsonb_agg(m) FROM jsonb_array_elements(meta_data) m WHERE NOT (m->>'key' = ANY($2::text[]))), '[]'::jsonb) || $3::jsonb
     WHERE id = $1`,
    [productId, [...PRODUCT_WINDOW_FIELDS], JSON.stringify(fields)],
  );
}

/** Upserts a whole contest definition in one transaction: half a contest is never visible. */
/** `mykad` hashes a certificate's MyKad (an organiser's file names pupils who may not have signed up yet). */
export async function loadContestDefinition(db: Database, def: ContestDefinition, mykad: MykadHasher): Promise<void> {
  const window = def.window
    ? contestWindowFromMeta({ contestDate: def.window.date, contestStartTime: def.window.startTime, contestEndTime: def.window.endTime })
    : null;
  if (def.window && !window) throw badRequest('window: date must be YYYY-MM-DD and the end time must not be before the start time.', 'invalid_window');
  const [resultsDate, resultsTime] = def.resultsAt?.split(' ') ?? [];
  const resultsAt = resultsDate && resultsTime ? wallClockToEpoch(resultsDate, resultsTime) : null;
  if (def.resultsAt && resultsAt === null) throw badRequest('resultsAt: not a real date and time.', 'invalid_results_at');
  // winners loaded for an award contest are its published results
  const announced = def.kind === 'awards' && (def.winners.length > 0 || def.certificates.length > 0) ? Date.now() : null;
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO contests (key, product_id, title, kind, starts_at, ends_at, rounds, levels_per_round, paid_from_round, name_display, prizes, results_at, updated_at)
       VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12, now())
       ON CONFLICT (key) DO UPDATE SET product_id = EXCLUDED.product_id, title = EXCLUDED.title, kind = EXCLUDED.kind, starts_at = EXCLUDED.starts_at,
         ends_at = EXCLUDED.ends_at, rounds = EXCLUDED.rounds, levels_per_round = EXCLUDED.levels_per_round, paid_from_round = EXCLUDED.paid_from_round,
         name_display = EXCLUDED.name_display, prizes = EXCLUDED.prizes,
         results_at = COALESCE($13, contests.results_at, EXCLUDED.results_at), updated_at = now()`,
      [
        def.key,
        def.productId ?? null,
        JSON.stringify(def.title),
        def.kind,
        window ? new Date(window.startsAt).toISOString() : null,
        window ? new Date(window.endsAt).toISOString() : null,
        def.rounds,
        def.levelsPerRound,
        def.paidFromRound,
        def.nameDisplay,
        JSON.stringify(def.prizes),
        toIso(resultsAt ?? announced),
        toIso(resultsAt),
      ],
    );
    if (def.productId !== undefined && def.productId !== null) await writeProductWindow(tx, def.productId, window);
    await tx.query('UPDATE contests SET extra_time_percent = $2 WHERE key = $1', [def.key, def.extraTimePercent]);
    await tx.query('DELETE FROM contest_levels WHERE contest_key = $1', [def.key]);
    for (const level of def.levels) {
      await tx.query('INSERT INTO contest_levels (contest_key, level_number, title, duration_seconds, items) VALUES ($1, $2, $3, $4, $5::jsonb)', [
        def.key,
        level.number,
        level.title,
        level.durationSeconds,
        JSON.stringify(level.items),
      ]);
    }
    await tx.query('DELETE FROM contest_winners WHERE contest_key = $1', [def.key]);
    for (const w of def.winners) {
      await tx.query('INSERT INTO contest_winners (contest_key, category, position, name, school, score) VALUES ($1, $2::jsonb, $3, $4, $5, $6)', [
        def.key,
        JSON.stringify(w.category),
        w.position,
        w.name,
        w.school,
        w.score ?? null,
      ]);
    }
    // the organiser's code is their reference only; the public code is random (migration 066)
    for (const c of def.certificates) {
      await tx.query(
        `INSERT INTO contest_certificates (organiser_ref, contest_key, mykad_hash, mykad_keys, name, school, award, category, score)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9)
         ON CONFLICT (contest_key, organiser_ref) WHERE organiser_ref IS NOT NULL DO UPDATE SET mykad_hash = EXCLUDED.mykad_hash, mykad_keys = EXCLUDED.mykad_keys, name = EXCLUDED.name, school = EXCLUDED.school, award = EXCLUDED.award, category = EXCLUDED.category, score = EXCLUDED.score`,
        [
          c.code,
          def.key,
          c.mykad ? mykad.hash(c.mykad) : null,
          c.mykad ? mykad.generation : null,
          c.name,
          c.school,
          c.award,
          JSON.stringify(c.category ?? {}),
          c.score ?? null,
        ],
      );
    }
  });
}

/** Every contest, for the contest list. */
export async function listContests(db: Queryable): Promise<ContestRow[]> {
  const { rows } = await db.query<ContestRow>('SELECT * FROM contests ORDER BY starts_at DESC NULLS LAST, key');
  return rows.map((row) => ({ ...row, title: parseJson(row.title), prizes: parseJson(row.prizes) }));
}

/** The contests these store products enter. */
export async function contestKeysForProducts(db: Queryable, productIds: readonly number[]): Promise<string[]> {
  const { rows } = await db.query<{ key: string }>('SELECT key FROM contests WHERE product_id = ANY($1::int[])', [[...productIds]]);
  return rows.map((r) => r.key);
}

export async function findContest(db: Queryable, key: string): Promise<ContestRow | null> {
  const row = (await db.query<ContestRow>('SELECT * FROM contests WHERE key = $1', [key])).rows[0];
  return row ? { ...row, title: parseJson(row.title), prizes: parseJson(row.prizes) } : null;
}

export async function listLevels(db: Queryable, key: string): Promise<LevelRow[]> {
  const rows = (
    await db.query<LevelRow>('SELECT level_number, title, duration_seconds, items FROM contest_levels WHERE contest_key = $1 ORDER BY level_number', [key])
  ).rows;
  return rows.map((r) => ({ ...r, items: parseJson(r.items) }));
}

export async function setOverride(db: Queryable, key: string, state: ContestState | null): Promise<void> {
  await db.query('UPDATE contests SET override_state = $2, updated_at = now() WHERE key = $1', [key, state]);
}

/**
 * docs/requirements.md §5 "Payment counts as found when an order with status completed or processing contains
 * the contest product", with the statuses from the shared rule.
 */
export async function hasPaidForContest(db: Queryable, userId: string, productId: number | null): Promise<boolean> {
  if (productId === null) return true;
  const r = await db.query(
    `SELECT 1 FROM orders o JOIN order_items i ON i.order_id = o.id
     WHERE o.customer_id = $1 AND i.product_id = $2 AND o.status = ANY($3::text[]) LIMIT 1`,
    [userId, productId, [...PAID_ORDER_STATUSES]],
  );
  return r.rows.length > 0;
}

export async function completedLevels(db: Queryable, key: string, userId: string): Promise<number[]> {
  const { rows } = await db.query<{ level_number: number }>('SELECT level_number FROM contest_scores WHERE contest_key = $1 AND user_id = $2', [key, userId]);
  return rows.map((r) => Number(r.level_number));
}

export async function scoreByClientId(db: Queryable, clientId: string): Promise<ScoreRow | undefined> {
  return (await db.query<ScoreRow>('SELECT * FROM contest_scores WHERE client_id = $1', [clientId])).rows[0];
}

/** Stores a graded hand-in; undefined when the level was already handed in (no replay). */
export async function insertScore(
  db: Queryable,
  s: { clientId: string; key: string; userId: string; level: number; score: number; maxScore: number; timeTaken: number; answers: readonly string[] },
): Promise<ScoreRow | undefined> {
  const inserted = await db.query<ScoreRow>(
    `INSERT INTO contest_scores (client_id, contest_key, user_id, level_number, score, max_score, time_taken, answers)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb) ON CONFLICT DO NOTHING RETURNING *`,
    [s.clientId, s.key, s.userId, s.level, s.score, s.maxScore, s.timeTaken, JSON.stringify(s.answers)],
  );
  return inserted.rows[0];
}

export interface WinnerRow {
  category: { en: string; ta: string; bm: string };
  position: number;
  name: string;
  school: string;
  score: number | null;
}

export async function listWinners(db: Queryable, key: string): Promise<WinnerRow[]> {
  const { rows } = await db.query<{ category: unknown; position: number; name: string; school: string; score: string | null }>(
    'SELECT category, position, name, school, score FROM contest_winners WHERE contest_key = $1 ORDER BY id',
    [key],
  );
  return rows.map((w) => ({
    category: parseJson(w.category),
    position: w.position,
    name: w.name,
    school: w.school,
    score: w.score === null ? null : Number(w.score),
  }));
}

export interface UserForCertificate {
  first_name: string;
  last_name: string;
  school: string | null;
  /** the keyed hash of the account's MyKad (certificates loaded before sign-up are matched by it) */
  mykad_hash: string | null;
}

export async function userForCertificate(db: Queryable, userId: string): Promise<UserForCertificate | undefined> {
  return (await db.query<UserForCertificate>('SELECT first_name, last_name, school, mykad_hash FROM users WHERE id = $1', [userId])).rows[0];
}

export async function maxContestScore(db: Queryable, key: string): Promise<number> {
  const { rows } = await db.query<{ total: string | null }>('SELECT SUM(jsonb_array_length(items)) AS total FROM contest_levels WHERE contest_key = $1', [key]);
  return Number(rows[0]?.total ?? 0);
}

/** Issues (or updates) a participant's certificate; its random code is made once, by the database. */
export async function upsertCertificate(
  db: Queryable,
  c: { key: string; userId: string; name: string; school: string; award: string; score: number; rank: number },
): Promise<string> {
  const { rows } = await db.query<{ code: string }>(
    `INSERT INTO contest_certificates (contest_key, user_id, name, school, award, score, rank) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (contest_key, user_id) WHERE user_id IS NOT NULL
       DO UPDATE SET name = EXCLUDED.name, school = EXCLUDED.school, award = EXCLUDED.award, score = EXCLUDED.score, rank = EXCLUDED.rank
     RETURNING code`,
    [c.key, c.userId, c.name, c.school, c.award, c.score, c.rank],
  );
  return rows[0]!.code;
}

export interface LoadedCertificate {
  code: string;
  name: string;
  school: string;
  award: string;
  category: { en: string; ta: string; bm: string } | null;
  score: number | null;
  rank: number | null;
}

/**
 * Certificates an organiser loaded for this user (by account, or by the keyed hash of their MyKad
 * before they signed up: both are hashed with the same key chain, and a rotation re-keys both).
 */
export async function loadedCertificates(db: Queryable, key: string, userId: string, mykadHash: string | null): Promise<LoadedCertificate[]> {
  const { rows } = await db.query<{ code: string; name: string; school: string; award: string; category: unknown; score: string | null; rank: number | null }>(
    'SELECT code, name, school, award, category, score, rank FROM contest_certificates WHERE contest_key = $1 AND (user_id = $2 OR (mykad_hash IS NOT NULL AND mykad_hash = $3)) ORDER BY code',
    [key, userId, mykadHash ?? ''],
  );
  return rows.map((r) => ({ ...r, category: parseJson(r.category), score: r.score === null ? null : Number(r.score) }));
}

export interface CertificateRecord extends LoadedCertificate {
  contest_key: string;
  title: { en: string; ta: string; bm: string };
  issued_at: Date | string;
}

export async function findCertificate(db: Queryable, code: string): Promise<CertificateRecord | undefined> {
  const row = (
    await db.query<Omit<CertificateRecord, 'score'> & { score: string | null; category: unknown; title: unknown }>(
      'SELECT c.code, c.contest_key, c.name, c.school, c.award, c.category, c.score, c.rank, c.issued_at, k.title FROM contest_certificates c JOIN contests k ON k.key = c.contest_key WHERE c.code = $1',
      [code],
    )
  ).rows[0];
  return row ? { ...row, category: parseJson(row.category), title: parseJson(row.title), score: row.score === null ? null : Number(row.score) } : undefined;
}

export interface ScoreRow {
  id: string | number;
  client_id: string;
  user_id: string | number;
  level_number: number;
  score: number;
  max_score: number;
  time_taken: number;
  time_submitted: Date | string;
}

export async function userScores(db: Queryable, key: string, userId: string): Promise<ScoreRow[]> {
  return (await db.query<ScoreRow>('SELECT * FROM contest_scores WHERE contest_key = $1 AND user_id = $2 ORDER BY level_number', [key, userId])).rows;
}

export async function levelStart(db: Queryable, key: string, userId: string, number: number): Promise<number | null> {
  const row = (
    await db.query<{ started_at: Date | string }>('SELECT started_at FROM contest_level_starts WHERE contest_key = $1 AND user_id = $2 AND level_number = $3', [
      key,
      userId,
      number,
    ])
  ).rows[0];
  return row ? new Date(row.started_at).getTime() : null;
}

/** Records the first start only: a reload gets the same start back, so the clock keeps running. */
export async function recordLevelStart(db: Queryable, key: string, userId: string, number: number): Promise<number> {
  // one round trip: the new row, or the existing one when this is a reload
  const row = (
    await db.query<{ started_at: Date | string }>(
      `WITH ins AS (INSERT INTO contest_level_starts (contest_key, user_id, level_number) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING started_at)
       SELECT started_at FROM ins UNION ALL SELECT started_at FROM contest_level_starts WHERE contest_key = $1 AND user_id = $2 AND level_number = $3 LIMIT 1`,
      [key, userId, number],
    )
  ).rows[0];
  return new Date(row!.started_at).getTime();
}

export async function participantTotals(db: Queryable, key: string): Promise<RankedParticipant[]> {
  const rows = (
    await db.query<{ user_id: string; first_name: string; last_name: string; school: string | null; total_score: string; total_time: string; levels: string }>(
      `SELECT s.user_id, u.first_name, u.last_name, u.school, SUM(s.score) AS total_score, SUM(s.time_taken) AS total_time, COUNT(*) AS levels
       FROM contest_scores s JOIN users u ON u.id = s.user_id WHERE s.contest_key = $1
       GROUP BY s.user_id, u.first_name, u.last_name, u.school`,
      [key],
    )
  ).rows;
  const totals: ParticipantTotal[] = rows.map((r) => ({
    userId: String(r.user_id),
    firstName: r.first_name,
    lastName: r.last_name,
    school: r.school,
    totalScore: Number(r.total_score),
    totalTime: Number(r.total_time),
    levelsCompleted: Number(r.levels),
  }));
  return rankParticipants(totals);
}

/** Whether a teacher granted this pupil "more time" in timed contests (issue 26). */
export async function hasMoreTime(db: Queryable, userId: string | number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM more_time_accommodations WHERE user_id = $1', [userId]);
  return rows.length > 0;
}

/** Grants or withdraws "more time" for a pupil. */
export async function setMoreTime(db: Queryable, userId: string | number, grantedBy: string | number, moreTime: boolean): Promise<void> {
  if (moreTime) {
    await db.query(
      `INSERT INTO more_time_accommodations (user_id, granted_by) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET granted_by = EXCLUDED.granted_by, granted_at = now()`,
      [userId, grantedBy],
    );
  } else await db.query('DELETE FROM more_time_accommodations WHERE user_id = $1', [userId]);
}

/** The pupils of this teacher's classes who have "more time". */
export async function moreTimePupilsOf(db: Queryable, teacherId: string | number): Promise<string[]> {
  const { rows } = await db.query<{ user_id: string }>(
    `SELECT DISTINCT a.user_id FROM more_time_accommodations a
     JOIN class_members m ON m.user_id = a.user_id JOIN classes c ON c.id = m.class_id
     WHERE c.teacher_id = $1 ORDER BY a.user_id`,
    [teacherId],
  );
  return rows.map((r) => String(r.user_id));
}
