import { orderBoardPlayers, type AnsweredAttempt, type BoardPlayer, type BoardSnapshot, type ItemAttempt } from '@app/shared/node';
import type { Queryable } from '../../db/database';
import { publicSession, toSession, type GameSession, type SessionRow } from './gameboardSessions';

/**
 * Every SQL statement about live PIN games: sessions, players and their scores (fastify/demo's
 * repository). The gameboard routes and pinGames call these.
 */

/** Ends every open session past its timeout; returns their ids so the boards can be told. */
export async function expireSessions(db: Queryable, now = new Date()): Promise<number[]> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE gameboard_sessions SET status = 'ended', ended_at = expires_at WHERE status = 'open' AND expires_at <= $1 RETURNING id`,
    [now.toISOString()],
  );
  return rows.map((r) => Number(r.id));
}

export async function findOpenSession(db: Queryable, pin: string): Promise<GameSession | null> {
  const { rows } = await db.query<SessionRow>(`SELECT * FROM gameboard_sessions WHERE pin = $1 AND status = 'open' AND expires_at > now()`, [pin]);
  return rows[0] ? toSession(rows[0]) : null;
}

/** The teacher's latest session with this PIN, open or ended (ended ones are still exportable). */
export async function findTeacherSession(db: Queryable, pin: string, teacherId: number): Promise<GameSession | null> {
  const { rows } = await db.query<SessionRow>('SELECT * FROM gameboard_sessions WHERE pin = $1 AND teacher_id = $2 ORDER BY created_at DESC LIMIT 1', [
    pin,
    teacherId,
  ]);
  return rows[0] ? toSession(rows[0]) : null;
}

export async function listTeacherSessions(db: Queryable, teacherId: number): Promise<GameSession[]> {
  const { rows } = await db.query<SessionRow>('SELECT * FROM gameboard_sessions WHERE teacher_id = $1 ORDER BY created_at DESC LIMIT 20', [teacherId]);
  return rows.map(toSession);
}

/** One player's line of the board as the database has it; times in ms since the epoch. */
export interface BoardRow {
  id: number;
  nickname: string;
  status: 'playing' | 'waiting' | 'removed';
  joinedAt: number;
  best: number | null;
  attempts: number;
  lastAt: number | null;
  bestAt: number | null;
}

// Times leave the database as whole ms since the epoch (floor in numeric, so exact): parsing three
// timestamps a row was most of a 2,000-player board's read (issue 28).
const epochMs = (column: string) => `floor(extract(epoch FROM ${column}) * 1000)::float8`;

/**
 * The board's rows of one session, or of some of its players (`playerIds`: the ones a burst of
 * events named, so a live board reads what changed, not the whole game). Every read is bounded by
 * the session (gameboard_scores_board_idx), however long the history: reading the best's time by
 * player alone scanned every earlier game's scores (issue 28). Removed players are included so a
 * reader of some players learns they left; rankBoard leaves them off.
 */
export async function readBoardRows(db: Queryable, sessionId: number, playerIds?: readonly number[]): Promise<BoardRow[]> {
  const some = playerIds !== undefined;
  const { rows } = await db.query<{
    id: string;
    nickname: string;
    status: BoardRow['status'];
    joined_ms: number;
    best: string | null;
    attempts: string;
    last_ms: number | null;
    best_ms: number | null;
  }>(
    `SELECT p.id, p.nickname, p.status, ${epochMs('p.joined_at')} AS joined_ms, b.best, COALESCE(b.attempts, 0) AS attempts,
            ${epochMs('b.last_at')} AS last_ms, ${epochMs('b.best_at')} AS best_ms
     FROM gameboard_players p
     LEFT JOIN (SELECT player_id, MAX(score) AS best, COUNT(*) AS attempts, MAX(submitted_at) AS last_at,
                  (array_agg(submitted_at ORDER BY score DESC, submitted_at))[1] AS best_at
                FROM gameboard_scores WHERE session_id = $1 ${some ? 'AND player_id = ANY($2::bigint[])' : ''} GROUP BY player_id) b ON b.player_id = p.id
     WHERE p.session_id = $1 ${some ? 'AND p.id = ANY($2::bigint[])' : ''}`,
    some ? [sessionId, playerIds] : [sessionId],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    nickname: r.nickname,
    status: r.status,
    joinedAt: Number(r.joined_ms),
    best: r.best === null ? null : Number(r.best),
    attempts: Number(r.attempts),
    lastAt: r.last_ms === null ? null : Number(r.last_ms),
    bestAt: r.best_ms === null ? null : Number(r.best_ms),
  }));
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * Players ranked by best score (the earlier time they reached it wins a tie); players who have not
 * scored yet follow in join order, and players waiting to be let in are unranked.
 */
export function rankBoard(rows: Iterable<BoardRow>, session: GameSession): BoardSnapshot {
  const onBoard = [...rows].filter((r) => r.status !== 'removed');
  const ranked = onBoard
    .filter((r) => r.status === 'playing' && r.best !== null)
    .sort((a, b) => b.best! - a.best! || a.bestAt! - b.bestAt! || a.joinedAt - b.joinedAt || (a.nickname < b.nickname ? -1 : 1));
  const rankOf = new Map(ranked.map((r, i) => [r.id, i + 1]));
  const players: BoardPlayer[] = onBoard.map((r) => ({
    rank: rankOf.get(r.id) ?? null,
    nickname: r.nickname,
    bestScore: r.best,
    attempts: r.attempts,
    lastScoreAt: iso(r.lastAt),
    joinedAt: iso(r.joinedAt)!,
    status: r.status as 'playing' | 'waiting',
  }));
  return { session: publicSession(session), players: orderBoardPlayers(players) };
}

export async function readBoard(db: Queryable, session: GameSession): Promise<BoardSnapshot> {
  return rankBoard(await readBoardRows(db, session.id), session);
}

export async function findSession(db: Queryable, id: number, pin?: string): Promise<GameSession | null> {
  const { rows } =
    pin === undefined
      ? await db.query<SessionRow>('SELECT * FROM gameboard_sessions WHERE id = $1', [id])
      : await db.query<SessionRow>('SELECT * FROM gameboard_sessions WHERE id = $1 AND pin = $2', [id, pin]);
  return rows[0] ? toSession(rows[0]) : null;
}

export interface NewSession {
  pin: string;
  teacherId: number;
  quizCategory: string;
  topicKey: string;
  language: string;
  expiresAt: string;
  admission: 'open' | 'approve';
  classOnly: boolean;
}

/** Opens a session; null when an open session already has this PIN (the partial unique index decides races). */
export async function insertSession(db: Queryable, s: NewSession): Promise<GameSession | null> {
  const { rows } = await db.query<SessionRow>(
    `INSERT INTO gameboard_sessions (pin, teacher_id, quiz_category, topic_key, language, expires_at, admission, class_only)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (pin) WHERE status = 'open' DO NOTHING RETURNING *`,
    [s.pin, s.teacherId, s.quizCategory, s.topicKey, s.language, s.expiresAt, s.admission, s.classOnly],
  );
  return rows[0] ? toSession(rows[0]) : null;
}

export async function endSession(db: Queryable, sessionId: number): Promise<void> {
  await db.query(`UPDATE gameboard_sessions SET status = 'ended', ended_at = now() WHERE id = $1 AND status = 'open'`, [sessionId]);
}

export interface NewPlayer {
  sessionId: number;
  nickname: string;
  nicknameKey: string;
  userId: number | null;
  tokenHash: string;
  status: 'playing' | 'waiting';
}

/** Adds a player; undefined when the game already has that nickname. */
export async function insertPlayer(db: Queryable, p: NewPlayer): Promise<number | undefined> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO gameboard_players (session_id, nickname, nickname_key, user_id, token_hash, status) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (session_id, nickname_key) DO NOTHING RETURNING id`,
    [p.sessionId, p.nickname, p.nicknameKey, p.userId, p.tokenHash, p.status],
  );
  return rows[0] ? Number(rows[0].id) : undefined;
}

