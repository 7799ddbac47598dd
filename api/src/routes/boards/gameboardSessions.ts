import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { BoardSnapshot, GameSessionInfo } from '@app/shared/node';

/** A live game ends by itself this long after it starts, if the teacher forgets to end it. */
export const GAMEBOARD_TIMEOUT_MINUTES = 90;

export interface GameSession extends GameSessionInfo {
  id: number;
  teacherId: number;
}

export type SessionRow = {
  id: string;
  pin: string;
  teacher_id: string;
  quiz_category: string;
  topic_key: string;
  language: string;
  status: 'open' | 'ended';
  created_at: Date;
  expires_at: Date;
  ended_at: Date | null;
  admission: 'open' | 'approve';
  class_only: boolean;
};
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
  admission: r.admission,
  classOnly: r.class_only,
});
export const publicSession = ({ id: _id, teacherId: _t, ...rest }: GameSession) => rest;

export const newPin = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
export const newPlayerToken = () => randomBytes(18).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** Nicknames compare without case or surrounding/duplicate spaces: "Ali" and " ali " are one player. */
export const nicknameKey = (nickname: string) => nickname.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/** Spreadsheet cells that start with = + - @ would run as formulas: prefix them with '. */
function csvCell(value: string | number | null): string {
  let s = value === null ? '' : String(value);
  if (/^[=+\-@]/.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The players who played (not those still waiting to be let in), as the board ranks them. */
export function boardCsv(board: BoardSnapshot): string {
  const header = ['rank', 'nickname', 'best_score', 'attempts', 'last_score_at', 'joined_at', 'game', 'topic', 'pin'];
  const lines = board.players
    .filter((p) => p.status === 'playing')
    .map((p) =>
      [p.rank, p.nickname, p.bestScore, p.attempts, p.lastScoreAt, p.joinedAt, board.session.quizCategory, board.session.topicKey, board.session.pin]
        .map(csvCell)
        .join(','),
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
