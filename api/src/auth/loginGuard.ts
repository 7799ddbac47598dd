import type { Queryable } from '../db/database';
import { tooManyRequests } from '../http/httpError';
import { networkPrefix } from '../http/networkPrefix';
import { countHit, DAY_KEY_SUFFIX, peekHits, spendBudgets, spentBudget, type Budget } from '../http/rateLimit';
import { recordLoginEvent, type RequestOrigin } from './loginEvents';
import { isTrustedDevice } from './trustedDevices';

/**
 * Limits on everything a MyKad opens (sign-in, registration, the MyKad check), chosen so that a
 * class signs in and a stranger gets nowhere (docs/adr/0018):
 *
 * - Per network (an IPv4 address, an IPv6 /64): only answers that sign nobody in count (an
 *   unknown number, "this device needs one more step", a wrong card code, every MyKad check).
 *   A class of 40 behind one school address, each pupil signing in on a device they used before,
 *   spends nothing; on new devices it spends one a pupil. Past the budget a trusted device still
 *   signs in: a pupil probing numbers cannot lock the teacher out.
 * - Per MyKad (its keyed hash), from anywhere: tries from devices not trusted for it. Past the
 *   limit only a trusted device (or the sign-in card's link) signs in to it.
 * - Per account: wrong card codes and PINs; the picture password locks after three wrong pairs.
 */
export const NETWORK_MISSES = { per10Minutes: 100, perDay: 500 };
export const NEW_ACCOUNTS = { per10Minutes: 60, perDay: 300 };
export const MYKAD_TRIES = { perHour: 30 };
export const STEP_FAILURES = { perHour: 10, perDay: 30 };
export const PIN_LIMIT = { failures: 10, windowSeconds: 3600 };

export const NETWORK_BUSY_MESSAGE =
  'Too many sign-in attempts from this network that did not sign anyone in. Phones and computers that have signed in before still can; others please wait and try again later.';
export const LOGIN_RATE_LIMIT_MESSAGE = 'Too many sign-in attempts. Please wait a few minutes and try again.';
export const ACCOUNT_SLOWED_MESSAGE =
  'There have been many sign-in attempts on this MyKad from elsewhere, so for now it can only sign in on a phone or computer that has signed in to it before, or with its sign-in card.';
export const NEW_ACCOUNTS_MESSAGE = 'Many accounts have been registered from this network today. Please try again later.';

const networkBudgets = (ip: string): Budget[] => {
  const prefix = networkPrefix(ip);
  return [
    { key: `signin-miss:${prefix}`, seconds: 600, limit: NETWORK_MISSES.per10Minutes },
    { key: `signin-miss:${prefix}${DAY_KEY_SUFFIX}`, seconds: 86400, limit: NETWORK_MISSES.perDay },
  ];
};

/** Refuses when the network has spent its budget of answers that signed nobody in. */
export async function refuseIfNetworkSpent(db: Queryable, ip: string): Promise<void> {
  const { spent, retryAfterSeconds } = await spentBudget(db, networkBudgets(ip));
  if (spent) throw tooManyRequests(NETWORK_BUSY_MESSAGE, retryAfterSeconds);
}

/** An answer that signed nobody in, from this network. */
export async function countNetworkMiss(db: Queryable, ip: string): Promise<void> {
  await spendBudgets(db, networkBudgets(ip));
}

const newAccountBudgets = (ip: string): Budget[] => {
  const prefix = networkPrefix(ip);
  return [
    { key: `new-account:${prefix}`, seconds: 600, limit: NEW_ACCOUNTS.per10Minutes },
    { key: `new-account:${prefix}${DAY_KEY_SUFFIX}`, seconds: 86400, limit: NEW_ACCOUNTS.perDay },
  ];
};

/** New accounts from one network: a class registering together fits, a script making thousands does not. */
export async function admitNewAccount(db: Queryable, ip: string): Promise<void> {
  const { spent, retryAfterSeconds } = await spentBudget(db, newAccountBudgets(ip));
  if (spent) throw tooManyRequests(NEW_ACCOUNTS_MESSAGE, retryAfterSeconds);
}

export async function countNewAccount(db: Queryable, ip: string): Promise<void> {
  await spendBudgets(db, newAccountBudgets(ip));
}

/**
 * Counts a try on one MyKad from a device not trusted for it, from anywhere; past the limit it is
 * refused (and written to the owner's sign-in record when the number has an account).
 */
export async function admitTryOnMykad(db: Queryable, mykadHash: string, account?: { userId: string; origin: RequestOrigin }): Promise<void> {
  const { count, retryAfterSeconds } = await countHit(db, `mykad-tries:${mykadHash}`, 3600);
  if (count <= MYKAD_TRIES.perHour) return;
  if (account) await recordLoginEvent(db, account.userId, account.origin, 'refused');
  throw tooManyRequests(ACCOUNT_SLOWED_MESSAGE, retryAfterSeconds);
}

const stepBudgets = (userId: string): Budget[] => [
  { key: `step-fail:${userId}`, seconds: 3600, limit: STEP_FAILURES.perHour },
  { key: `step-fail:${userId}${DAY_KEY_SUFFIX}`, seconds: 86400, limit: STEP_FAILURES.perDay },
];

/** Whether another card code or PIN may be tried on the account now. */
export async function admitStepAttempt(db: Queryable, userId: string, origin: RequestOrigin): Promise<void> {
  const { spent, retryAfterSeconds } = await spentBudget(db, stepBudgets(userId));
  if (!spent) return;
  await recordLoginEvent(db, userId, origin, 'refused');
  throw tooManyRequests(ACCOUNT_SLOWED_MESSAGE, retryAfterSeconds);
}

export async function countStepFailure(db: Queryable, userId: string): Promise<void> {
  await spendBudgets(db, stepBudgets(userId));
}

/**
 * Changing a PIN needs the current one: past the limit of wrong ones, only a device trusted for
 * the account may still try.
 */
export async function admitPinAttempt(db: Queryable, userId: string, origin: RequestOrigin, deviceKey: string | null): Promise<void> {
  const { count, retryAfterSeconds } = await peekHits(db, `pin-fail:${userId}`, PIN_LIMIT.windowSeconds);
  if (count < PIN_LIMIT.failures || (await isTrustedDevice(db, userId, deviceKey))) return;
  await recordLoginEvent(db, userId, origin, 'refused');
  throw tooManyRequests(ACCOUNT_SLOWED_MESSAGE, retryAfterSeconds);
}

export async function countPinFailure(db: Queryable, userId: string): Promise<void> {
  await countHit(db, `pin-fail:${userId}`, PIN_LIMIT.windowSeconds);
}
