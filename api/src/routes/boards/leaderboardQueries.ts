import type { Queryable } from '../../db/database';
import {
  leaderboardDisplayName,
  leaderboardPeriodStart,
  type LeaderboardPeriod,
  type LeaderboardScope,
  type Leaderboard,
  type LeaderboardEntry,
  malaysiaDayKey,
  rankSchools,
  SCHOOL_RANKING,
  schoolStanding,
  type SchoolboardRow,
  type SchoolboardSort,
  type SchoolPupil,
} from '@app/shared/node';
import type { BoardUser } from './boardAccess';

export interface LeaderboardFilter {
  quizCategory?: string;
  topicKey?: string;
  language?: string;
  period: LeaderboardPeriod;
  scope: LeaderboardScope;
  limit: number;
}

const iso = (v: Date | string) => new Date(v).toISOString();

/** The bucket key leaderboard_bests uses (041): the period's first local (UTC+8) date. */
export function leaderboardBucket(period: LeaderboardPeriod, now: Date): string {
  const start = leaderboardPeriodStart(period, now);
  return start ? malaysiaDayKey(start) : '1970-01-01';
}

type RankedRow = {
  rank: string;
  total: string;
  user_id: string;
  score: string;
  time_submitted: Date | string;
  first_name: string;
  last_name: string;
  role: string;
  school: string | null;
  show_full: boolean;
};

/**
 * Ranks `bucket` (one row per player: user_id, score, time_submitted): the top `limit` rows,
 * the viewer's row with its rank counted (two range scans, as long as the rows above the
 * viewer), the bucket's size, and the names to show.
 */
function rankSql(bucket: { sql: string; materialized: boolean }, limit: string, me: string): string {
  return `
  WITH bucket AS ${bucket.materialized ? 'MATERIALIZED' : 'NOT MATERIALIZED'} (${bucket.sql}),
  top AS (
    SELECT t.*, ROW_NUMBER() OVER (ORDER BY t.score DESC, t.time_submitted, t.user_id) AS rank
    FROM (SELECT * FROM bucket ORDER BY score DESC, time_submitted, user_id LIMIT ${limit}) t
  ),
  mine AS (
    SELECT m.*, 1 + (SELECT count(*) FROM bucket o WHERE o.score > m.score)
      + (SELECT count(*) FROM bucket o WHERE o.score = m.score AND (o.time_submitted, o.user_id) < (m.time_submitted, m.user_id)) AS rank
    FROM bucket m WHERE m.user_id = ${me} AND NOT EXISTS (SELECT 1 FROM top WHERE top.user_id = ${me})
  ),
  shown AS (
    SELECT s.*, (SELECT count(*) FROM bucket) AS total FROM (SELECT * FROM top UNION ALL SELECT * FROM mine) s
  )
  SELECT r.rank, r.total, r.user_id, r.score, r.time_submitted, u.first_name, u.last_name, u.role, u.school,
    EXISTS (SELECT 1 FROM class_members cm JOIN classes c ON c.id = cm.class_id WHERE cm.user_id = r.user_id AND c.show_full_names) AS show_full
  FROM shown r JOIN users u ON u.id = r.user_id
  ORDER BY r.rank`;
}

/**
 * Each player's best score in the filter (the earliest time they reached it breaks ties),
 * ranked; the top `limit` rows plus the viewer's row.
 *
 * Without a topic the ranking is read from leaderboard_bests (migration 041), where a trigger
 * keeps each player's best per period bucket, game and language: the top rows are an index scan
 * and the viewer's rank two counts, however many scores there are. A topic is a narrow slice of
 * quiz_scores, ranked directly through quiz_scores_topic_idx.
 */
