import type { Queryable } from '../../db/database';
import { tooManyRequests } from '../../http/httpError';
import { networkPrefix } from '../../http/networkPrefix';
import { DAY_KEY_SUFFIX, hitRateLimit, spendBudgets, spentBudget, type Budget } from '../../http/rateLimit';

/**
 * Limits on finding and joining PIN games (issue 21.7), kept in the rate_limits table so they
 * hold across api instances, and counted like the sign-in limits (docs/adr/0018):
 *
 * - Per network (an IPv4 address, an IPv6 /64): only PINs that name no open game count. A class
 *   of 40 behind one school address typing the PIN on the board spends nothing (a few typos
 *   spend a few); a stranger guessing PINs gets 60 tries in 10 minutes and 300 a day instead of
 *   a hundred a second.
 * - Per network, every join: 200 a minute, a class and then some.
 * - Per game: refused joins (a taken or unfit nickname, not a pupil of the teacher) 200 in 10
 *   minutes, so nobody can hammer a known PIN; and at most 5,000 joins, the largest game the
 *   boards are measured at.
 */
export const PIN_MISSES = { per10Minutes: 60, perDay: 300 };
export const JOINS_PER_NETWORK = { perMinute: 200 };
export const REFUSED_JOINS_PER_GAME = { per10Minutes: 200 };
export const JOINS_PER_GAME = 5000;

export const PIN_GUESSING_MESSAGE = 'Too many PINs from this network named no game. Check the PIN on your teacher’s screen and try again later.';
const TOO_MANY_JOINS = 'Too many joins from this network. Please wait a minute.';
const GAME_BUSY = 'This game has refused many joins. Please wait a few minutes, or ask your teacher.';
const GAME_FULL = 'This game is full.';

const missBudgets = (ip: string): Budget[] => {
  const prefix = networkPrefix(ip);
  return [
    { key: `pin-miss:${prefix}`, seconds: 600, limit: PIN_MISSES.per10Minutes },
    { key: `pin-miss:${prefix}${DAY_KEY_SUFFIX}`, seconds: 86400, limit: PIN_MISSES.perDay },
  ];
};

/** Refuses a network that has spent its PINs that named no game. */
export async function refuseIfGuessingPins(db: Queryable, ip: string): Promise<void> {
  const { spent, retryAfterSeconds } = await spentBudget(db, missBudgets(ip));
  if (spent) throw tooManyRequests(PIN_GUESSING_MESSAGE, retryAfterSeconds);
}

/** A PIN that named no open game, from this network. */
export async function countPinMiss(db: Queryable, ip: string): Promise<void> {
  await spendBudgets(db, missBudgets(ip));
}

export async function countJoinFromNetwork(db: Queryable, ip: string): Promise<void> {
  await hitRateLimit(db, `gameboard-join:${networkPrefix(ip)}`, JOINS_PER_NETWORK.perMinute, 60, TOO_MANY_JOINS);
}

const refusedBudget = (sessionId: number): Budget => ({ key: `pin-refused:${sessionId}`, seconds: 600, limit: REFUSED_JOINS_PER_GAME.per10Minutes });
// a game lasts at most 90 minutes: one window of 100 minutes holds nearly all of it
const joinedBudget = (sessionId: number): Budget => ({ key: `pin-joined:${sessionId}`, seconds: 6000, limit: JOINS_PER_GAME });

/** Refuses a join to a game that has refused too many, or is full. */
export async function refuseIfGameBusy(db: Queryable, sessionId: number): Promise<void> {
  const refused = await spentBudget(db, [refusedBudget(sessionId)]);
  if (refused.spent) throw tooManyRequests(GAME_BUSY, refused.retryAfterSeconds);
  const full = await spentBudget(db, [joinedBudget(sessionId)]);
  if (full.spent) throw tooManyRequests(GAME_FULL, full.retryAfterSeconds);
}

export const countRefusedJoin = (db: Queryable, sessionId: number) => spendBudgets(db, [refusedBudget(sessionId)]);
export const countJoined = (db: Queryable, sessionId: number) => spendBudgets(db, [joinedBudget(sessionId)]);