export async function findPlayerByToken(
  db: Queryable,
  sessionId: number,
  tokenHash: string,
): Promise<{ id: string; status: 'playing' | 'waiting' | 'removed' } | undefined> {
  const { rows } = await db.query<{ id: string; status: 'playing' | 'waiting' | 'removed' }>(
    'SELECT id, status FROM gameboard_players WHERE session_id = $1 AND token_hash = $2',
    [sessionId, tokenHash],
  );
  return rows[0];
}

/** An open game by PIN and, in the same read, the player a token names in it (a score's one look-up). */
export async function findOpenSessionAndPlayer(
  db: Queryable,
  pin: string,
  tokenHash: string,
): Promise<{ session: GameSession; player: { id: string; status: 'playing' | 'waiting' | 'removed' } | undefined } | null> {
  const { rows } = await db.query<SessionRow & { player_id: string | null; player_status: 'playing' | 'waiting' | 'removed' | null }>(
    `SELECT s.*, p.id AS player_id, p.status AS player_status
     FROM gameboard_sessions s LEFT JOIN gameboard_players p ON p.session_id = s.id AND p.token_hash = $2
     WHERE s.pin = $1 AND s.status = 'open' AND s.expires_at > now()`,
    [pin, tokenHash],
  );
  const row = rows[0];
  if (!row) return null;
  return { session: toSession(row), player: row.player_id ? { id: row.player_id, status: row.player_status! } : undefined };
}

