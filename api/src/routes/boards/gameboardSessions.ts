import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../db/database';
import type { BoardSnapshot, GameSessionInfo } from '@app/shared/src/analytics/boardTypes';

/** A live game ends by itself this long after it starts, if the teacher forgets to end it. */
export const GAMEBOARD_TIMEOUT_MINUTES = 90;

export interface GameSession extends GameSessionInfo {
  id: number;
  teacherId: number;
}

type SessionRow = { id: string; pin: string; teacher_id: string; quiz_category: string; topic_key: string; language: string; status: 'open' | 'ended'; created_at: Date; expires_at: Date; ended_at: Date | null };
const iso = (v: Date | string | null) => (v ? new Date(v).toISOString() : null);
export const toSession = (r: SessionRow): GameSession => ({
  id: Number(r.id),
  pin: r.pin,
  teacherId: Number(r.teacher_id),
  quizCategory: r.quiz_category,
  topicKey: r.topic_key,
  language: r.language,
  status: r.status,
  createdAt: iso(r.created_at)!,
  expiresAt: iso(r.expires_at)!,
  endedAt: iso(r.ended_at),
});
export const publicSession = ({ id: _id, teacherId: _t, ...rest }: GameSession) => rest;

export const newPin = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
export const newPlayerToken = () => randomBytes(18).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** Nicknames compare without case or surrounding/duplicate spaces: "Ali" and " ali " are one player. */
export const nicknameKey = (nickname: string) => nickname.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase();

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
  const { rows } = await db.query<SessionRow>('SELECT * FROM gameboard_sessions WHERE pin = $1 AND teacher_id = $2 ORDER BY created_at DESC LIMIT 1', [pin, teacherId]);
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
    .map((r) => ({ ...r, bestNum: r.best === null ? null : Number(r.best), bestAt: r.best_at ? new Date(r.best_at).getTime() : 0, joined: new Date(r.joined_at).getTime() }))
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

/** Spreadsheet cells that start with = + - @ would run as formulas: prefix them with '. */
function csvCell(value: string | number | null): string {
  let s = value === null ? '' : String(value);
  if (/^[=+\-@]/.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function boardCsv(board: BoardSnapshot): string {
  const header = ['rank', 'nickname', 'best_score', 'attempts', 'last_score_at', 'joined_at', 'game', 'topic', 'pin'];
  const lines = board.players.map((p) =>
    [p.rank, p.nickname, p.bestScore, p.attempts, p.lastScoreAt, p.joinedAt, board.session.quizCategory, board.session.topicKey, board.session.pin].map(csvCell).join(','),
  );
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}

/** A stream ticket: EventSource cannot send an Authorization header, so the board asks for a short-lived signed ticket naming one session. */
export function signStreamTicket(sessionId: number, expiresAtMs: number, secret: string): string {
  const body = `${sessionId}.${Math.floor(expiresAtMs / 1000)}`;
  return `${body}.${createHmac('sha256', secret).update(`gameboard-stream:${body}`).digest('base64url')}`;
}

export function verifyStreamTicket(ticket: string, secret: string, now = Date.now()): number | null {
  const [id, exp, sig] = ticket.split('.');
  if (!id || !exp || !sig) return null;
  const expected = createHmac('sha256', secret).update(`gameboard-stream:${id}.${exp}`).digest();
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (Number(exp) * 1000 <= now) return null;
  return Number(id);
}
