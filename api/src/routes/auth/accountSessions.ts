import { parseMykad } from '@app/shared/node';
import type { ApiConfig } from '../../config/apiConfig';
import type { Database } from '../../db/database';
import { recordLoginEvent, requestOrigin } from '../../auth/loginEvents';
import { admitAttemptOnAccount, admitPinAttempt, checkPairLimit, countPairFailure, countPinFailure, hitMykadLookupBudget } from '../../auth/loginGuard';
import { pinMatches } from '../../auth/teacherPin';
import { signToken } from '../../auth/tokens';
import { badRequest, conflict, HttpError, notFound } from '../../http/httpError';
import { checkRegistration, type RegistrationInput } from './profileRules';
import {
  DUPLICATE_EMAIL_MESSAGE,
  DUPLICATE_MYKAD_MESSAGE,
  emailTaken,
  findUserByMykad,
  insertUser,
  pinHashOf,
  tokenVersionOf,
  type UserRow,
} from './userRepository';

export const UNKNOWN_MYKAD_MESSAGE = 'No account is registered with this MyKad number. Please check the number or register first.';
export const PIN_REQUIRED_MESSAGE = 'This account is protected with a PIN. Enter your PIN to sign in.';
export const PIN_WRONG_MESSAGE = 'That PIN is not right. Please try again.';

/** Who is asking: the address the limits count and the headers the login record names the device by. */
export interface Caller {
  ip: string;
  headers: Record<string, string | string[] | undefined>;
}

/** A signed token for the account, carrying its role and token version (so sign-out everywhere revokes it). */
async function issueToken(db: Database, config: ApiConfig, user: UserRow): Promise<string> {
  const ver = await tokenVersionOf(db, user.id);
  return signToken({ sub: user.id, role: user.role, ver }, config.tokenSecret, config.tokenTtlSeconds);
}

/**
 * Signs in by MyKad (and the PIN, when the account has one). Every step spends a limit first:
 * the network's look-up budget, the (network, MyKad) pair's failures, the account's attempts and
 * its PIN failures; only failures count, so an owner signing in again is never slowed. Every
 * outcome on an account goes into its login record.
 */
export async function signIn(db: Database, config: ApiConfig, caller: Caller, body: { mykad: string; pin?: string }) {
  await hitMykadLookupBudget(db, caller.ip);
  const parsed = parseMykad(body.mykad);
  if (!parsed.ok) throw badRequest(parsed.message, parsed.code);
  // Counted on the 12 digits, so 900101-14-5678 and 900101145678 share one budget.
  const mykad = parsed.value.digits;
  await checkPairLimit(db, caller.ip, mykad);
  const user = await findUserByMykad(db, mykad);
  if (!user) {
    await countPairFailure(db, caller.ip, mykad);
    throw notFound(UNKNOWN_MYKAD_MESSAGE, 'mykad_not_registered');
  }
  const origin = requestOrigin(caller, user.id);
  await admitAttemptOnAccount(db, user.id, mykad, origin);
  const pinHash = await pinHashOf(db, user.id);
  if (pinHash) {
    const pin = body.pin?.trim();
    if (!pin) throw new HttpError(401, 'pin_required', PIN_REQUIRED_MESSAGE);
    await admitPinAttempt(db, user.id, origin);
    if (!pinMatches(pin, pinHash)) {
      await countPinFailure(db, user.id);
      await countPairFailure(db, caller.ip, mykad);
      await recordLoginEvent(db, user.id, origin, 'pin_wrong');
      throw new HttpError(401, 'pin_wrong', PIN_WRONG_MESSAGE);
    }
  }
  await recordLoginEvent(db, user.id, origin, 'signed_in');
  return { token: await issueToken(db, config, user), user };
}

/**
 * Makes an account and signs it in. Registration also says whether a MyKad exists, so it spends
 * the same look-up budget as sign-in. A teacher role asked for is kept as a request
 * (teacher_requested_at), never granted here.
 */
export async function registerAccount(db: Database, config: ApiConfig, caller: Caller, body: RegistrationInput) {
  await hitMykadLookupBudget(db, caller.ip);
  const { mykad, username, teacherRequested } = checkRegistration(body);
  const email = body.email!.trim().toLowerCase();
  if (await findUserByMykad(db, mykad)) throw conflict(DUPLICATE_MYKAD_MESSAGE, 'mykad_taken');
  if (await emailTaken(db, email)) throw conflict(DUPLICATE_EMAIL_MESSAGE, 'email_taken');
  // the role asked for is kept as teacher_requested_at, not as a meta pair that looks granted
  const meta = body.meta_data.filter((m) => m.key !== 'role').map((m) => (m.key === 'mykad' ? { key: 'mykad', value: mykad } : m));
  const user = await insertUser(db, {
    mykad,
    email,
    username,
    firstName: body.first_name!.trim(),
    lastName: body.last_name!.trim(),
    phoneNumber: body.phone_number!.trim(),
    country: body.country!.trim(),
    state: body.state!.trim(),
    school: body.school?.trim() || null,
    teacherRequested,
    meta,
  });
  await recordLoginEvent(db, user.id, requestOrigin(caller, user.id), 'registered');
  return { token: await issueToken(db, config, user), user };
}