export async function readLeaderboard(db: Queryable, viewer: BoardUser, f: LeaderboardFilter, now = new Date()): Promise<Leaderboard> {
  const start = leaderboardPeriodStart(f.period, now);
  const base = { period: f.period, scope: f.scope, periodStart: start?.toISOString() ?? null };
  if (f.scope === 'school' && !viewer.school) return { ...base, total: 0, entries: [], viewer: null, scopeMissing: 'school' };
  const params: unknown[] = [];
  const p = (v: unknown) => `$${params.push(v)}`;
  let players: string | null = null;
  if (f.scope === 'class') {
    const classes = await db.query<{ id: string }>('SELECT id FROM classes WHERE teacher_id = $1 UNION SELECT class_id FROM class_members WHERE user_id = $1', [
      viewer.id,
    ]);
    if (classes.rows.length === 0) return { ...base, total: 0, entries: [], viewer: null, scopeMissing: 'class' };
    players = `SELECT user_id FROM class_members WHERE class_id = ANY(${p(classes.rows.map((r) => Number(r.id)))}::bigint[])`;
  }
  if (f.scope === 'school') players = `SELECT id FROM users WHERE school = ${p(viewer.school)} AND state = ${p(viewer.state)}`;
  const bucket = f.topicKey ? topicBucket(f, start, players, p) : rollupBucket(f, now, players, p);
  const { rows } = await db.query<RankedRow>(rankSql(bucket, p(f.limit), p(viewer.id)), params);
  const toEntry = (r: RankedRow): LeaderboardEntry => ({
    rank: Number(r.rank),
    name: leaderboardDisplayName({ firstName: r.first_name, lastName: r.last_name, role: r.role, showFullName: r.show_full }),
    school: r.school,
    score: Number(r.score),
    timeSubmitted: iso(r.time_submitted),
    isViewer: Number(r.user_id) === viewer.id,
  });
  const all = rows.map(toEntry);
  return {
    ...base,
    total: Number(rows[0]?.total ?? 0),
    entries: all.filter((e) => e.rank <= f.limit),
    viewer: all.find((e) => e.isViewer) ?? null,
    scopeMissing: null,
  };
}

/** One bucket of leaderboard_bests: each use in rankSql is its own index scan, so it stays inline. */
function rollupBucket(f: LeaderboardFilter, now: Date, players: string | null, p: (v: unknown) => string) {
  const sql = `SELECT user_id, score, time_submitted FROM leaderboard_bests
    WHERE period = ${p(f.period)} AND period_start = ${p(leaderboardBucket(f.period, now))}::date
      AND quiz_category = ${p(f.quizCategory ?? '*')} AND language = ${p(f.language ?? '*')}
      ${players ? `AND user_id IN (${players})` : ''}`;
  return { sql, materialized: false };
}

/** Each player's best in one topic, read in order from quiz_scores_topic_idx; computed once. */
function topicBucket(f: LeaderboardFilter, start: Date | null, players: string | null, p: (v: unknown) => string) {
  // scores kept off the boards (too fast, past the daily games, removed: migration 065) are not ranked
  const where = [`s.topic_key = ${p(f.topicKey)}`, 's.off_board IS NULL'];
  if (f.quizCategory) where.push(`s.quiz_category = ${p(f.quizCategory)}`);
  if (f.language) where.push(`s.language = ${p(f.language)}`);
  if (start) where.push(`s.time_submitted >= ${p(start.toISOString())}`);
  if (players) where.push(`s.user_id IN (${players})`);
  const sql = `SELECT DISTINCT ON (s.user_id) s.user_id, s.score, s.time_submitted
    FROM quiz_scores s WHERE ${where.join(' AND ')}
    ORDER BY s.user_id, s.score DESC, s.time_submitted ASC`;
  return { sql, materialized: true };
}

/** Drops buckets no read can ask for any more (a past day, week or month); 'all' stays. */
export async function pruneLeaderboardBests(db: Queryable, now = new Date()): Promise<void> {
  for (const period of ['today', 'week', 'month'] as const) {
    await db.query('DELETE FROM leaderboard_bests WHERE period = $1 AND period_start < $2::date', [period, leaderboardBucket(period, now)]);
  }
}

/**
 * Schools ranked by a rule a handful of new or idle accounts cannot move (issue 21.4, shared
 * schoolRanking.ts, docs/adr/0019): per school, the pupils who count (a score above 0, an account
 * SETTLED_DAYS old or in a class), the best TOP_PUPILS of them and how many count in all; the
 * shared rule makes the figure and the ranking. Read from the all-languages bucket of
 * leaderboard_bests (one row per active player, with their best and their summed scores).
 */
