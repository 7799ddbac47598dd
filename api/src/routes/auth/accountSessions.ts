import { parseMykad } from '@app/shared/node';
import type { ApiConfig } from '../../config/apiConfig';
import type { Database } from '../../db/database';
import { isDemoMykad } from '../../db/seed/demoUsers';
import { recordLoginEvent, requestOrigin } from '../../auth/loginEvents';
import { admitNewAccount, admitTryOnMykad, countNetworkMiss, countNewAccount, refuseIfNetworkSpent } from '../../auth/loginGuard';
import { mykadLast4 } from '../../auth/mykadHash';
import { signToken } from '../../auth/tokens';
import { deviceKeyOf, isTrustedDevice, trustDevice } from '../../auth/trustedDevices';
import { badRequest, conflict, HttpError, notFound } from '../../http/httpError';
import { newDeviceStepPassed, stepRequired, type StepAnswers } from './newDeviceStep';
import { checkRegistration, type RegistrationInput } from './profileRules';
import { recordParentConsent, requiredParentConsent, type ParentConsentBody } from './parentConsents';
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

/** Who is asking: the address the limits count and the headers naming the device (and its key). */
export interface Caller {
  ip: string;
  headers: Record<string, string | string[] | undefined>;
}

/** A signed token for the account, carrying its role and token version (so sign-out everywhere revokes it). */
export async function issueToken(db: Database, config: ApiConfig, user: Pick<UserRow, 'id' | 'role'>): Promise<string> {
  const ver = await tokenVersionOf(db, user.id);
  return signToken({ sub: user.id, role: user.role, ver }, config.tokenSecret, config.tokenTtlSeconds);
}

export interface SignedIn {
  token: string;
  user: UserRow;
  /** a teacher without a PIN is asked to set one (docs/adr/0018) */
  pinSetupRequired: boolean;
}

async function signedIn(db: Database, config: ApiConfig, user: UserRow): Promise<SignedIn> {
  const pinSetupRequired = user.role === 'teacher' && (await pinHashOf(db, user.id)) === null;
  return { token: await issueToken(db, config, user), user, pinSetupRequired };
}

/** Parses the MyKad (a malformed one tells nothing, so it spends no limit) and finds its account. */
export async function accountOfMykad(db: Database, config: ApiConfig, mykad: string): Promise<{ digits: string; lookupHashes: string[]; user?: UserRow }> {
  const parsed = parseMykad(mykad);
  if (!parsed.ok) throw badRequest(parsed.message, parsed.code);
  const lookupHashes = config.mykad.lookupHashes(parsed.value.digits);
  return { digits: parsed.value.digits, lookupHashes, user: await findUserByMykad(db, lookupHashes) };
}

/**
 * Signs in by MyKad (docs/adr/0018). On a device that has signed in to the account before, the
 * MyKad is all it takes, and no limit applies: a stranger's failures never lock the owner out
 * there. A new device also needs one more step (the sign-in card's code, the picture password,
 * the teacher's PIN), or is told which steps it can take. Every answer that signs nobody in
 * counts against the network's budget; tries on one number count against that number.
 */
export async function signIn(db: Database, config: ApiConfig, caller: Caller, body: { mykad: string } & StepAnswers): Promise<SignedIn> {
  const { digits, lookupHashes, user } = await accountOfMykad(db, config, body.mykad);
  const deviceKey = deviceKeyOf(caller.headers);
  const origin = requestOrigin(caller, user?.id);
  if (user && ((config.demoData && isDemoMykad(digits)) || (await isTrustedDevice(db, user.id, deviceKey)))) {
    await recordLoginEvent(db, user.id, origin, 'signed_in');
    return signedIn(db, config, user);
  }
  await refuseIfNetworkSpent(db, caller.ip);
  if (!user) {
    await countNetworkMiss(db, caller.ip);
    throw notFound(UNKNOWN_MYKAD_MESSAGE, 'mykad_not_registered');
  }
  try {
    await admitTryOnMykad(db, lookupHashes[0]!, { userId: user.id, origin });
    const passed = await newDeviceStepPassed(db, user, body, origin);
    if (!passed) {
      await recordLoginEvent(db, user.id, origin, 'step_required');
      throw await stepRequired(db, user);
    }
    const trusted = await trustDevice(db, user.id, deviceKey, origin.device, passed);
    await recordLoginEvent(db, user.id, origin, trusted ? 'device_added' : 'signed_in');
    return signedIn(db, config, user);
  } catch (error) {
    if (error instanceof HttpError) await countNetworkMiss(db, caller.ip);
    throw error;
  }
}

