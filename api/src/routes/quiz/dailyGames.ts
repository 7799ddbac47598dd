import { dailyGameVerdict, malaysianDate, nextMalaysianMidnight, type DailyGameAccount } from '@app/shared/node';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/httpError';
import { recentSubscription } from '../subscription/subscriptionCache';

export const DAILY_LIMIT_MESSAGE = "You have played today's free games. Come back tomorrow, or join your teacher's PIN game.";

/** A started game a score may still use: two days covers a game finished after midnight. */
const START_KEPT_HOURS = 48;

export interface Allowance {
  limit: number;
  /** null = no limit applies to this account */
  remaining: number | null;
  played: number;
  resetsAt: string;
}

/**
 * The account's role and the plan active now, as the subscription status computes it; the plan
 * may be up to a minute old (subscriptionCache.ts).
 */
export async function dailyGameAccount(db: Queryable, userId: string, role: 'student' | 'teacher', now = Date.now()): Promise<DailyGameAccount> {
  if (role === 'teacher') return { role, planId: 'teacher' };
  const state = await recentSubscription(db, Number(userId), undefined, now);
  return { role, planId: state.status === 'active' ? state.planId : 'none' };
}

/** Today's count, the game's open start and whether it is a PIN game, in one round trip. */
async function gameFacts(db: Queryable, game: GameRef, day: string): Promise<{ openStart: string | null; played: number; pinGame: boolean }> {
  const { rows } = await db.query<{ open_start: string | null; played: string | number; pin: boolean }>(
    `SELECT
       (SELECT id::text FROM game_starts WHERE user_id = $1 AND quiz_category = $2 AND topic_key = $3 AND score_client_id IS NULL
          AND started_at > now() - make_interval(hours => $5) ORDER BY started_at LIMIT 1) AS open_start,
       (SELECT count(*) FROM game_starts WHERE user_id = $1 AND local_day = $4) AS played,
       EXISTS (SELECT 1 FROM gameboard_players p JOIN gameboard_sessions s ON s.id = p.session_id
          WHERE p.user_id = $1 AND s.quiz_category = $2 AND s.topic_key = $3 AND s.created_at > now() - interval '1 day') AS pin`,
    [game.userId, game.quizCategory, game.topicKey, day, START_KEPT_HOURS],
  );
  const row = rows[0]!;
  return { openStart: row.open_start, played: Number(row.played), pinGame: row.pin === true };
}

export function dailyLimitError(limit: number, now: Date): HttpError {
  const resetsAt = nextMalaysianMidnight(now);
  return new HttpError(403, 'daily_limit', DAILY_LIMIT_MESSAGE, {
    limit,
    resetsAt: resetsAt.toISOString(),
    retryAfterSeconds: Math.ceil((resetsAt.getTime() - now.getTime()) / 1000),
  });
}

export interface GameRef {
  userId: string;
  role: 'student' | 'teacher';
  quizCategory: string;
  topicKey: string;
}

/**
 * Counts a game as it starts (once per game and topic until its score arrives): refused with
 * `daily_limit` past the limit. A game whose start was counted keeps its score whatever happens
 * to the count meanwhile.
 */
export async function startGame(db: Queryable, limit: number, game: GameRef, now = new Date()): Promise<Allowance> {
  const day = malaysianDate(now);
  const base = { limit, resetsAt: nextMalaysianMidnight(now).toISOString() };
  const account = await dailyGameAccount(db, game.userId, game.role);
  const facts = await gameFacts(db, game, day);
  const verdict = dailyGameVerdict({ account, pinGame: facts.pinGame, limit, playedToday: facts.played });
  // reopening a game already counted is not a new game
  if (facts.openStart && (verdict.counts || !verdict.allowed)) return { ...base, played: facts.played, remaining: Math.max(0, limit - facts.played) };
  if (!verdict.allowed) throw dailyLimitError(limit, now);
  if (!verdict.counts) return { ...base, played: facts.played, remaining: null };
  await db.query('INSERT INTO game_starts (user_id, quiz_category, topic_key, local_day) VALUES ($1, $2, $3, $4)', [
    game.userId,
    game.quizCategory,
    game.topicKey,
    day,
  ]);
  return { ...base, played: facts.played + 1, remaining: verdict.remaining };
}

/**
 * Before a score is stored: uses the game's counted start if it has one; otherwise (a game played
 * offline, an older app, a PIN game) counts it now, refusing it with `daily_limit` past the limit.
 * The app keeps a refused score and sends it again after midnight, so it is never lost. A PIN
 * game's score is never refused, but it counts towards the limit like any game, and past it, it
 * is kept off the leaderboards (returns false): joining a PIN game no longer lifts the limit on
 * what reaches the boards (issue 21.4), and the PIN game's own board is not this.
 * `account` is dailyGameAccount's answer, read by the caller before its transaction: the plan
 * needs no lock, and a transaction's own connection would miss the instance's remembered plans.
 * Returns whether the score may go on the leaderboards.
 */
export async function admitScore(
  db: Queryable,
  limit: number,
  game: GameRef & { clientId: string; account: DailyGameAccount },
  now = new Date(),
): Promise<boolean> {
  const { account } = game;
  // nothing to count for accounts without a limit: the save stays as cheap as before
  if (limit <= 0 || account.role === 'teacher') return true;
  const day = malaysianDate(now);
  const facts = await gameFacts(db, game, day);
  if (facts.openStart) {
    await db.query('UPDATE game_starts SET score_client_id = $2 WHERE id = $1', [facts.openStart, game.clientId]);
    return true;
  }
  // what reaches the boards is limited whether or not the game was a PIN game
  const verdict = dailyGameVerdict({ account, pinGame: false, limit, playedToday: facts.played });
  if (!verdict.allowed) {
    if (facts.pinGame) return false;
    throw dailyLimitError(limit, now);
  }
  if (verdict.counts) {
    await db.query('INSERT INTO game_starts (user_id, quiz_category, topic_key, local_day, score_client_id) VALUES ($1, $2, $3, $4, $5)', [
      game.userId,
      game.quizCategory,
      game.topicKey,
      day,
      game.clientId,
    ]);
  }
  return true;
}

/** Today's allowance for the hub's notice. */
export async function allowanceOf(db: Queryable, limit: number, userId: string, role: 'student' | 'teacher', now = new Date()): Promise<Allowance> {
  const base = { limit, resetsAt: nextMalaysianMidnight(now).toISOString() };
  const account = await dailyGameAccount(db, userId, role);
  const played = Number(
    (await db.query<{ n: string | number }>('SELECT count(*) AS n FROM game_starts WHERE user_id = $1 AND local_day = $2', [userId, malaysianDate(now)]))
      .rows[0]?.n ?? 0,
  );
  const verdict = dailyGameVerdict({ account, pinGame: false, limit, playedToday: played });
  if (!verdict.counts && verdict.allowed) return { ...base, played, remaining: null };
  return { ...base, played, remaining: Math.max(0, limit - played) };
}