export async function readSchoolboard(
  db: Queryable,
  f: { state?: string; period: LeaderboardPeriod; quizCategory?: string; sort: SchoolboardSort },
  now = new Date(),
): Promise<SchoolboardRow[]> {
  const params: unknown[] = [];
  const p = (v: unknown) => `$${params.push(v)}`;
  const where = [
    `b.period = ${p(f.period)}`,
    `b.period_start = ${p(leaderboardBucket(f.period, now))}::date`,
    `b.quiz_category = ${p(f.quizCategory ?? '*')}`,
    `b.language = '*'`,
    `b.score > 0`,
    `u.role = 'student'`,
    `u.school IS NOT NULL`,
    `u.school <> ''`,
    `(u.created_at <= now() - make_interval(days => ${p(SCHOOL_RANKING.settledDays)}) OR EXISTS (SELECT 1 FROM class_members cm WHERE cm.user_id = u.id))`,
  ];
  if (f.state) where.push(`u.state = ${p(f.state)}`);
  const { rows } = await db.query<{ school: string; state: string; best: string; total: string; active: string }>(
    `SELECT school, state, best, total, active FROM (
       SELECT u.school, u.state, b.score AS best, b.total_score AS total,
         COUNT(*) OVER (PARTITION BY u.school, u.state) AS active,
         ROW_NUMBER() OVER (PARTITION BY u.school, u.state ORDER BY b.score DESC, b.total_score DESC) AS place
       FROM leaderboard_bests b JOIN users u ON u.id = b.user_id
       WHERE ${where.join(' AND ')}
     ) pupils
     WHERE place <= ${p(SCHOOL_RANKING.topPupils)} AND active >= ${p(SCHOOL_RANKING.minActivePupils)}`,
    params,
  );
  const schools = new Map<string, { school: string; state: string; active: number; pupils: SchoolPupil[] }>();
  for (const r of rows) {
    const key = JSON.stringify([r.school, r.state]);
    let school = schools.get(key);
    if (!school) schools.set(key, (school = { school: r.school, state: r.state, active: Number(r.active), pupils: [] }));
    // the query kept only pupils who count: they are settled or in a class
    school.pupils.push({ best: Number(r.best), total: Number(r.total), accountAgeDays: SCHOOL_RANKING.settledDays, inClass: true });
  }
  return rankSchools(
    [...schools.values()].map((s) => ({ school: s.school, state: s.state, standing: schoolStanding(s.pupils, s.active) })),
    f.sort,
  );
}

/** A player's own scoreboard: their latest 50 games, and per game and topic their best and average. */
export async function readScoreboard(db: Queryable, userId: number) {
  const recent = await db.query<{
    quiz_category: string;
    topic_key: string;
    language: string | null;
    score: string;
    level: number;
    time_submitted: Date | string;
  }>(
    `SELECT quiz_category, topic_key, language, score, level, time_submitted FROM quiz_scores
     WHERE user_id = $1 ORDER BY time_submitted DESC LIMIT 50`,
    [userId],
  );
  const bests = await db.query<{
    quiz_category: string;
    topic_key: string;
    best: string;
    attempts: string;
    average: string;
    last_played: Date | string;
  }>(
    `SELECT quiz_category, topic_key, MAX(score) AS best, COUNT(*) AS attempts, AVG(score) AS average,
       MAX(time_submitted) AS last_played
     FROM quiz_scores WHERE user_id = $1 GROUP BY quiz_category, topic_key
     ORDER BY quiz_category, MAX(time_submitted) DESC`,
    [userId],
  );
  return {
    recent: recent.rows.map((r) => ({
      quizCategory: r.quiz_category,
      topicKey: r.topic_key,
      language: r.language,
      score: Number(r.score),
      level: Number(r.level),
      timeSubmitted: new Date(r.time_submitted).toISOString(),
    })),
    bests: bests.rows.map((r) => ({
      quizCategory: r.quiz_category,
      topicKey: r.topic_key,
      bestScore: Number(r.best),
      attempts: Number(r.attempts),
      averageScore: Math.round(Number(r.average) * 100) / 100,
      lastPlayed: new Date(r.last_played).toISOString(),
    })),
  };
}