/**
 * The MyKad check (docs/requirements.md §5 "returns an existence flag"): an existence oracle and
 * nothing else, so every check counts against the network and the number.
 */
export async function mykadExists(db: Database, config: ApiConfig, caller: Caller, mykad: string): Promise<boolean> {
  const { lookupHashes, user } = await accountOfMykad(db, config, mykad);
  await refuseIfNetworkSpent(db, caller.ip);
  await countNetworkMiss(db, caller.ip);
  await admitTryOnMykad(db, lookupHashes[0]!);
  return user !== undefined;
}

/**
 * Registration says whether a MyKad exists, so it spends the same limits as sign-in; new accounts
 * from one network have a budget of their own.
 */
async function admitRegistration(db: Database, config: ApiConfig, caller: Caller, mykad: string, email: string): Promise<void> {
  await refuseIfNetworkSpent(db, caller.ip);
  const lookupHashes = config.mykad.lookupHashes(mykad);
  try {
    await admitTryOnMykad(db, lookupHashes[0]!);
    if (await findUserByMykad(db, lookupHashes)) throw conflict(DUPLICATE_MYKAD_MESSAGE, 'mykad_taken');
    if (await emailTaken(db, email)) throw conflict(DUPLICATE_EMAIL_MESSAGE, 'email_taken');
    await admitNewAccount(db, caller.ip);
  } catch (error) {
    if (error instanceof HttpError) await countNetworkMiss(db, caller.ip);
    throw error;
  }
}

/** The MyKad as an account keeps it: its keyed hash, last four digits and birth year. */
function storedMykad(config: ApiConfig, digits: string) {
  const parsed = parseMykad(digits);
  return {
    hash: config.mykad.hash(digits),
    last4: mykadLast4(digits),
    keys: config.mykad.generation,
    birthYear: parsed.ok ? Number(parsed.value.birthDate.slice(0, 4)) : null,
  };
}

/** The device that registered an account is trusted for it (docs/adr/0018). */
async function trustRegisteringDevice(db: Database, caller: Caller, user: UserRow): Promise<void> {
  await countNewAccount(db, caller.ip);
  const origin = requestOrigin(caller, user.id);
  await trustDevice(db, user.id, deviceKeyOf(caller.headers), origin.device, 'registered');
  await recordLoginEvent(db, user.id, origin, 'registered');
}

/**
 * Makes an account and signs it in. A teacher role asked for is kept as a request
 * (teacher_requested_at), never granted here.
 */
export async function registerAccount(
  db: Database,
  config: ApiConfig,
  caller: Caller,
  body: RegistrationInput & { parent_consent?: ParentConsentBody },
): Promise<SignedIn> {
  const { mykad, username, teacherRequested } = checkRegistration(body);
  // an under-18's registration carries a parent's consent (issue 21.3), checked before anything is stored
  const consent = requiredParentConsent(mykad, body.parent_consent);
  const email = body.email!.trim().toLowerCase();
  await admitRegistration(db, config, caller, mykad, email);
  // the role asked for is kept as teacher_requested_at, not as a meta pair that looks granted; the MyKad only as its hash
  const meta = body.meta_data.filter((m) => m.key !== 'role' && m.key !== 'mykad');
  const user = await insertUser(db, {
    mykad: storedMykad(config, mykad),
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
  if (consent) await recordParentConsent(db, user.id, consent);
  await trustRegisteringDevice(db, caller, user);
  return signedIn(db, config, user);
}