/** The teacher lets a waiting player in ('playing') or takes a player off ('removed'); the player's id, or null when no such player. */
export async function setPlayerStatus(db: Queryable, sessionId: number, nickname: string, status: 'playing' | 'removed'): Promise<number | null> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE gameboard_players SET status = $3 WHERE session_id = $1 AND nickname_key = $2 AND status <> 'removed' RETURNING id`,
    [sessionId, nickname, status],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

/** Whether a user is a member of one of the teacher's classes (class-only games). */
export async function isPupilOfTeacher(db: Queryable, teacherId: number, userId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM class_members m JOIN classes c ON c.id = m.class_id WHERE m.user_id = $1 AND c.teacher_id = $2 LIMIT 1', [
    userId,
    teacherId,
  ]);
  return rows.length > 0;
}

/** Stores a player's score once per client id; false when that client id was stored before. */
export async function insertBoardScore(
  db: Queryable,
  s: { sessionId: number; playerId: string; clientId: string; score: number; durationMs: number | null; items?: ItemAttempt[] | null },
): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO gameboard_scores (session_id, player_id, client_id, score, duration_ms, items) VALUES ($1, $2, $3, $4, $5, $6::jsonb)
     ON CONFLICT (client_id) DO NOTHING RETURNING id`,
    [s.sessionId, s.playerId, s.clientId, s.score, s.durationMs, s.items ? JSON.stringify(s.items) : null],
  );
  return rows.length > 0;
}

/** Every round of the game that came with its answers, as the homework results read them (one player, one "pupil"). */
export async function readBoardAttempts(db: Queryable, sessionId: number): Promise<AnsweredAttempt[]> {
  const { rows } = await db.query<{ id: string; player_id: string; submitted_ms: number; items: ItemAttempt[] | string }>(
    `SELECT s.id, s.player_id, ${epochMs('s.submitted_at')} AS submitted_ms, s.items
     FROM gameboard_scores s JOIN gameboard_players p ON p.id = s.player_id
     WHERE s.session_id = $1 AND s.items IS NOT NULL AND p.status <> 'removed'`,
    [sessionId],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    pupilId: Number(r.player_id),
    finishedAt: Number(r.submitted_ms),
    // PGlite hands jsonb back parsed, a pg pool too; a string only from an older driver setting
    items: typeof r.items === 'string' ? (JSON.parse(r.items) as ItemAttempt[]) : r.items,
  }));
}
