import type { Database } from '../../db/database';
import { HttpError } from '../../http/httpError';
import { countHit, peekHits } from '../../http/rateLimit';
import { grantTeacherRole } from '../auth/userRepository';
import { codeMatches } from './licenseCodes';
import { codeHashOf, findLicense, holdsSeat, licenseUsable, loadLicenseUser, redeemSeat } from './licenseRepository';

/** docs/requirements.md §8 "Redeem errors: 'User not logged in'; the server message, else 'Failed to redeem school license'". */
export const USER_NOT_LOGGED_IN = 'User not logged in';
export const LICENSE_MESSAGES = {
  redeemed: 'School license redeemed. Your school plan is now active.',
  already_redeemed: 'You have already redeemed your school’s license.',
  full: 'All seats on your school’s license are taken. Ask your school to add seats.',
  none: 'Your school does not have a license yet.',
  inactive: 'Your school’s license is not active.',
  codeRequired: 'Enter your school’s license code. The teacher who manages your school’s license has it.',
  codeWrong: 'That license code is not right for this school. Check it with the teacher who manages your school’s license.',
  tooManyTries: 'Too many license code tries. Please wait and try again later.',
} as const;

/** Wrong codes in an hour before a teacher (or their network) must wait. */
const CODE_MISSES_PER_USER = 10;
const CODE_MISSES_PER_NETWORK = 30;

/** The redeem page reads `success: false` on every refusal (the WordPress plugin's shape). */
const redeemError = (status: number, code: string, message: string, extra: Record<string, unknown> = {}) =>
  new HttpError(status, code, message, { success: false, ...extra });

export interface SchoolName {
  schoolName: string;
  schoolState: string;
  schoolCountry: string;
}

export interface RedeemRequest {
  /** the signed-in user (from the token) */
  userId: string;
  ip: string;
  /** the account the form names, which must be the signed-in one */
  claimedUserId?: string | number;
  claimedEmail?: string;
  firstName: string;
  lastName: string;
  redemptionCode?: string;
  school: SchoolName;
}

/**
 * Gives a teacher one seat on their school's licence and makes the account a teacher
 * (docs/adr/0009). A first seat needs the school's redemption code; holding a seat already is
 * answered as redeemed again, without the code.
 */
export async function redeemLicenseSeat(db: Database, r: RedeemRequest): Promise<{ message: string; expiresAt: string }> {
  const user = await loadLicenseUser(db, r.userId);
  if (!user) throw redeemError(401, 'not_logged_in', USER_NOT_LOGGED_IN);
  const otherId = r.claimedUserId !== undefined && String(r.claimedUserId) !== user.id;
  const otherEmail = r.claimedEmail && r.claimedEmail.toLowerCase() !== user.email.toLowerCase();
  if (otherId || otherEmail) {
    throw redeemError(403, 'not_your_account', 'You can only redeem a license for your own account.');
  }
  const license = await findLicense(db, r.school.schoolName, r.school.schoolState, r.school.schoolCountry);
  if (!license) throw redeemError(404, 'no_license', LICENSE_MESSAGES.none);
  if (!licenseUsable(license)) throw redeemError(409, 'license_inactive', LICENSE_MESSAGES.inactive);
  if (!(await holdsSeat(db, license.id, user.id))) await checkRedemptionCode(db, license.id, user.id, r);
  const outcome = await redeemSeat(db, Number(license.id), {
    userId: Number(user.id),
    email: user.email,
    // the seat records the account's own MyKad (as the account keeps it); a number in the body is not stored (docs/adr/0018)
    mykad: { hash: user.mykad_hash, last4: user.mykad_last4, keys: user.mykad_keys },
    firstName: r.firstName,
    lastName: r.lastName,
  });
  if (outcome === 'full') throw redeemError(409, 'license_full', LICENSE_MESSAGES.full);
  await grantTeacherRole(db, user.id);
  return { message: LICENSE_MESSAGES[outcome], expiresAt: new Date(license.expires_at).toISOString() };
}

/**
 * Codes are long and random; counting wrong ones only keeps a script from trying many, while a
 * staff room of teachers typing the right code is never slowed.
 */
async function checkRedemptionCode(db: Database, licenseId: string, userId: string, r: RedeemRequest): Promise<void> {
  if (!r.redemptionCode?.trim()) throw redeemError(400, 'code_required', LICENSE_MESSAGES.codeRequired);
  const keys = [`license-code-miss:${userId}`, `license-code-miss-ip:${r.ip}`];
  const [mine, network] = await Promise.all(keys.map((k) => peekHits(db, k, 3600)));
  if (mine!.count >= CODE_MISSES_PER_USER || network!.count >= CODE_MISSES_PER_NETWORK) {
    const retryAfterSeconds = mine!.retryAfterSeconds;
    throw redeemError(429, 'rate_limited', LICENSE_MESSAGES.tooManyTries, { retryAfterSeconds });
  }
  if (!codeMatches(r.redemptionCode, await codeHashOf(db, licenseId))) {
    for (const key of keys) await countHit(db, key, 3600);
    throw redeemError(403, 'code_wrong', LICENSE_MESSAGES.codeWrong);
  }
}
