import type { Queryable } from '../db/database';
import { tooManyRequests } from '../http/httpError';
import { countHit, hitRateLimit, peekHits } from '../http/rateLimit';
import { isKnownOrigin, recordLoginEvent, type RequestOrigin } from './loginEvents';

/**
 * Limits on the three MyKad look-ups (check-mykad, register, login) and on sign-in attempts,
 * chosen so that an attacker cannot turn them against an account's owner:
 *
 * - one budget per IP shared by all three look-ups, so they cannot be combined to walk the
 *   number space faster (a school behind one address still fits a class signing in);
 * - per (IP, MyKad) pair, failed attempts only (an unknown number, a wrong PIN): one network
 *   probing one number is stopped, others are not, and an owner signing in again is never slowed;
 * - per MyKad, across all networks: past the limit only devices and networks the owner has signed
 *   in from before may still try, so spraying attempts from elsewhere never locks the owner out;
 * - wrong PINs count per account the same way.
 */
export const LOOKUP_LIMIT = { perMinute: 20, perHour: 200 };
export const PAIR_LIMIT = { attempts: 10, windowSeconds: 600 };
export const MYKAD_LIMIT = { attempts: 20, windowSeconds: 600 };
export const PIN_LIMIT = { failures: 10, windowSeconds: 3600 };

export const LOOKUP_RATE_LIMIT_MESSAGE = 'Too many MyKad look-ups from this network. Please wait a minute and try again.';
export const LOGIN_RATE_LIMIT_MESSAGE = 'Too many sign-in attempts. Please wait a few minutes and try again.';
export const ACCOUNT_SLOWED_MESSAGE =
  'There have been many sign-in attempts on this MyKad from elsewhere, so for a few minutes it can only sign in on a phone or computer that has signed in to it before.';

/** One budget per IP for check-mykad, register and login together. */
export async function hitMykadLookupBudget(db: Queryable, ip: string): Promise<void> {
  await hitRateLimit(db, `mykad-lookup-ip:${ip}`, LOOKUP_LIMIT.perMinute, 60, LOOKUP_RATE_LIMIT_MESSAGE);
  await hitRateLimit(db, `mykad-lookup-ip-hour:${ip}`, LOOKUP_LIMIT.perHour, 3600, LOOKUP_RATE_LIMIT_MESSAGE);
}

/** Before the account is looked up: refused once the (IP, MyKad) pair has failed too often. */
export async function checkPairLimit(db: Queryable, ip: string, mykad: string): Promise<void> {
  const { count, retryAfterSeconds } = await peekHits(db, `login-pair:${ip}:${mykad}`, PAIR_LIMIT.windowSeconds);
  if (count >= PAIR_LIMIT.attempts) throw tooManyRequests(LOGIN_RATE_LIMIT_MESSAGE, retryAfterSeconds);
}

/** A failed attempt (unknown number, wrong PIN) from this network on this number. */
export async function countPairFailure(db: Queryable, ip: string, mykad: string): Promise<void> {
  await countHit(db, `login-pair:${ip}:${mykad}`, PAIR_LIMIT.windowSeconds);
}

/**
 * Counts an attempt on the account from anywhere; past the limit, refuses it unless it comes from
 * a device or network the owner has used. A refusal is written to the owner's login record.
 */
export async function admitAttemptOnAccount(db: Queryable, userId: string, mykad: string, origin: RequestOrigin): Promise<void> {
  const { count, retryAfterSeconds } = await countHit(db, `login-mykad:${mykad}`, MYKAD_LIMIT.windowSeconds);
  if (count <= MYKAD_LIMIT.attempts || (await isKnownOrigin(db, userId, origin))) return;
  await recordLoginEvent(db, userId, origin, 'refused');
  throw tooManyRequests(ACCOUNT_SLOWED_MESSAGE, retryAfterSeconds);
}

/** Whether another PIN guess may be made now: past the limit, only from a known device or network. */
export async function admitPinAttempt(db: Queryable, userId: string, origin: RequestOrigin): Promise<void> {
  const { count, retryAfterSeconds } = await peekHits(db, `pin-fail:${userId}`, PIN_LIMIT.windowSeconds);
  if (count < PIN_LIMIT.failures || (await isKnownOrigin(db, userId, origin))) return;
  await recordLoginEvent(db, userId, origin, 'refused');
  throw tooManyRequests(ACCOUNT_SLOWED_MESSAGE, retryAfterSeconds);
}

export async function countPinFailure(db: Queryable, userId: string): Promise<void> {
  await countHit(db, `pin-fail:${userId}`, PIN_LIMIT.windowSeconds);
}
