import type { BoardSnapshot } from '@app/shared/node';
import type { Queryable } from '../../db/database';
import { publicSession, toSession, type GameSession, type SessionRow } from './gameboardSessions';

/**
 * Every SQL statement about live PIN games: sessions, players and their scores (fastify/demo's
 * repository). The gameboard routes and pinGames call these.
 */

const iso = (v: Date | string | null) => (v ? new Date(v).toISOString() : null);

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

/** Players ranked by best score (the earlier time they reached it wins a tie); players who have not scored yet follow in join order. */
export async function readBoard(db: Queryable, session: GameSession): Promise<BoardSnapshot> {
  const { rows } = await db.query<{ nickname: string; joined_at: Date; best: string | null; attempts: string; last_at: Date | null; best_at: Date | null }>(
    `SELECT p.nickname, p.joined_at, b.best, COALESCE(b.attempts, 0) AS attempts, b.last_at,
       (SELECT MIN(s2.submitted_at) FROM gameboard_scores s2 WHERE s2.player_id = p.id AND s2.score = b.best) AS best_at
     FROM gameboard_players p
     LEFT JOIN (SELECT player_id, MAX(score) AS best, COUNT(*) AS attempts, MAX(submitted_at) AS last_at FROM gameboard_scores WHERE session_id = $1 GROUP BY player_id) b ON b.player_id = p.id
     WHERE p.session_id = $1`,
    [session.id],
  );
  const sorted = rows
    .map((r) => ({
      ...r,
      bestNum: r.best === null ? null : Number(r.best),
      bestAt: r.best_at ? new Date(r.best_at).getTime() : 0,
      joined: new Date(r.joined_at).getTime(),
    }))
    .sort((a, b) => {
      if (a.bestNum === null || b.bestNum === null) return a.bestNum === b.bestNum ? a.joined - b.joined : a.bestNum === null ? 1 : -1;
      return b.bestNum - a.bestNum || a.bestAt - b.bestAt || a.joined - b.joined;
    });
  let rank = 0;
  return {
    session: publicSession(session),
    players: sorted.map((r) => ({
      rank: r.bestNum === null ? null : ++rank,
      nickname: r.nickname,
      bestScore: r.bestNum,
      attempts: Number(r.attempts),
      lastScoreAt: iso(r.last_at),
      joinedAt: iso(r.joined_at)!,
    })),
  };
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
}

/** Opens a session; null when an open session already has this PIN (the partial unique index decides races). */
export async function insertSession(db: Queryable, s: NewSession): Promise<GameSession | null> {
  const { rows } = await db.query<SessionRow>(
    `INSERT INTO gameboard_sessions (pin, teacher_id, quiz_category, topic_key, language, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (pin) WHERE status = 'open' DO NOTHING RETURNING *`,
    [s.pin, s.teacherId, s.quizCategory, s.topicKey, s.language, s.expiresAt],
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
}

/** Adds a player; undefined when the game already has that nickname. */
export async function insertPlayer(db: Queryable, p: NewPlayer): Promise<number | undefined> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO gameboard_players (session_id, nickname, nickname_key, user_id, token_hash) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (session_id, nickname_key) DO NOTHING RETURNING id`,
    [p.sessionId, p.nickname, p.nicknameKey, p.userId, p.tokenHash],
  );
  return rows[0] ? Number(rows[0].id) : undefined;
}

export async function findPlayerByToken(db: Queryable, sessionId: number, tokenHash: string): Promise<string | undefined> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM gameboard_players WHERE session_id = $1 AND token_hash = $2', [sessionId, tokenHash]);
  return rows[0]?.id;
}

/** Stores a player's score once per client id; false when that client id was stored before. */
export async function insertBoardScore(
  db: Queryable,
  s: { sessionId: number; playerId: string; clientId: string; score: number; durationMs: number | null },
): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO gameboard_scores (session_id, player_id, client_id, score, duration_ms) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (client_id) DO NOTHING RETURNING id`,
    [s.sessionId, s.playerId, s.clientId, s.score, s.durationMs],
  );
  return rows.length > 0;
}
